// The signed-in part and the server under load, each reported as "n/a" with the reason when the
// app or an endpoint is not there yet (they are built in parallel with the bench).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median } from '../lib/stats.ts';
import { CONDITIONS } from './browser.ts';
import { measureAppBrowse, measureAppLoad, type AppBrowse, type AppLoad } from './app.ts';
import { loadFolderList, loadLogin, type LoadFigures } from './load-test.ts';
import { findBigFolder, signIn, type BigFolder } from './session.ts';

/** A figure, or why there is none. */
export type Maybe<T> = { ok: true; value: T } | { ok: false; reason: string };

async function attempt<T>(run: () => Promise<T>): Promise<Maybe<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { ok: false, reason };
  }
}

/** The app's figures. */
export interface AppFigures {
  readonly loads: Maybe<{
    samples: readonly AppLoad[];
    firstPage: number | null;
    afterResponse: number | null;
    script: number | null;
    total: number | null;
    requests: number | null;
  }>;
  readonly folder: Maybe<BigFolder | null>;
  readonly browse: Maybe<AppBrowse>;
  /** The same scroll without CPU throttling, for comparison. */
  readonly browseUnthrottled: Maybe<AppBrowse>;
}

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** Measures the app: `runs` first loads, then one browse of the big folder. */
export async function measureApp(
  browser: Browser,
  base: string,
  runs: number,
): Promise<AppFigures> {
  if (!existsSync(join(DIST, 'index.html'))) {
    const reason = 'the app page / is not built yet';
    const none = { ok: false as const, reason };
    return { loads: none, folder: none, browse: none, browseUnthrottled: none };
  }
  const loads = await attempt(async () => {
    const samples: AppLoad[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureAppLoad(browser, base));
    const m = (pick: (s: AppLoad) => number | null) => median(samples.map(pick));
    return {
      samples,
      firstPage: m((s) => s.firstPage),
      afterResponse: m((s) => s.afterResponse),
      script: m((s) => s.net.bytes.script),
      total: m((s) => s.net.total),
      requests: m((s) => s.net.requests),
    };
  });
  const folder = await attempt(async () => findBigFolder(base, await signIn(base)));
  const browseAt = async (cpu: number): Promise<Maybe<AppBrowse>> => {
    if (!loads.ok) return { ok: false, reason: loads.reason };
    if (!folder.ok) return { ok: false, reason: folder.reason };
    const big = folder.value;
    if (big === null) return { ok: false, reason: 'my box holds no folder' };
    return attempt(() => measureAppBrowse(browser, base, big, cpu));
  };
  const browse = await browseAt(CONDITIONS.cpuSlowdown);
  const browseUnthrottled = await browseAt(1);
  return { loads, folder, browse, browseUnthrottled };
}

/** The server's figures under load. */
export interface ServerFigures {
  readonly login: Maybe<LoadFigures>;
  readonly folderList: Maybe<LoadFigures>;
}

/** Login, then folder listing, under load (one after the other). */
export async function measureServer(base: string): Promise<ServerFigures> {
  const login = await attempt(() => loadLogin(base));
  const folderList = await attempt(() => loadFolderList(base));
  return { login, folderList };
}
