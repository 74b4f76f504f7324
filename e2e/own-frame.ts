// When a page's own frame is quiet. Playwright's `networkidle` waits for the page's frames too,
// and on `/link` the shared PDF's preview opens Chromium's PDF viewer in one: in about 1 load of
// 20 its frames never report idle and the wait runs out (seen on the build of 26 November before
// decision 028 and after it). What the page itself asks for is what these stories are about.
import { expect, type Page, type Request } from '@playwright/test';

/** How long the frame must make no request before it counts as quiet (as `networkidle`). */
const QUIET_MS = 500;

/**
 * Starts counting the requests of `page`'s main frame; call before the page is opened. `quiet()`
 * resolves once the page's islands have hydrated and none of its requests has been open for
 * 500 ms.
 */
export function watchOwnFrame(page: Page): { quiet: () => Promise<void> } {
  let open = 0;
  let lastChange = Date.now();
  const own = (request: Request) => request.frame() === page.mainFrame();
  const change = (by: number) => (request: Request) => {
    if (!own(request)) return;
    open += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    quiet: async () => {
      // A busy machine can take longer than 500 ms between the island's last chunk and the
      // request that its hydration starts (an e-mail-link page's check, then its form's chunk):
      // a page counts as quiet only after its islands hydrated and its page went idle once.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => {
              resolve();
            });
          }),
      );
      await expect
        .poll(() => open === 0 && Date.now() - lastChange >= QUIET_MS, {
          message: "the page's own frame made no request for 500 ms",
          intervals: [100],
          timeout: 30_000,
        })
        .toBe(true);
    },
  };
}
