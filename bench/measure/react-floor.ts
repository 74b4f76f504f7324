// The React floor: floor.html with its form as a React island (bench/fixtures/react-floor/),
// rendered on the server with react-dom/server and hydrated by a production bundle that Vite
// builds here, in each language (decision 038). Measured beside the pages, it is what any React
// island page in that language pays before any of its own code.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { FORM_KEYS, LoginForm, type FormTexts } from '../fixtures/react-floor/LoginForm.ts';
import { REACT_FLOOR_SCRIPT, reactFloorHtml } from '../lib/react-floor-html.ts';
import { floorPage, loginMessages } from './floor-pages.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** The React floor's page in each language and its one script. */
export interface ReactFloor {
  readonly html: Readonly<Record<Locale, string>>;
  readonly script: Buffer;
}

/** The form's texts in `locale`, from our login page's. */
function formTexts(locale: Locale): FormTexts {
  const messages = loginMessages(locale);
  const texts = FORM_KEYS.map((key) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no ${key} in the ${locale} messages`);
    return [key, text] as const;
  });
  return Object.fromEntries(texts) as FormTexts;
}

/** The React floor's page in `locale`. */
export function reactFloorPage(locale: Locale): string {
  const props = { texts: formTexts(locale) };
  return reactFloorHtml(floorPage(locale), renderToString(createElement(LoginForm, props)), props);
}

/** Builds the React floor (about 2 s). */
export async function buildReactFloor(): Promise<ReactFloor> {
  const out = mkdtempSync(join(os.tmpdir(), 'cloudbox-react-floor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: join(FIXTURES, 'react-floor'),
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        modulePreload: false,
        rolldownOptions: {
          input: join(FIXTURES, 'react-floor', 'client.ts'),
          output: { entryFileNames: REACT_FLOOR_SCRIPT.slice(1) },
        },
      },
    });
    return {
      html: Object.fromEntries(LOCALES.map((l) => [l, reactFloorPage(l)])) as Record<
        Locale,
        string
      >,
      script: readFileSync(join(out, REACT_FLOOR_SCRIPT.slice(1))),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
