// The grid's sort menu (requirements X8): the grid has no column headers, so the toolbar sorts it.
// On a wide screen the menu shows the sort's name; on a phone it is an icon button with the same
// menu over it, unseen, so the toolbar keeps one line and a tap opens the phone's own picker.
// Choosing an entry sorts the tiles and writes the sort into the address, in every language.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';
import { resourcesOf } from './locale-text.ts';

for (const lang of LOCALES) {
  const text = resourcesOf(lang);
  const option = (key: string, order: 'asc' | 'desc'): string =>
    `${text[`files.sort.${key}`] ?? ''} (${text[`files.sort.${order}`] ?? ''})`;
  for (const width of [1280, 360]) {
    test(`in ${lang} at ${width} px, the grid's sort menu sorts the tiles`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn('alice', `${localePath('/', lang)}?view=grid`);
      const tiles = page.locator('.fx-tile:not(.fx-tile--loading) .fx-tile__name');
      await expect(tiles.first()).toBeVisible();
      const sort = page.getByRole('combobox', { name: text['files.sort.label'] ?? '' });
      await expect(sort).toBeVisible();
      await expect(sort.locator('option:checked')).toHaveText(option('name', 'asc'));
      const control = page.locator('.fx-sortpick');
      const box = await control.boundingBox();
      if (width === 360) {
        // An icon button, and the menu lies over all of it: a tap anywhere on it opens the menu.
        expect(box?.width).toBeLessThanOrEqual(40);
        await expect(control.locator('svg')).toBeVisible();
        const menuBox = await sort.boundingBox();
        expect(Math.abs((menuBox?.width ?? 0) - (box?.width ?? 0))).toBeLessThanOrEqual(2);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll).toBeLessThanOrEqual(360);
      } else {
        await expect(control.locator('svg')).toBeHidden();
      }
      const first = (await tiles.first().textContent()) ?? '';
      await sort.selectOption({ label: option('name', 'desc') });
      await expect(page).toHaveURL(/[?&]sort=name-desc(&|$)/);
      await expect(tiles.first()).not.toHaveText(first);
      await expect(sort.locator('option:checked')).toHaveText(option('name', 'desc'));
      await sort.selectOption({ label: option('name', 'asc') });
      await expect(page).not.toHaveURL(/[?&]sort=/);
      await expect(tiles.first()).toHaveText(first);
      await sort.focus();
      await expectNoAxeViolations(page);
    });
  }
}
