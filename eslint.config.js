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
