// The signed-in app against the reference server: sign in through the page's context, time the
// first folder page, open the big folder, scroll it top to bottom, and weigh the heap after.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { login } from '../../src/lib/api/contract/index.ts';
import { MAIN_DEMO } from '../../server/seed.ts';
import { createNetLog, type NetSummary } from '../lib/net-log.ts';
import { droppedFrames, longTasksAfter } from '../lib/tasks.ts';
import { CONDITIONS, heapAfterGc, throttle } from './browser.ts';
import { FIRST_PAGE_MARK, installProbe, LIST_PATH, readProbe, ROW_SELECTOR } from './instrument.ts';
import type { BigFolder } from './session.ts';

/** One signed-in load of the app. */
export interface AppLoad {
  readonly net: NetSummary;
  /** Navigation start → first folder page painted. */
  readonly firstPage: number;
  /** Its folder-list response arrived → first folder page painted. */
  readonly afterResponse: number | null;
}

/** Opening the big folder and scrolling it to the bottom. */
export interface AppBrowse {
  readonly openFolder: number | null;
  readonly scrollMs: number;
  readonly frames: number;
  readonly droppedFrames: number;
  readonly longTasks: number;
  readonly maxLongTask: number;
  readonly reachedBottom: boolean;
  readonly heap: number;
}

/** Why the app could not be measured (not built, not signed in, no rows…). */
export class NotMeasurable extends Error {}

const PROBE_ARGS = { mark: FIRST_PAGE_MARK, list: LIST_PATH };

/** Signs in through the context's own request API, so the page gets the cookies. */
async function signIn(context: BrowserContext, base: string): Promise<void> {
  await context.request.get(`${base}/csrf`);
  const csrf = (await context.cookies(base)).find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await context.request.post(base + login.path, {
    headers: { 'X-CSRF-Token': csrf, lang: 'eng' },
    form: { company_code: MAIN_DEMO.company, id: MAIN_DEMO.userId, password: MAIN_DEMO.password },
  });
  const body = (await res.json()) as { success?: boolean; all?: string };
  if (body.success !== true)
    throw new NotMeasurable(`sign-in refused: ${body.all ?? res.status()}`);
}

async function firstPaintedRows(page: Page): Promise<ReturnType<typeof readProbe>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const probe = await page.evaluate(readProbe, PROBE_ARGS);
    if (probe.firstRowsAt !== null) return probe;
    if (Date.now() > deadline) {
      const path = new URL(page.url()).pathname;
      const alert = await page.evaluate(
        () => document.querySelector('[role="alert"]')?.textContent.trim() ?? '',
      );
      throw new NotMeasurable(
        `no folder rows within 60 s (at ${path}${alert ? `: ${alert}` : ''})`,
      );
    }
    await page.waitForTimeout(50);
  }
}

/** Opens a signed-in page of the app under throttling. */
async function openApp(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: CONDITIONS.viewport });
  await signIn(context, base);
  await context.addInitScript(installProbe, ROW_SELECTOR);
  const page = await context.newPage();
  const cdp = await throttle(page);
  const log = createNetLog();
  cdp.on('Network.requestWillBeSent', (e) => {
    log.request(e);
  });
  cdp.on('Network.responseReceived', (e) => {
    log.response(e);
  });
  cdp.on('Network.dataReceived', (e) => {
    log.data(e);
  });
  cdp.on('Network.loadingFinished', (e) => {
    log.finished(e);
  });
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  const probe = await firstPaintedRows(page);
  const firstPage = probe.firstRowsAt ?? 0;
  const before = probe.listResponses.filter((t) => t <= firstPage);
  const load: AppLoad = {
    net: log.summary(),
    firstPage,
    afterResponse: before.length === 0 ? null : firstPage - Math.max(...before),
  };
  return { context, page, cdp, load };
}

/** One cold, signed-in load of the app up to its first folder page. */
export async function measureAppLoad(browser: Browser, base: string): Promise<AppLoad> {
  const { context, load } = await openApp(browser, base);
  await context.close();
  return load;
}

