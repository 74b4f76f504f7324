// Paint never waits for script (decision 019): on every public page in every language, opened as
// its visitors open it (the e-mail-link pages from a fresh e-mailed link, `/link` and `/upload`
// from a real share link and upload request, as the bench opens them), the page's final largest
// contentful paint is an element of the server-rendered document — nothing that the link's check,
// the page's data or a logo brings later outsizes the static first paint. Identities, not
// timings: it holds on a busy machine.
import { expect, test } from './worker-servers.ts';
import { publicPages } from '../bench/lib/pages.ts';
import { measuredUrl } from '../bench/measure/emailed-links.ts';
import type { Route } from '../src/lib/routes.ts';
import { watchOwnFrame } from './own-frame.ts';

// Some pages sign in through the API and issue links first: more than the default 30 s when the
// machine is loaded.
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 800 } });

/** The card state a page settles in when opened from a valid link (`data-state` of its card). */
const SETTLED: Partial<Record<Route, string>> = {
  '/forgotPassword': 'default',
  '/passwordRegistration': 'default',
  '/newPassword': 'start',
  '/black-list': 'success',
  '/link': 'ready',
  '/upload': 'ready',
};

/** One LCP entry as the page saw it when the entry was reported. */
interface Seen {
  readonly what: string;
  readonly size: number;
  /** Whether the element was in the document when the parser finished (before any script). */
  readonly early: boolean | null;
}

for (const page of publicPages()) {
  test(`${page.path}: the largest paint is in the server-rendered document`, async ({
    page: tab,
    baseURL,
  }) => {
    await tab.addInitScript(() => {
      const w = window as unknown as { __early: WeakSet<Element>; __lcp: Seen[] };
      w.__early = new WeakSet();
      w.__lcp = [];
      // 'interactive' comes when the parser is done and before deferred and module scripts run:
      // the elements then are exactly the server's HTML.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('*')) w.__early.add(element);
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          const element = entry.element;
          w.__lcp.push({
            what:
              element === null
                ? entry.url
                : `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.slice(0, 50)}"`,
            size: entry.size,
            early: element === null ? null : w.__early.has(element),
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const frame = watchOwnFrame(tab);
    await tab.goto(await measuredUrl(baseURL ?? '', page));
    const state = SETTLED[page.route];
    if (state !== undefined) {
      await expect(tab.locator(`.lp-card[data-state="${state}"]`)).toBeVisible();
    }
    await frame.quiet();
    // Two frames after the last change, so the last paint's entry has been reported.
    await tab.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              setTimeout(resolve, 0);
            });
          });
        }),
    );
    const seen = await tab.evaluate(() => (window as unknown as { __lcp: Seen[] }).__lcp);
    const last = seen.at(-1);
    expect(last, 'no largest-contentful-paint entry').toBeDefined();
    expect(
      last?.early,
      `the final LCP element of ${page.path} was drawn after the first paint: ${JSON.stringify(seen)}`,
    ).toBe(true);
  });
}
