// @ts-check
import { defineConfig } from 'astro/config';
import { fileURLToPath, URL } from 'node:url';
import react from '@astrojs/react';
import { cspConnectSources, cspImageSources, cspFrameSources } from './src/lib/hosts/csp.ts';
import { islandPreloads } from './src/integrations/island-preloads.ts';
import { pageChunkOf } from './src/lib/build/page-chunks.ts';

// What every public page's island needs at first (buttons, toasts and alerts, cookies, the error
// types): one chunk instead of a dozen small ones, so a page loads in fewer round trips.
const PUBLIC_KIT = [
  /[\\/]src[\\/]islands[\\/]ui[\\/](Button|Spinner|InlineMessage|lazy|on-demand|LazyToastHost|LazyAlertHost)\.tsx$/,
  // `idle`: the login page's and the app's idle scheduler, here so it is no chunk of its own.
  /[\\/]src[\\/]lib[\\/]ui[\\/](toasts|alerts|progress|submit|keys|next-task|load-once|idle)\.ts$/,
  /[\\/]src[\\/]lib[\\/](cookies[\\/]\w+|i18n[\\/](locales|t|intl|ko-two-way)|nav[\\/](safe-redirect|blocked)|api[\\/](errors|messages))\.ts$/,
  /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]react)[\\/]/,
  // The host map: the API client's origins (the brand script no longer needs it: Page.astro
  // writes the brands into the page). The login page's host features and links are its own.
  /[\\/]src[\\/]lib[\\/]hosts[\\/](hosts\.config|resolve|types)\.ts$/,
  // Whether the page is in the desktop shell (the GDPR page's mode; the bridge loads on demand).
  /[\\/]src[\\/]lib[\\/]shell[\\/]transport\.ts$/,
];
// The one API client, the contracts the public pages call first and the e-mail-link pages' wiring.
const API_CORE = [
  /[\\/]src[\\/](islands[\\/]public[\\/]page-env|lib[\\/]public[\\/]link)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/](client|request|response|policy|retry|env|browser-env|endpoint)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/]contract[\\/](common|logs|auth|public)\.ts$/,
  // The first instance of valibot (see FIRST_SCHEMAS): every page that calls the API needs the
  // client and the schemas of its answers, so they are one request (issue 17).
  /[\\/]node_modules[\\/]valibot[\\/][^?]*$/,
];
// The cards and page wiring of the e-mail-link pages, which the GDPR page shares (those pages
// have their own instances, decision 026).
const LINK_PAGES = [
  /[\\/]src[\\/]islands[\\/]public[\\/]views\.tsx$/,
  /[\\/]src[\\/]lib[\\/]public[\\/]problems\.ts$/,
];

// The form fields every form page renders: one chunk instead of three (decision 011).
const FORM_FIELDS = [/[\\/]src[\\/]islands[\\/]ui[\\/](TextField|PasswordField|Checkbox)\.tsx$/];

// The password rules and their checklist, with the reset pages' wiring they import: one chunk
// that the login page's password wizard loads on demand (the reset and new-password pages have
// their own instances, decision 026).
const PASSWORD_RULES = [
  /[\\/]src[\\/](islands[\\/]public[\\/]PolicyList\.tsx|lib[\\/]password[\\/]policy\.ts|lib[\\/]public[\\/]reset-entries\.ts)$/,
  /[\\/]src[\\/]islands[\\/]public[\\/](form-guard\.tsx|use-page-start\.ts|ime\.ts)$/,
];

// The file contracts and helpers of the share links and upload requests, with their valibot
// instance: one chunk, which the app loads with its first folder (the share-link and
// upload-request pages have their own instances, decision 026).
const SHARE_PAGES = [
  /[\\/]src[\\/]lib[\\/]api[\\/]contract[\\/](files|share-links|link-calls|request-uploads)\.ts$/,
  /[\\/]src[\\/]lib[\\/]files[\\/](permissions|names|nodes)\.ts$/,
  /[\\/]src[\\/]lib[\\/](public[\\/]link-steps|i18n[\\/]dates)\.ts$/,
  /[\\/]src[\\/]islands[\\/]public[\\/](LinkPasswordView|CommonLinkView)\.tsx$/,
  /[\\/]node_modules[\\/]valibot[\\/].*\?links$/,
];

// valibot is one module, so tree-shaking keeps the union of the functions every importer uses:
// the public pages paid for the app's schemas (decision 020). Three instances of it instead, each
// a module id of its own (the file with a query) and so tree-shaken on its own: the schemas the
// login page parses first (the api chunk's), those of the share links and upload requests (the
// app's `share` chunk, `?links`), and every other importer's (the app, the login steps and the
// desktop shell's messages, loaded on demand: `?more`, the `schemas` chunk). Schemas are plain
// objects, so a schema of one instance parses with another's `safeParse` (no global config). The
// e-mail-link and share pages have an instance each (decision 026).
const FIRST_SCHEMAS =
  /[\\/]src[\\/]lib[\\/]api[\\/](response|contract[\\/](common|logs|auth|public))\.ts$/;
const LINK_SCHEMAS =
  /[\\/]src[\\/]lib[\\/](api[\\/]contract[\\/](share-links|request-uploads|files|link-calls)|public[\\/]share-link)\.ts$/;

/**
 * The valibot instance of an importer: '' (the first), 'links' or 'more'.
 * @param {string} importer
 */
function valibotInstance(importer) {
  if (FIRST_SCHEMAS.test(importer)) return '';
  return LINK_SCHEMAS.test(importer) ? 'links' : 'more';
}

const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

