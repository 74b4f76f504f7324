// The company quota refused in the browser (requirements X41, X34): with the demo company's quota
// set (the dev tool `POST /dev/quota`, demo and test only) to what it uses plus a few kilobytes, a
// drop of three files uploads the two that fit and refuses the third in its own row, in the
// user's language; nothing else is lost and the quota is reset after the story. Axe-clean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type DevTools } from './fixtures.ts';
import { ownFolder, row } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const FILES = [
  { name: 'fits-1.txt', mimeType: 'text/plain', buffer: Buffer.alloc(200, 0x61) },
  { name: 'too-big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(20_000, 0x62) },
  { name: 'fits-2.txt', mimeType: 'text/plain', buffer: Buffer.alloc(200, 0x63) },
];

async function pickAll(page: Page, toolbar: string, button: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: toolbar })
    .getByRole('button', { name: button, exact: true })
    .click();
  await (await chooser).setFiles(FILES);
}

async function fillQuota(devTools: DevTools): Promise<void> {
  // Room for the two small files (and a little more), not for the 20 KB one.
  const answer = await devTools.post('/dev/quota', { free_bytes: '4000' });
  expect(answer['success']).toBe(true);
}

test.afterEach(async ({ devTools }) => {
  expect((await devTools.post('/dev/quota', { reset: '1' }))['success']).toBe(true);
});

test.describe('a full company quota', () => {
  test('refuses the file that does not fit, in its own row; the others arrive', async ({
    page,
    signIn,
    devTools,
  }) => {
    await signIn('alice');
    await ownFolder(page, `Quota ${String(Date.now())}`);
    await fillQuota(devTools);
    await pickAll(page, 'Folder actions', 'Upload');
    const panel = page.getByRole('region', { name: 'Uploads' });
    const refused = panel.getByRole('listitem').filter({ hasText: 'too-big.bin' });
    await expect(refused).toContainText(
      "This file does not fit in your company's storage quota. Delete files or ask your administrator for more space.",
    );
    for (const name of ['fits-1.txt', 'fits-2.txt']) {
      await expect(panel.getByRole('listitem').filter({ hasText: name })).toContainText('Uploaded');
      await expect(row(page, name)).toBeVisible();
    }
    await expect(row(page, 'too-big.bin')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('says so in Japanese', async ({ page, signIn, devTools }) => {
    await signIn('alice', '/ja/');
    await ownFolder(page, `容量 ${String(Date.now())}`, '/ja');
    await fillQuota(devTools);
    await pickAll(page, 'フォルダーの操作', 'アップロード');
    const panel = page.getByRole('region', { name: 'アップロード' });
    await expect(panel.getByRole('listitem').filter({ hasText: 'too-big.bin' })).toContainText(
      'このファイルは会社のストレージ容量の上限を超えるため、アップロードできません。',
    );
    await expect(panel.getByRole('listitem').filter({ hasText: 'fits-2.txt' })).toContainText(
      '完了',
    );
    await expect(row(page, 'fits-1.txt')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
