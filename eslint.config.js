// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

const bannedSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text, never HTML.',
  },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Use textContent.' },
  { selector: "MemberExpression[property.name='outerHTML']", message: 'Use textContent.' },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Use DOM nodes.',
  },
  {
    selector: "MemberExpression[object.name='document'][property.name='write']",
    message: 'Banned.',
  },
  { selector: "CallExpression[callee.name='eval']", message: 'Banned.' },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Use crypto.getRandomValues.',
  },
];

// The layers, enforced: src/lib is framework-free logic (no React, Astro, UI or server code);
// src/islands only render (no fetch: the API goes through src/lib/api; no server code); the
// reference server takes from src/ only src/lib (the contract and pure rules). Each message says
// where the code belongs instead.
const uiFrameworks = [
  {
    name: 'react',
    message: 'src/lib is framework-free: put the rendering in src/islands and keep the logic here.',
  },
  {
    name: 'react-dom',
    message: 'src/lib is framework-free: put the rendering in src/islands and keep the logic here.',
  },
  {
    name: '@nanostores/react',
    message: 'src/lib exports plain nanostores; subscribe with useStore in the island instead.',
  },
];
const libPatterns = [
  {
    regex: '^react-dom/',
    message: 'src/lib is framework-free: put the rendering in src/islands and keep the logic here.',
  },
  {
    regex: '^astro(:|/|$)',
    message: 'src/lib is framework-free: read Astro things in src/pages and pass the values in.',
  },
  {
    regex: '^(\\.\\./)+(src/)?(islands|pages|components|layouts)(/|$)',
    message:
      'src/lib never imports the UI: move the shared code into src/lib and import it from there.',
  },
  {
    regex: '^(\\.\\./)+server(/|$)',
    message: 'src/lib never imports the reference server: move the shared rule into src/lib.',
  },
];
const serverPatterns = [
  {
    regex: '^(react|react-dom|@nanostores/react|astro)(:|/|$)',
    message: 'The server renders no UI: move the rule it needs into src/lib and import it there.',
  },
  {
    regex: '^(\\.\\./)+src/(?!lib/)',
    message:
      'The server imports from src/ only src/lib (the contract and pure rules): move it there.',
  },
];
const noFetch = 'Islands only render: call the API through src/lib/api (a command in src/lib).';
// The API client (and what builds it or calls through it: the browser env, the CSRF bootstrap) and
// the contract's values (its calls and constants) stay in src/lib: an island calls a command of
// src/lib (src/lib/explorer/*-calls.ts and the like) and renders what it answers. Types stay
// importable (`import type`), so an island can name what a command answers.
const apiFromIslands =
  'Islands only render: make the call in a command of src/lib (e.g. src/lib/explorer/*-calls.ts) and call that; import only types (`import type`) from the API client and the contract.';
const apiModules =
  '^(\\.\\./)+(src/)?lib/api/(client|browser-env|csrf)\\.ts$|^(\\.\\./)+(src/)?lib/api/contract(/|$)';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'no-restricted-syntax': ['error', ...bannedSinks],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: uiFrameworks, patterns: libPatterns }],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)',
              message: 'Islands never import the server: call it through a command in src/lib.',
            },
            { regex: apiModules, allowTypeImports: true, message: apiFromIslands },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...bannedSinks,
        {
          // esquery's regular expressions hold no slash: `.` stands for it.
          selector:
            'ImportExpression[source.value=/lib.api.((client|browser-env|csrf)\\.ts$|contract(.|$))/]',
          message: apiFromIslands,
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: noFetch },
        { name: 'XMLHttpRequest', message: noFetch },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: noFetch },
        { object: 'globalThis', property: 'fetch', message: noFetch },
        { object: 'self', property: 'fetch', message: noFetch },
        { object: 'window', property: 'XMLHttpRequest', message: noFetch },
        { object: 'globalThis', property: 'XMLHttpRequest', message: noFetch },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverPatterns }],
    },
  },
  {
    files: ['server/http/**/*.ts'],
    ignores: ['server/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              regex: '^\\.\\./(auth|routes|files|links|scanner|db)/',
              message:
                'The HTTP layer knows no domain: take what it needs as a hook (RouterHooks) that server/app.ts passes in.',
            },
            {
              regex: '^\\.\\./context\\.ts$',
              message:
                'The HTTP layer knows no AppContext: take what it needs as a hook (RouterHooks) that server/app.ts passes in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro'],
    rules: {
      'astro/no-set-html-directive': 'error',
      'astro/no-unsafe-inline-scripts': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.astro'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
