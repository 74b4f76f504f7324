// The app on a 360 px phone: every menu item says what it does, the toolbar keeps its actions
// in a More menu, the logo link has a name and leads home; axe-clean in every language.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, firstEntry, row } from './app-fixtures.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';
import { resourcesOf } from './locale-text.ts';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 } });

test('the row menu shows labels, and the toolbar keeps the rest in a More menu', async ({
  page,
  signIn,
}) => {
  await signIn();
  await row(page, 'Welcome.txt').click();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  const preview = menu.getByRole('menuitem', { name: 'Preview' });
  await expect(preview).toBeFocused();
  const label = preview.locator('.fx-tool__label');
  expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const bar = page.getByRole('toolbar', { name: 'Actions for the selection' });
  const more = bar.getByRole('button', { name: 'More actions' });
  await expect(more).toBeVisible();
  const shown = await bar.locator('[data-action]:visible').count();
  expect(shown).toBeLessThanOrEqual(2);
  await more.click();
  const overflow = page.getByRole('menu', { name: 'More actions' });
  await expect(overflow.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overflow).toBeHidden();
  await expect(more).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('on a wide screen the toolbar stays on one line, the first actions as buttons and the rest in More', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  const toolbar = page.locator('.fx-toolbar').first();
  const before = (await toolbar.boundingBox())?.height;
  await row(page, 'Welcome.txt').click();
  const bar = page.getByRole('toolbar', { name: 'Actions for the selection' });
  await expect(bar.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  // The same height: a second line would move the rows under the pointer mid double-click.
  expect((await toolbar.boundingBox())?.height).toBe(before);
  await bar.getByRole('button', { name: 'More actions' }).click();
  await expect(
    page.getByRole('menu').getByRole('menuitem', { name: 'Delete', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the area tabs scroll sideways on a phone', async ({ page, signIn }) => {
  await signIn();
  const side = page.locator('.fx-side');
  expect(await side.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await side.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
});

for (const lang of LOCALES) {
  const home = localePath('/', lang);
  test(`the logo link is named and leads home, and the app is axe-clean at 360 px in ${lang}`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', home);
    await expect(fileList(page)).toBeVisible();
    const logo = page.locator('header .brand');
    await expect(logo).toHaveAccessibleName(/Cloudbox/);
    await expect(logo).toHaveAttribute('href', home);
    await expectNoAxeViolations(page);
  });
}

for (const lang of LOCALES) {
  const text = resourcesOf(lang);
  const whole = text['files.search.placeholder'] ?? '';
  const short = text['files.search.placeholderShort'] ?? '';
  test(`in ${lang}, the search field's hint is never cut: whole where it fits, else its short form`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', localePath('/', lang));
    const search = page.getByRole('searchbox', { name: text['files.search.label'] ?? '' });
    for (const width of [1280, 700, 360]) {
      await page.setViewportSize({ width, height: 740 });
      const field = await search.evaluate(
        (input: HTMLInputElement, hints) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          if (context === null) return null;
          context.font = style.font;
          const room =
            input.clientWidth -
            parseFloat(style.paddingInlineStart) -
            parseFloat(style.paddingInlineEnd);
          return {
            size: style.fontSize,
            room,
            whole: context.measureText(hints.whole).width,
            short: context.measureText(hints.short).width,
          };
        },
        { whole, short },
      );
      if (field === null) throw new Error('no canvas');
      const expected = field.whole <= field.room ? whole : short;
      await expect(search, `${String(width)} px`).toHaveAttribute('placeholder', expected);
      expect(field.short, `${String(width)} px: the short hint fits`).toBeLessThanOrEqual(
        field.room,
      );
      if (width === 1280) expect(expected).toBe(whole);
      // A phone's browser zooms into a field under 16 px.
      if (width === 360) expect(field.size).toBe('16px');
    }
    // The Japanese hint is cut on a phone (the field shares its row with the scope).
    if (lang === 'ja') await expect(search).toHaveAttribute('placeholder', short);
  });
}

/** Checks that the toolbar's visible controls all sit on one line. */
async function oneLine(page: Page, what: string): Promise<void> {
  const tops = await page
    .locator('.fx-toolbar')
    .first()
    .locator('button:visible, select:visible, .fx-toolbar__count:visible')
    .evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
  expect(tops.length, `${what}: controls`).toBeGreaterThan(2);
  expect(Math.max(...tops) - Math.min(...tops), `${what}: one line`).toBeLessThan(4);
}

for (const lang of LOCALES) {
  const clear = resourcesOf(lang)['files.clearSelection'] ?? '';
  test(`in ${lang} at 360 px, selecting an entry does not move the list: the selection's bar takes the toolbar's one line`, async ({
    page,
    signIn,
  }) => {
    for (const view of ['list', 'grid'] as const) {
      await signIn('alice', `${localePath('/', lang)}${view === 'grid' ? '?view=grid' : ''}`);
      const entry = firstEntry(page, view);
      await expect(entry).toBeVisible();
      const toolbar = page.locator('.fx-toolbar').first();
      const switcher = toolbar.locator('.fx-segmented');
      await expect(switcher).toBeVisible();
      await oneLine(page, `${view}, nothing selected`);
      const height = (await toolbar.boundingBox())?.height;
      // Where the entry sits: two readings in a row agree (nothing above it moves it later).
      let top = (await entry.boundingBox())?.y;
      await expect
        .poll(async () => {
          const before = top;
          top = (await entry.boundingBox())?.y;
          return top === before;
        })
        .toBe(true);

      await entry.click();
      await expect(entry).toHaveAttribute('aria-selected', 'true');
      await expect(toolbar.getByRole('button', { name: clear })).toBeVisible();
      await expect(switcher).toBeHidden();
      await oneLine(page, `${view}, one selected`);
      expect((await toolbar.boundingBox())?.height, `${view}: toolbar height`).toBe(height);
      expect((await entry.boundingBox())?.y, `${view}: the entry stays put`).toBe(top);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await expectNoAxeViolations(page);

      await toolbar.getByRole('button', { name: clear }).click();
      await expect(switcher).toBeVisible();
      await oneLine(page, `${view}, cleared`);
    }
  });
}