/** Time from activating the folder's row to the first frame showing its first entry. */
async function openFolder(page: Page, folder: BigFolder): Promise<number | null> {
  const row = page.locator(ROW_SELECTOR).filter({ hasText: folder.name }).first();
  if ((await row.count()) === 0) return null;
  const start = await page.evaluate(() => performance.now());
  const link = row.locator('a, button').filter({ hasText: folder.name }).first();
  if ((await link.count()) > 0) await link.click();
  else await row.dblclick();
  const shown = await page.waitForFunction(
    ({ rows, name }) =>
      [...document.querySelectorAll(rows)].some((r) => r.textContent.includes(name))
        ? performance.now()
        : false,
    { rows: ROW_SELECTOR, name: folder.firstName },
    { polling: 'raf', timeout: 30_000 },
  );
  const at = await shown.jsonValue();
  return typeof at === 'number' ? at - start : null;
}

/**
 * Scrolls the list's scroll container one step per frame until it is at the bottom with no
 * loading row left (runs in the page); `reached` says whether the last entry is then shown.
 */
function scrollToBottom(args: { rows: string; last: string; timeoutMs: number }) {
  const first = document.querySelector(args.rows);
  let el: Element | null = first?.parentElement ?? null;
  const scrolls = (e: Element) =>
    e.scrollHeight > e.clientHeight + 10 && /(auto|scroll)/.test(getComputedStyle(e).overflowY);
  while (el && !scrolls(el)) el = el.parentElement;
  const box = el ?? document.scrollingElement ?? document.documentElement;
  const step = Math.max(200, box.clientHeight); // every row passes the viewport once
  return new Promise<{ deltas: number[]; start: number; end: number; reached: boolean }>(
    (resolve) => {
      const deltas: number[] = [];
      let prev = 0;
      let start = 0;
      let settledFrames = 0;
      const tick = (t: number) => {
        deltas.push(t - prev);
        prev = t;
        box.scrollTop = Math.min(box.scrollTop + step, box.scrollHeight);
        const bottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
        const settled = bottom && document.querySelector('[role="row"][aria-busy="true"]') === null;
        const rows = settled ? [...document.querySelectorAll(args.rows)] : [];
        const reached = rows.some((r) => r.textContent.includes(args.last));
        // A slow frame may not have rendered the last rows yet: give it 2 s at the bottom.
        settledFrames = settled ? settledFrames + 1 : 0;
        if (reached || settledFrames > 120 || t - start > args.timeoutMs) {
          resolve({ deltas, start, end: t, reached });
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame((t) => {
        prev = t;
        start = t;
        requestAnimationFrame(tick);
      });
    },
  );
}

async function scrollFolder(
  page: Page,
  cdp: CDPSession,
  folder: BigFolder,
  openMs: number | null,
): Promise<AppBrowse> {
  const scroll = await page.evaluate(scrollToBottom, {
    rows: ROW_SELECTOR,
    last: folder.lastName,
    timeoutMs: 180_000,
  });
  await page.waitForTimeout(600); // long-task entries arrive after the task
  const probe = await page.evaluate(readProbe, PROBE_ARGS);
  const during = probe.longTasks.filter((t) => t.start >= scroll.start && t.start <= scroll.end);
  return {
    openFolder: openMs,
    scrollMs: scroll.end - scroll.start,
    frames: scroll.deltas.length,
    droppedFrames: droppedFrames(scroll.deltas),
    longTasks: longTasksAfter(during, scroll.start),
    maxLongTask: Math.max(0, ...during.map((t) => t.duration)),
    reachedBottom: scroll.reached,
    heap: await heapAfterGc(cdp),
  };
}

/**
 * Signs in, opens the big folder from the first page and scrolls it to the bottom; with
 * `cpuSlowdown` 1 the scroll runs at the machine's own speed (for comparison).
 */
export async function measureAppBrowse(
  browser: Browser,
  base: string,
  folder: BigFolder,
  cpuSlowdown: number = CONDITIONS.cpuSlowdown,
): Promise<AppBrowse> {
  const { context, page, cdp } = await openApp(browser, base);
  try {
    const openMs = await openFolder(page, folder);
    if (openMs === null) throw new NotMeasurable(`no row named "${folder.name}" on the first page`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await scrollFolder(page, cdp, folder, openMs);
  } finally {
    await context.close();
  }
}
