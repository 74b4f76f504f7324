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

/** One round of the app: `runs` first loads, then one browse of the big folder at 4× CPU. */
export interface AppRound {
  readonly loads: Maybe<{
    samples: readonly AppLoad[];
    firstPaint: number | null;
    firstPage: number | null;
    afterResponse: number | null;
    script: number | null;
    total: number | null;
    requests: number | null;
  }>;
  readonly browse: Maybe<AppBrowse>;
}

/** The app's figures: `repeat` consecutive rounds (issue 17 asks for 3), then one at 1× CPU. */
export interface AppFigures {
  readonly rounds: readonly AppRound[];
  readonly folder: Maybe<BigFolder | null>;
  /** The same browse without CPU throttling, for comparison. */
  readonly browseUnthrottled: Maybe<AppBrowse>;
}

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** Measures the app: `repeat` rounds of `runs` first loads and one browse of the big folder. */
export async function measureApp(
  browser: Browser,
  base: string,
  runs: number,
  repeat = 1,
): Promise<AppFigures> {
  if (!existsSync(join(DIST, 'index.html'))) {
    const reason = 'the app page / is not built yet';
    const none = { ok: false as const, reason };
    return { rounds: [{ loads: none, browse: none }], folder: none, browseUnthrottled: none };
  }
  const folder = await attempt(async () => findBigFolder(base, await signIn(base)));
  const browseAt = async (loads: AppRound['loads'], cpu: number): Promise<Maybe<AppBrowse>> => {
    if (!loads.ok) return { ok: false, reason: loads.reason };
    if (!folder.ok) return { ok: false, reason: folder.reason };
    const big = folder.value;
    if (big === null) return { ok: false, reason: 'my box holds no folder' };
    return attempt(() => measureAppBrowse(browser, base, big, cpu));
  };
  const rounds: AppRound[] = [];
  for (let round = 0; round < Math.max(1, repeat); round += 1) {
    const loads = await attempt(async () => {
      const samples: AppLoad[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureAppLoad(browser, base));
      const m = (pick: (s: AppLoad) => number | null) => median(samples.map(pick));
      return {
        samples,
        firstPaint: m((s) => s.firstPaint),
        firstPage: m((s) => s.firstPage),
        afterResponse: m((s) => s.afterResponse),
        script: m((s) => s.net.bytes.script),
        total: m((s) => s.net.total),
        requests: m((s) => s.net.requests),
      };
    });
    rounds.push({ loads, browse: await browseAt(loads, CONDITIONS.cpuSlowdown) });
  }
  const first = rounds[0]?.loads ?? { ok: false as const, reason: 'no round' };
  const browseUnthrottled = await browseAt(first, 1);
  return { rounds, folder, browseUnthrottled };
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
