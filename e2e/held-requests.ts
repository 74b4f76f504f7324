// Requests held back: what a page shows while an answer is slow to come.
import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` (a glob, as `page.route` takes it) until the returned function is
 * called; then they, and any later ones, go on to the server.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
