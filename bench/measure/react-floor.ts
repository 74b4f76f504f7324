// The React floor: floor.html with its form as a React island (bench/fixtures/react-floor/),
// rendered on the server with react-dom/server and hydrated by a production bundle that Vite
// builds here. Measured beside the floor, it shows what any React island page pays before any
// of its own code: the bench reports it; the budgets still compare pages with the no-JS floor.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { LoginForm } from '../fixtures/react-floor/LoginForm.ts';
import { REACT_FLOOR_SCRIPT, reactFloorHtml } from '../lib/react-floor-html.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** The React floor's page and its one script. */
export interface ReactFloor {
  readonly html: string;
  readonly script: Buffer;
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
    const floor = readFileSync(join(FIXTURES, 'floor.html'), 'utf8');
    return {
      html: reactFloorHtml(floor, renderToString(createElement(LoginForm))),
      script: readFileSync(join(out, REACT_FLOOR_SCRIPT.slice(1))),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
