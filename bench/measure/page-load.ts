// One cold, throttled load of a page: network figures from CDP, paint and main-thread figures
// from the page's own observers, and the JS heap after a forced GC once the page is quiet.
import type { Browser } from '@playwright/test';
import { createNetLog, type NetSummary } from '../lib/net-log.ts';
import { longTasksAfter, quietPoint, totalBlockingTime } from '../lib/tasks.ts';
import { CONDITIONS, heapAfterGc, throttle } from './browser.ts';
import {
  FIRST_PAGE_MARK,
  installProbe,
  LIST_PATH,
  readProbe,
  ROW_SELECTOR,
  type PageProbe,
} from './instrument.ts';

/** The figures of one load. */
export interface LoadSample {
  readonly net: NetSummary;
  readonly fcp: number | null;
  readonly lcp: number | null;
  /** Painted, islands hydrated, and no long task for 500 ms after (ms from navigation start). */
  readonly idle: number | null;
  readonly tbt: number;
  readonly longTasksAfterPaint: number;
  readonly heap: number;
}

const QUIET_TIMEOUT_MS = 20_000;
const PROBE_ARGS = { mark: FIRST_PAGE_MARK, list: LIST_PATH };

/** Usable from the later of first paint and the last island's hydration. */
function readyAt(probe: PageProbe): number | null {
  return probe.hydratedAt === null || probe.fcp === null
    ? null
    : Math.max(probe.hydratedAt, probe.fcp);
}

/** Loads `url` in a fresh context (cold cache) under the bench's throttling. */
export async function measureLoad(browser: Browser, url: string): Promise<LoadSample> {
  const context = await browser.newContext({ viewport: CONDITIONS.viewport });
  try {
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
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    let probe = await page.evaluate(readProbe, PROBE_ARGS);
    let idle = quietPoint(readyAt(probe), probe.longTasks, probe.now);
    while (idle === null && Date.now() < deadline) {
      await page.waitForTimeout(100);
      probe = await page.evaluate(readProbe, PROBE_ARGS);
      idle = quietPoint(readyAt(probe), probe.longTasks, probe.now);
    }
    const heap = await heapAfterGc(cdp);
    return {
      net: log.summary(),
      fcp: probe.fcp,
      lcp: probe.lcp,
      idle,
      tbt: totalBlockingTime(probe.longTasks),
      longTasksAfterPaint: probe.fcp === null ? 0 : longTasksAfter(probe.longTasks, probe.fcp),
      heap,
    };
  } finally {
    await context.close();
  }
}
