// The list's scroll box is measured by its ResizeObserver in the frame that first lays it out
// (decision 035), and that measurement renders the rows or tiles that fit: in either view, at a
// phone's width and a desktop's, on screens taller than the first render's guess (600 px), the
// view reaches the box's bottom edge, and the first frames raise no ResizeObserver loop error (an
// error event on the window, which the fixtures' page-error check does not see).
import { expect, test } from './fixtures.ts';
import { row } from './app-fixtures.ts';

test('the list and the grid fill their box, with no ResizeObserver loop error', async ({
  page,
  signIn,
}) => {
  await page.addInitScript(() => {
    const errors: string[] = [];
    Object.defineProperty(window, '__windowErrors', { value: errors });
    addEventListener('error', (event) => errors.push(event.message));
  });
  await signIn();
  await row(page, 'Archive 10k').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive 10k' })).toBeVisible();
  const folder = page.url();
  for (const [width, height] of [
    [360, 1200],
    [1280, 1400],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const view of ['list', 'grid'] as const) {
      const url = new URL(folder);
      if (view === 'grid') url.searchParams.set('view', 'grid');
      await page.goto(url.href);
      const items = page.locator(view === 'grid' ? '.fx-tile' : '[role="row"][aria-selected]');
      await expect(items.first()).toBeVisible();
      const box = await page.locator('.fx-scroll').boundingBox();
      const last = await items.last().boundingBox();
      if (box === null || last === null) throw new Error(`${view} at ${width}: no box`);
      expect(
        last.y + last.height,
        `${view} at ${width}: down to the bottom`,
      ).toBeGreaterThanOrEqual(box.y + box.height - 1);
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(
          () => (window as unknown as { __windowErrors: string[] }).__windowErrors,
        ),
        `${view} at ${width}`,
      ).toEqual([]);
    }
  }
});
