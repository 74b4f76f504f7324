// Folder uploads (requirements X40): "Upload folder" takes a real two-level directory (Playwright
// sets a directory on an `<input webkitdirectory>`), makes its folders under the open folder and
// uploads every file into its own, one panel entry each naming its path; a folder name the rule
// refuses is an entry of its own, never dropped silently. A second upload of the same tree reuses
// the folders already there. In en and ja; axe-clean with the panel open. (The drop path's walk
// of directory entries is the unit table of folder-walk.test.ts: a test cannot build a drop of
// real directories.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ownFolder, row } from './app-fixtures.ts';

/** A two-level tree on disk: Trip/{a.txt, Day 1/{b.txt, c.txt}, aux/d.txt}; `aux` is refused. */
function tripTree(testInfo: TestInfo): string {
  const top = testInfo.outputPath('Trip');
  mkdirSync(join(top, 'Day 1'), { recursive: true });
  mkdirSync(join(top, 'aux'), { recursive: true });
  writeFileSync(join(top, 'a.txt'), 'a');
  writeFileSync(join(top, 'Day 1', 'b.txt'), 'b');
  writeFileSync(join(top, 'Day 1', 'c.txt'), 'c');
  writeFileSync(join(top, 'aux', 'd.txt'), 'd');
  return top;
}

async function uploadFolder(page: Page, toolbar: string, button: string, dir: string) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: toolbar })
    .getByRole('button', { name: button, exact: true })
    .click();
  await (await chooser).setFiles(dir);
}

test('Upload folder makes the tree again, one entry per file, a refused name said', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn('alice');
  await ownFolder(page, `Folder drop ${String(Date.now())}`);
  const tree = tripTree(testInfo);
  await uploadFolder(page, 'Folder actions', 'Upload folder', tree);

  const panel = page.getByRole('region', { name: 'Uploads' });
  for (const path of ['Trip/a.txt', 'Trip/Day 1/b.txt', 'Trip/Day 1/c.txt']) {
    await expect(panel.getByRole('listitem').filter({ hasText: path })).toContainText('Uploaded');
  }
  const refused = panel.getByRole('listitem').filter({ hasText: 'Trip/aux' });
  await expect(refused).toContainText('reserved');
  await expect(refused).toContainText('The 1 file in it was not uploaded.');
  await expect(refused.getByRole('button')).toHaveCount(0);
  await expect(page.getByText(/Folder upload: 3 files queued\. Folders made: 2/)).toBeVisible();
  await expectNoAxeViolations(page);

  await row(page, 'Trip').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip' })).toBeVisible();
  await expect(row(page, 'a.txt')).toBeVisible();
  await row(page, 'Day 1').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Day 1' })).toBeVisible();
  await expect(row(page, 'b.txt')).toBeVisible();
  await expect(row(page, 'c.txt')).toBeVisible();

  // The same tree again, from the top folder: Trip and Day 1 are reused, not made twice.
  await page.goBack();
  await page.goBack();
  await expect(row(page, 'Trip')).toBeVisible();
  await uploadFolder(page, 'Folder actions', 'Upload folder', tree);
  await expect(page.getByText(/Folders made: 0, already there: 2/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Trip' })).toHaveCount(1);
});

test('in Japanese the tree goes up and the refusal is in Japanese', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn('alice', '/ja/');
  await ownFolder(page, `フォルダー ${String(Date.now())}`, '/ja');
  await uploadFolder(page, 'フォルダーの操作', 'フォルダーをアップロード', tripTree(testInfo));
  const panel = page.getByRole('region', { name: 'アップロード' });
  await expect(panel.getByRole('listitem').filter({ hasText: 'Trip/Day 1/c.txt' })).toContainText(
    '完了',
  );
  await expect(panel.getByRole('listitem').filter({ hasText: 'Trip/aux' })).toContainText(
    '中の 1 件のファイルはアップロードされませんでした。',
  );
  await expect(row(page, 'Trip')).toBeVisible();
  await expectNoAxeViolations(page);
});
