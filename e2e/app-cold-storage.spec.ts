// Warm and cold storage (requirements X37): in cold storage a file is frozen; alice unfreezes a
// file from the row menu, the row shows the thaw's progress and then "Available", and only then
// is Download offered (the server refuses it before: server/files/unfreeze.test.ts). Cold storage
// offers no link, preview or lock; warm storage downloads but offers no link, lock or Unfreeze.
// Axe-clean in en and ja.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, openRowMenu, row, uploadFiles } from './app-fixtures.ts';

async function openArea(page: Page, area: string | RegExp, folder: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /Storage areas|保存場所/ })
    .getByRole('link', { name: area })
    .click();
  await row(page, folder).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
}

test('alice unfreezes a cold-storage file, watches it thaw, then downloads it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  const name = `cold-${String(Date.now())}.txt`;
  await signIn();
  await openArea(page, 'Cold Storage', '2019 Archive');
  await expect(row(page, 'Welcome.txt').locator('[data-thaw="frozen"]')).toHaveText('Frozen');
  await expect(row(page, 'plan.txt').locator('[data-thaw="available"]')).toHaveText('Available');
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await expect(row(page, name).locator('[data-thaw]')).toHaveText('Frozen');

  await openRowMenu(page, name);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Unfreeze' })).toBeVisible();
  for (const absent of ['Download', 'Preview', 'Share link…', 'Lock']) {
    await expect(menu.getByRole('menuitem', { name: absent, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Unfreeze' }).click();

  const thawing = row(page, name).getByRole('progressbar', { name: `Unfreezing ${name}` });
  await expect(thawing).toBeVisible();
  await expect(thawing).toHaveAttribute('aria-valuemin', '0');
  await expect(thawing).toHaveAttribute('aria-valuemax', '100');
  await expect(row(page, name).locator('[data-thaw="available"]')).toHaveText('Available', {
    timeout: 15_000,
  });
  await expect(page.getByText(`${name} is available to download.`)).toBeVisible();

  await openRowMenu(page, name);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Unfreeze' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(name);
  await expectNoAxeViolations(page);
});

test('warm storage downloads, but offers no link, lock or Unfreeze', async ({ page, signIn }) => {
  await signIn();
  await openArea(page, 'Warm Storage', '2025 Archive');
  await expect(row(page, 'handbook.pdf').locator('[data-thaw]')).toHaveCount(0);
  await openRowMenu(page, 'handbook.pdf');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Download', exact: true })).toBeVisible();
  for (const absent of ['Share link…', 'Lock', 'Unfreeze', 'Send by e-mail']) {
    await expect(menu.getByRole('menuitem', { name: absent, exact: true })).toHaveCount(0);
  }
});

test('ja: the thaw is named in Japanese, axe-clean', async ({ page, signIn }) => {
  await signIn('alice', '/ja/');
  await openArea(page, /コールド/, '2019 Archive');
  await expect(row(page, 'Welcome.txt').locator('[data-thaw="frozen"]')).toHaveText('凍結中');
  await openRowMenu(page, 'Welcome.txt');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '凍結解除' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an available file moved out to warm storage and back is frozen again (X42)', async ({
  page,
  signIn,
}) => {
  await signIn();
  await openArea(page, 'Cold Storage', '2019 Archive');
  await expect(row(page, 'plan.txt').locator('[data-thaw="available"]')).toHaveText('Available');
  const move = async (to: 'Warm Storage' | 'Cold Storage', folder: string): Promise<void> => {
    await row(page, 'plan.txt').click();
    await fileList(page).focus();
    await page.keyboard.press('ControlOrMeta+x');
    await openArea(page, to, folder);
    await fileList(page).focus();
    await page.keyboard.press('ControlOrMeta+v');
    await expect(page.getByText(`1 item moved to ${folder}.`)).toBeVisible();
  };
  await move('Warm Storage', '2025 Archive');
  await expect(row(page, 'plan.txt').locator('[data-thaw]')).toHaveCount(0);
  await move('Cold Storage', '2019 Archive');
  await expect(row(page, 'plan.txt').locator('[data-thaw="frozen"]')).toHaveText('Frozen');
});
