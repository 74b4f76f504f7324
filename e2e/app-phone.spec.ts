// The app on a 360 px phone: every menu item says what it does, the toolbar keeps its actions
// in a More menu, the logo link has a name and leads home; axe-clean in every language.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row } from './app-fixtures.ts';

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

for (const [lang, prefix] of [
  ['en', ''],
  ['ja', '/ja'],
  ['ko', '/ko'],
] as const) {
  test(`the logo link is named and leads home, and the app is axe-clean at 360 px in ${lang}`, async ({
    page,
    signIn,
  }) => {
    await signIn('alice', `${prefix}/`);
    await expect(fileList(page)).toBeVisible();
    const logo = page.locator('header .brand');
    await expect(logo).toHaveAccessibleName(/Cloudbox/);
    await expect(logo).toHaveAttribute('href', `${prefix}/`);
    await expectNoAxeViolations(page);
  });
}
