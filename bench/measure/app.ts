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
  /** Navigation start → first contentful paint (the page's static skeleton, decision 034). */
  readonly firstPaint: number | null;
  /** Navigation start → first folder page painted. */
  readonly firstPage: number;
  /** Its folder-list response arrived → first folder page painted. */
  readonly afterResponse: number | null;
}

/** Opening the big folder, sorting it, scrolling it to the bottom and searching it. */
export interface AppBrowse {
  /** The input that opens the folder's row → its first entries painted. */
  readonly openFolder: number | null;
  /** A click on the Name column → the folder painted in the new order (descending, then back). */
  readonly sortMs: readonly number[];
  /** Enter in the search field → the first results painted (the first search loads the view). */
  readonly searchMs: readonly number[];
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
    firstPaint: probe.fcp,
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

/**
 * Records the time stamp of the next pointer or key input (runs in the page): the start of an
 * "input to painted result" figure, taken from the event itself, not from the test's clock.
 */
function markNextInput(): void {
  const w = window as unknown as { __benchInput: number | null };
  w.__benchInput = null;
  const take = (event: Event) => {
    w.__benchInput ??= event.timeStamp;
  };
  addEventListener('pointerdown', take, { capture: true, once: true });
  addEventListener('keydown', take, { capture: true, once: true });
}

/**
 * Waits for the first animation frame showing `text` after the input marked with
 * `markNextInput` — in a folder row (`rows`) or, with `results`, in a search result — and
 * returns the time from the input to that frame.
 */
async function inputToPainted(
  page: Page,
  where: { rows: string; results: boolean },
  text: string,
): Promise<number | null> {
  const shown = await page.waitForFunction(
    ({ rows, results, text: wanted }) => {
      const input = (window as unknown as { __benchInput: number | null }).__benchInput;
      const shows = [...document.querySelectorAll(results ? '.fx-found__row' : rows)].some((r) =>
        r.textContent.includes(wanted),
      );
      return input !== null && shows ? performance.now() - input : false;
    },
    { ...where, text },
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = await shown.jsonValue();
  return typeof ms === 'number' ? ms : null;
}

/** Sorts the open folder by name, descending and back: input → painted, each. */
async function sortFolder(page: Page, folder: BigFolder): Promise<number[]> {
  const byName = page.locator('[role="columnheader"] button').first();
  if ((await byName.count()) === 0) return [];
  const out: number[] = [];
  // The app opens a folder by name, ascending: descending shows the last entry first.
  for (const text of [folder.lastName, folder.firstName]) {
    await page.evaluate(markNextInput);
    await byName.click();
    const ms = await inputToPainted(page, { rows: ROW_SELECTOR, results: false }, text);
    if (ms !== null) out.push(ms);
  }
  return out;
}

/** What a search for a part of an entry's name finds: `log-00001.txt` → `log-0000`. */
export function searchQueryOf(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  return stem.length > 3 ? stem.slice(0, -1) : stem;
}

/** Searches the open folder with the app's search field (scope: this folder), twice. */
async function searchFolder(page: Page, folder: BigFolder): Promise<number[]> {
  const field = page.locator('#app-search');
  if ((await field.count()) === 0) return [];
  const scope = page.locator('.fx-search-field__scope');
  if ((await scope.count()) > 0) await scope.selectOption('folder');
  const out: number[] = [];
  for (const name of [folder.firstName, folder.lastName]) {
    const query = searchQueryOf(name);
    await field.fill(query);
    await page.evaluate(markNextInput);
    await field.press('Enter');
    const ms = await inputToPainted(page, { rows: ROW_SELECTOR, results: true }, name);
    if (ms !== null) out.push(ms);
  }
  return out;
}

/** Resolves after the next two animation frames (runs in the page): what was rendered is painted. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

/**
 * Time from the input that opens the folder's row to the first frame showing its first entry:
 * a click on its link, else the double click's second press. The double click is sent as a
 * person makes it: the first press selects the row, and the second comes once that is painted
 * (Playwright's `dblclick` would send both presses at once and bill the selection to the opening).
 * Playwright's checks before an input (scrolling into view, waiting for the row to be stable, hit
 * testing) run on the page's main thread under the same throttling: they are not counted.
 */
async function openFolder(page: Page, folder: BigFolder): Promise<number | null> {
  const row = page.locator(ROW_SELECTOR).filter({ hasText: folder.name }).first();
  if ((await row.count()) === 0) return null;
  const link = row.locator('a, button').filter({ hasText: folder.name }).first();
  if ((await link.count()) > 0) {
    await page.evaluate(markNextInput);
    await link.click();
  } else {
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    if (box === null) return null;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.evaluate(twoFrames);
    await page.evaluate(markNextInput);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
  }
  return inputToPainted(page, { rows: ROW_SELECTOR, results: false }, folder.firstName);
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
): Promise<Omit<AppBrowse, 'openFolder' | 'sortMs' | 'searchMs'>> {
  const scroll = await page.evaluate(scrollToBottom, {
    rows: ROW_SELECTOR,
    last: folder.lastName,
    timeoutMs: 180_000,
  });
  await page.waitForTimeout(600); // long-task entries arrive after the task
  const probe = await page.evaluate(readProbe, PROBE_ARGS);
  const during = probe.longTasks.filter((t) => t.start >= scroll.start && t.start <= scroll.end);
  return {
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
 * Signs in, opens the big folder from the first page, sorts it, scrolls it to the bottom and
 * searches it; with `cpuSlowdown` 1 all of it after the first page runs at the machine's own
 * speed (for comparison).
 */
export async function measureAppBrowse(
  browser: Browser,
  base: string,
  folder: BigFolder,
  cpuSlowdown: number = CONDITIONS.cpuSlowdown,
): Promise<AppBrowse> {
  const { context, page, cdp } = await openApp(browser, base);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const openMs = await openFolder(page, folder);
    if (openMs === null) throw new NotMeasurable(`no row named "${folder.name}" on the first page`);
    const sortMs = await sortFolder(page, folder);
    const scrolled = await scrollFolder(page, cdp, folder);
    const searchMs = await searchFolder(page, folder);
    return { openFolder: openMs, sortMs, searchMs, ...scrolled };
  } finally {
    await context.close();
  }
}
