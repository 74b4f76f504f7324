// The toolbar on screens wider than a phone (requirements X8): one line, at most five buttons, as
// many as fit beside the view switch in each language; the rest are in More. Nothing overlaps the
// switch, nothing is lost, nothing is offered twice.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { selectEntries } from './app-fixtures.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The actions shown as buttons and those in More, by id, after checking where they sit. */
async function toolbarActions(page: Page): Promise<{ buttons: string[]; more: string[] }> {
  const bar = page.locator('.fx-toolbar').first();
  const actions = bar.getByRole('toolbar');
  const view = bar.locator('.fx-toolbar__view');
  const viewBox = (await view.boundingBox()) as Box;
  const barBox = (await bar.boundingBox()) as Box;
  const shown = actions.locator('[data-action]:visible, .fx-toolbar__more:visible');
  const boxes: Box[] = await shown.evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    expect(overlaps(box, viewBox), `button ${i} clear of the view switch`).toBe(false);
    expect(box.y, `button ${i} on the toolbar's line`).toBeGreaterThanOrEqual(barBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height);
    for (const other of boxes.slice(i + 1)) expect(overlaps(box, other)).toBe(false);
  }
  const moreButton = actions.locator('.fx-toolbar__more');
  const last = boxes.at(-2);
  const moreBox = boxes.at(-1);
  if ((await moreButton.isVisible()) && last !== undefined && moreBox !== undefined) {
    // More follows the last button by the toolbar's gap, with no hole where a clipped one was.
    const gap = await actions
      .locator('.fx-toolbar__fit')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).columnGap));
    const hole = moreBox.x - (last.x + last.width);
    expect(Math.abs(hole - gap), `More ${hole} px after the last button`).toBeLessThanOrEqual(1);
  }
  const buttons = await actions
    .locator('[data-action]:visible')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.action ?? ''));
  if (!(await moreButton.isVisible())) return { buttons, more: [] };
  await moreButton.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const more = await menu
    .locator('[data-action]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.action ?? ''));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return { buttons, more };
}

for (const lang of LOCALES) {
  test(`in ${lang}, the toolbar fits beside the view switch from 1280 down to 760 px`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('alice', localePath('/', lang));
    const height = (await page.locator('.fx-toolbar').first().boundingBox())?.height;
    for (const scope of ['folder', 'selection'] as const) {
      if (scope === 'selection') {
        await page.setViewportSize({ width: 1280, height: 900 });
        await selectEntries(page, 'Welcome.txt');
      }
      // The toolbar settles once the observers have reported the room (More placed after them).
      let wide = { buttons: [] as string[], more: [] as string[] };
      await expect(async () => {
        wide = await toolbarActions(page);
      }).toPass({ timeout: 5_000 });
      expect(wide.buttons.length).toBeGreaterThanOrEqual(1);
      expect(wide.buttons.length).toBeLessThanOrEqual(5);
      const all = [...wide.buttons, ...wide.more];
      expect(new Set(all).size, 'nothing offered twice').toBe(all.length);
      for (const width of [1000, 760]) {
        await page.setViewportSize({ width, height: 900 });
        // The toolbar settles once the observer has reported the narrower room.
        await expect(async () => {
          const now = await toolbarActions(page);
          expect([...now.buttons, ...now.more], `${scope} at ${width}`).toEqual(all);
        }).toPass({ timeout: 5_000 });
        expect((await page.locator('.fx-toolbar').first().boundingBox())?.height).toBe(height);
      }
    }
    await expectNoAxeViolations(page);
  });
}