// The e-mail-link and share pages' islands (decision 026): each gets its own instance of every
// module it reaches (the module's id with `?page=<island>`), tree-shaken for that page alone and
// put in one chunk for what the island runs at first, one for what it imports later and one for
// the toast and alert hosts, loaded with the first toast or alert (src/lib/build/page-chunks.ts).
// A module lives in one chunk, so modules shared with the other pages and the app (the kit, the
// API client, the fields) had each page load 5-7 chunks of ours; it is now 1-2 until quiet.
// React, its renderer and Rolldown's runtime stay one chunk for every page.
const PAGE_ISLANDS =
  /[\\/]src[\\/]islands[\\/]public[\\/](BlacklistIsland|ResetIsland|NewPasswordIsland|MailAuthIsland|ShareLinkIsland|UploadRequestIsland)\.tsx$/;
const PAGE_QUERY = /\?page=(\w+)$/;
// What a page loads only when something asks for it, the on-demand chunk of those pages, not
// their second chunk: the hosts of the first toast or alert (`LazyToastHost`, `LazyAlertHost`)
// and the share pages' password card, for a link that asks for a password.
const ON_DEMAND =
  /[\\/]src[\\/]islands[\\/](ui[\\/](ToastHost|AlertHost)|public[\\/]LinkPasswordView)\.tsx\?page=\w+$/;
const SHARED_ACROSS_PAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs)[\\/]/;
const CODE_FILE = /\.(m?[jt]sx?|css)$/;

const PUBLIC_ISLANDS_DIR = fileURLToPath(new URL('./src/islands/public/', import.meta.url));

/** @param {string} importer */
function pageOf(importer) {
  const island = PAGE_ISLANDS.exec(importer);
  if (island !== null) return island[1];
  return PAGE_QUERY.exec(importer)?.[1] ?? null;
}

// Static multi-page site: every route is built once per language and served from a CDN.
export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  // The islands' chunks load in parallel instead of one import level per round trip (decision 022).
  integrations: [react(), islandPreloads()],
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
    plugins: [
      {
        name: 'page-instances',
        enforce: 'pre',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        async resolveId(source, importer, options) {
          if (importer === undefined || source.includes('?')) return null;
          const page = pageOf(importer);
          if (page === null) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (resolved === null || resolved.external) return resolved;
          const id = resolved.id.replace(/\?.*$/, '');
          if (id.startsWith('\0') || SHARED_ACROSS_PAGES.test(id) || !CODE_FILE.test(id))
            return resolved;
          return { ...resolved, id: `${id}?page=${page}` };
        },
      },
      {
        // valibot's instances (see FIRST_SCHEMAS); before Vite's own resolver, in the browser's build.
        name: 'valibot-instances',
        enforce: 'pre',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        async resolveId(source, importer, options) {
          if (source !== 'valibot' || importer === undefined) return null;
          const instance = valibotInstance(importer);
          if (instance === '') return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved === null ? null : { ...resolved, id: `${resolved.id}?${instance}` };
        },
      },
      {
        // Astro's React renderer is an entry of its own; with entries allowed to export more than
        // their module, it *is* the React chunk instead of a one-line file that re-exports it:
        // one request fewer on every island page (issue 17). The chunk keeps the name `react`.
        name: 'renderer-in-the-react-chunk',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        options(options) {
          return { ...options, preserveEntrySignatures: 'allow-extension' };
        },
        outputOptions(output) {
          const named = output.entryFileNames;
          return {
            ...output,
            entryFileNames: (chunk) =>
              chunk.moduleIds.some((id) => REACT_DOM.test(id))
                ? '_astro/react.[hash].js'
                : typeof named === 'function'
                  ? named(chunk)
                  : (named ?? '[name].[hash].js'),
          };
        },
      },
    ],
    // tus-js-client's only CommonJS dependency, replaced by the browser's URL (see the file).
    resolve: {
      alias: {
        'url-parse': fileURLToPath(new URL('./src/lib/vendor/url-parse.ts', import.meta.url)),
      },
    },
    // The browser's chunks (the server's render needs no splitting).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, ctx) => {
                      const page = PAGE_QUERY.exec(id) ?? PAGE_ISLANDS.exec(id);
                      if (page === null) return null;
                      const info = (/** @type {string} */ m) => ctx.getModuleInfo(m);
                      const chunk = pageChunkOf(id, `${PUBLIC_ISLANDS_DIR}${page[1]}.tsx`, {
                        imports: (m) => info(m)?.importedIds ?? [],
                        dynamicImports: (m) => info(m)?.dynamicallyImportedIds ?? [],
                        onDemand: (m) => ON_DEMAND.test(m),
                      });
                      return `page-${page[1]}${chunk === 'first' ? '' : `-${chunk}`}`;
                    },
                    includeDependenciesRecursively: false,
                    priority: 20,
                  },
                  {
                    name: 'react',
                    // With Vite's preload helper (0.5 KB), which every island's `import()` calls:
                    // in the kit, each page's own chunks would load the kit for it (decision 026).
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/,
                    priority: 10,
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
                    // ua-parser-js with the browser check (which imports the kit, so React's
                    // chunk comes first and can hold Rolldown's runtime, decision 016), not a
                    // chunk of its own now that the app's trusted browsers use it too.
                    name: 'browser',
                    test: /[\\/](node_modules[\\/]ua-parser-js|src[\\/]lib[\\/]browser-support)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: 'schemas',
                    test: /[\\/]node_modules[\\/]valibot[\\/].*\?more$/,
                    priority: 5,
                  },
                  {
                    name: 'share',
                    test: (id) => SHARE_PAGES.some((pattern) => pattern.test(id)),
                    priority: 4,
                  },
                  {
                    name: 'password',
                    test: (id) => PASSWORD_RULES.some((pattern) => pattern.test(id)),
                    priority: 4,
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
    },
  },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
});
