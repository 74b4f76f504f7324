// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { cspConnectSources, cspImageSources, cspFrameSources } from './src/lib/hosts/csp.ts';

// Static multi-page site: every route is built once per language and served from a CDN.
export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
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
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
});
