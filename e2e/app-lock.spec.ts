// File lock (requirements X21): alice locks a file from the row menu and the lock icon names her;
// the Editor sees who locked it and may neither download, rename nor unlock it; alice unlocks it
// with Alt+L. In Japanese the toolbar locks and the menu unlocks. Axe-clean in en and ja.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type SignIn } from './fixtures.ts';
import { fileList, openRowMenu, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** Signs `userId` in on a page of its own and opens All Levels Demo in the Shared Box. */
async function openLevels(
  browser: Browser,
  signIn: SignIn,
  userId: string,
  path = '/',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(userId, path, page);
  await page
    .getByRole('navigation', { name: /Storage areas|保存場所/ })
    .getByRole('link', { name: /Shared Box|共有ボックス/ })
    .click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  return page;
}

test('alice locks a file; the Editor sees who locked it and may not download, rename or unlock it', async ({
  browser,
  signIn,
}) => {
  const name = `lock-${String(Date.now())}.txt`;
  const alice = await openLevels(browser, signIn, 'alice');
  await uploadFiles(alice, 'Folder actions', 'Upload', name);

  await openRowMenu(alice, name);
  await alice.getByRole('menu').getByRole('menuitem', { name: 'Lock', exact: true }).click();
  await expect(alice.getByText(`${name} is locked.`, { exact: false })).toBeVisible();
  await expect(row(alice, name)).toContainText(/Locked by Alice Example on /);
  await expect(row(alice, name).locator('[data-lock="mine"]')).toBeVisible();
  await expectNoAxeViolations(alice);

  const editor = await openLevels(browser, signIn, 'editor');
  const locked = row(editor, name);
  await expect(locked).toContainText(/Locked by Alice Example on /);
  await expect(locked.locator('.fx-badge')).toHaveAttribute('title', /^Locked by Alice Example/);
  await openRowMenu(editor, name);
  const menu = editor.getByRole('menu');
  const download = menu.getByRole('menuitem', { name: 'Download', exact: true });
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(download).toHaveAccessibleDescription('Unable to access file due to file lock.');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const unlock = menu.getByRole('menuitem', { name: 'Unlock' });
  await expect(unlock).toHaveAttribute('aria-disabled', 'true');
  await expect(unlock).toHaveAccessibleDescription(
    'Only the user who locked this file, a Master or a PrivAll can unlock it.',
  );
  await expect(menu.getByRole('menuitem', { name: 'Lock', exact: true })).toHaveCount(0);
  await editor.keyboard.press('Escape');
  await expectNoAxeViolations(editor);

  // Alt+L on the selected row lifts alice's own lock.
  await row(alice, name).click();
  await fileList(alice).focus();
  await alice.keyboard.press('Alt+L');
  await expect(alice.getByText(`${name} is unlocked.`)).toBeVisible();
  await expect(row(alice, name)).not.toContainText('Locked by');

  await editor.reload();
  await expect(row(editor, name)).not.toContainText('Locked by');
  await openRowMenu(editor, name);
  await expect(
    editor.getByRole('menu').getByRole('menuitem', { name: 'Download', exact: true }),
  ).not.toHaveAttribute('aria-disabled', 'true');
  await alice.context().close();
  await editor.context().close();
});

test('in Japanese the toolbar locks, the icon says who and when, and the menu unlocks', async ({
  browser,
  signIn,
}) => {
  const name = `契約書-${String(Date.now())}.txt`;
  const alice = await openLevels(browser, signIn, 'alice', '/ja/');
  await uploadFiles(alice, 'フォルダーの操作', 'アップロード', name);
  await row(alice, name).click();
  // On a wide screen Lock sits in the toolbar's More menu (the toolbar stays on one line).
  await alice
    .getByRole('toolbar', { name: '選択した項目の操作' })
    .getByRole('button', { name: 'その他の操作' })
    .click();
  await alice.getByRole('menu').getByRole('menuitem', { name: 'ロック', exact: true }).click();
  await expect(row(alice, name)).toContainText(/Alice Example が .+ にロック/);
  await expectNoAxeViolations(alice);
  await openRowMenu(alice, name);
  await alice.getByRole('menu').getByRole('menuitem', { name: 'ロック解除' }).click();
  await expect(alice.getByText(`${name} のロックを解除しました。`)).toBeVisible();
  await expect(row(alice, name).locator('.fx-badge')).toHaveCount(0);
  await alice.context().close();
});
