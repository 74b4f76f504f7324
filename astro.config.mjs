// @ts-check
import { defineConfig } from 'astro/config';
import { fileURLToPath, URL } from 'node:url';
import react from '@astrojs/react';
import { cspConnectSources, cspImageSources, cspFrameSources } from './src/lib/hosts/csp.ts';

// What every public page's island needs at first (buttons, toasts and alerts, cookies, the error
// types): one chunk instead of a dozen small ones, so a page loads in fewer round trips.
const PUBLIC_KIT = [
  /[\\/]src[\\/]islands[\\/]ui[\\/](Button|Spinner|InlineMessage|lazy|on-demand|LazyToastHost|LazyAlertHost)\.tsx$/,
  /[\\/]src[\\/]lib[\\/]ui[\\/](toasts|alerts|progress|submit|keys|next-task|load-once)\.ts$/,
  /[\\/]src[\\/]lib[\\/](cookies[\\/]\w+|i18n[\\/](locales|t)|nav[\\/](safe-redirect|blocked)|api[\\/](errors|messages))\.ts$/,
  /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]react)[\\/]/,
  /vite[\\/]preload-helper/,
];
// The one API client, the contracts the public pages call first and the e-mail-link pages' wiring.
const API_CORE = [
  /[\\/]src[\\/](islands[\\/]public[\\/]page-env|lib[\\/]public[\\/]link)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/](client|request|response|policy|retry|env|browser-env|endpoint)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/]contract[\\/](common|logs|auth|public)\.ts$/,
];
// The cards and page wiring every e-mail-link page shares.
const LINK_PAGES = [
  /[\\/]src[\\/]islands[\\/]public[\\/](views\.tsx|form-guard\.tsx|use-page-start\.ts)$/,
  /[\\/]src[\\/]lib[\\/]public[\\/]problems\.ts$/,
];

// The form fields every form page renders: one chunk instead of three (decision 011).
const FORM_FIELDS = [/[\\/]src[\\/]islands[\\/]ui[\\/](TextField|PasswordField|Checkbox)\.tsx$/];
// What the login island shares only with its own on-demand steps: one chunk, fewer requests.
const LOGIN_CORE = [
  /[\\/]src[\\/]islands[\\/]login[\\/](context\.ts|StepCard\.tsx)$/,
  /[\\/]src[\\/]lib[\\/]login[\\/](fields|rules|carry)\.ts$/,
];

// Static multi-page site: every route is built once per language and served from a CDN.
export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react()],
  i18n: {
    locales: ['en', 'ja', 'ko'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        `connect-src ${cspConnectSources().join(' ')}`,
        `img-src ${cspImageSources().join(' ')}`,
        `frame-src ${cspFrameSources().join(' ')}`,
        "media-src 'self' blob:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
    },
  },
  vite: {
    // tus-js-client's only CommonJS dependency, replaced by the browser's URL (see the file).
    resolve: {
      alias: {
        'url-parse': fileURLToPath(new URL('./src/lib/vendor/url-parse.ts', import.meta.url)),
      },
    },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[\\/]runtime/,
                priority: 10,
              },
              {
                // Every page's brand script needs the host map, island or not: its own chunk.
                name: 'hosts',
                test: /[\\/]src[\\/]lib[\\/]hosts[\\/]/,
                priority: 8,
              },
              {
                // Schemas: the API client's answers and the desktop shell's messages.
                name: 'valibot',
                test: /[\\/]node_modules[\\/]valibot[\\/]/,
                priority: 8,
              },
              {
                name: 'kit',
                test: (id) => PUBLIC_KIT.some((pattern) => pattern.test(id)),
                priority: 5,
              },
              {
                name: 'api',
                test: (id) => API_CORE.some((pattern) => pattern.test(id)),
                priority: 5,
              },
              {
                name: 'fields',
                test: (id) => FORM_FIELDS.some((pattern) => pattern.test(id)),
                priority: 5,
              },
              {
                name: 'login-core',
                test: (id) => LOGIN_CORE.some((pattern) => pattern.test(id)),
                priority: 5,
              },
              {
                name: 'links',
                test: (id) => LINK_PAGES.some((pattern) => pattern.test(id)),
                priority: 5,
              },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
});
