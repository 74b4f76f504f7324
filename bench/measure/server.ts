// The reference server as `npm start` runs it (test mode, fresh data folder, free port), and the
// floor pages served beside it by the bench process itself, compressed the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { FLOOR_LANGUAGES, isFloorLanguage, type FloorLanguage } from '../lib/floor-html.ts';
import { LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { floorPage } from './floor-pages.ts';
import { REACT_FLOOR_SCRIPT } from '../lib/react-floor-html.ts';
import type { ReactFloor } from './react-floor.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The first port in [from, to] nothing listens on. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => {
        resolve(false);
      });
      probe.listen(port, '127.0.0.1', () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}–${to}`);
}

/** A started process or server and how to stop it. */
export interface Started {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts `node server/main.ts` and waits until it answers. */
export async function startReferenceServer(port: number, dataDir: string): Promise<Started> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      APP_MODE: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/csrf`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server/main.ts did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}

/** The floor server: the floor page, and the React floor when it was built. */
export interface FloorServer extends Started {
  /** The React floor in each language, English at /react/, the others at /<language>/react/. */
  readonly reactUrls: Readonly<Record<Locale, string>> | null;
  /** The no-JS floor in each language but English, at /<language>/ (decision 027). */
  readonly languageUrls: Readonly<Record<FloorLanguage, string>>;
}

/** Where the floor server serves the React floor in `locale` (decision 038). */
const reactPath = (locale: Locale): string =>
  isFloorLanguage(locale) ? `/${locale}/react/` : '/react/';

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Serves bench/fixtures/floor.html at /, in every other language at /<language>/, and the React
 * floor at /react/ and /<language>/react/ (with its script), with brotli, like the reference
 * server sends its files.
 */
export async function startFloorServer(
  port: number,
  reactFloor: ReactFloor | null = null,
): Promise<FloorServer> {
  const file = (body: Buffer, type: string) => ({ body, br: brotli(body), type });
  const html = 'text/html; charset=utf-8';
  const files = new Map([
    ['/', file(Buffer.from(floorPage('en')), html)],
    ...FLOOR_LANGUAGES.map((l) => [`/${l}/`, file(Buffer.from(floorPage(l)), html)] as const),
  ]);
  if (reactFloor !== null) {
    for (const locale of LOCALES)
      files.set(reactPath(locale), file(Buffer.from(reactFloor.html[locale]), html));
    files.set(REACT_FLOOR_SCRIPT, file(reactFloor.script, 'text/javascript; charset=utf-8'));
  }
  const server = http.createServer((req, res) => {
    const found = files.get(new URL(req.url ?? '/', 'http://floor.invalid').pathname);
    if (found === undefined) {
      res.writeHead(404).end();
      return;
    }
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'Content-Type': found.type,
      'Cache-Control': 'no-cache',
      ...(br ? { 'Content-Encoding': 'br' } : {}),
      Vary: 'Accept-Encoding',
    });
    res.end(br ? found.br : found.body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const url = `http://localhost:${port}/`;
  return {
    url,
    reactUrls:
      reactFloor === null
        ? null
        : (Object.fromEntries(LOCALES.map((l) => [l, `${url}${reactPath(l).slice(1)}`])) as Record<
            Locale,
            string
          >),
    languageUrls: Object.fromEntries(FLOOR_LANGUAGES.map((l) => [l, `${url}${l}/`])) as Record<
      FloorLanguage,
      string
    >,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
