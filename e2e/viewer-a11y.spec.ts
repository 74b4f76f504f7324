// The viewer and the permission matrix are axe-clean in every language, light and dark, and at 360 px.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { findItem } from './viewer-fixtures.ts';

// A new sign-in ends the user's earlier session: one user (downloader), one story at a time.
test.describe.configure({ mode: 'default' });
const USER = 'downloader';

const LANGS = [
  ['en', '', 'Permission of Shared User'],
  ['ja', '/ja', '共有ユーザーの権限'],
  ['ko', '/ko', '공유 사용자 권한'],
] as const;

for (const [lang, prefix, matrixTitle] of LANGS) {
  test(`the viewer and the matrix are axe-clean in ${lang}`, async ({ page, signIn }) => {
    await signIn(USER, null);
    const image = await findItem(page, '1{2', ['All Levels Demo', 'sunrise.png']);
    await page.goto(`${prefix}/?node=${encodeURIComponent(image.node)}&preview=${image.file_seq}`);
    await expect(page.getByRole('dialog', { name: 'sunrise.png' }).getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    const levels = await findItem(page, '1{2', ['All Levels Demo']);
    await page.goto(`${prefix}/?node=${encodeURIComponent(levels.node)}`);
    await page.locator('.perm-help').getByRole('button', { name: matrixTitle }).click();
    await expect(page.getByRole('dialog', { name: matrixTitle }).getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the matrix scrolls sideways at 360 px in dark mode and stays axe-clean', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(USER, null);
  const levels = await findItem(page, '1{2', ['All Levels Demo']);
  await page.goto(`/?node=${encodeURIComponent(levels.node)}`);
  await page
    .locator('.perm-help')
    .getByRole('button', { name: 'Permission of Shared User' })
    .click();
  const region = page.getByRole('dialog').getByRole('region');
  await expect(region).toBeVisible();
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(bodyWidth).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
