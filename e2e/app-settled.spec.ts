// Once the first folder page is painted, nothing that arrives after it (the heading's help icon,
// the toolbar's fit, thumbnails, the counts) moves the list: a click aimed at a row lands on it.
// Measured with the browser's own layout-shift entries, at a desktop width and on a phone, in
// every language, in the list and in the grid.
import { expect, test } from './fixtures.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';
import { firstEntry } from './app-fixtures.ts';

interface Shift {
  readonly at: number;
  readonly value: number;
  readonly sources: string[];
}

for (const lang of LOCALES) {
  for (const width of [1280, 360]) {
    test(`in ${lang} at ${width} px, the list does not move once its first rows are painted`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        Object.defineProperty(window, '__shifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: Array<{ node: Node | null }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              at: entry.startTime,
              value: entry.value,
              sources: entry.sources.map((s) =>
                s.node instanceof Element
                  ? (s.node.getAttribute('class') ?? s.node.nodeName)
                  : String(s.node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const view of ['list', 'grid'] as const) {
        await signIn('alice', `${localePath('/', lang)}${view === 'grid' ? '?view=grid' : ''}`);
        await expect(firstEntry(page, view)).toBeVisible();
        const painted = await page.evaluate(() => performance.now());
        // What loads after the first page: its idle-time code, the help icon, thumbnails.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(
          (after) =>
            (window as unknown as { __shifts: Shift[] }).__shifts.filter((s) => s.at >= after),
          painted,
        );
        expect(shifts, `${view}: layout shifts after the first rows`).toEqual([]);
      }
    });
  }
}
