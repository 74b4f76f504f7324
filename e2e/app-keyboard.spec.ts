// The keyboard: focus follows the user into a folder and back out, and `?` lists every shortcut.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('Enter opens a folder with the focus on its list; Alt+↑ and Backspace go back up', async ({
  page,
  signIn,
}) => {
  await signIn();
  await row(page, 'Archive 10k').click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Archive 10k' })).toBeVisible();
  await expect(fileList(page)).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
  await expect(fileList(page)).toBeFocused();
  await row(page, 'Archive 10k').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive 10k' })).toBeVisible();
  await fileList(page).focus();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
  await expect(fileList(page)).toBeFocused();
});

test('? lists every shortcut, and buttons announce their own', async ({ page, signIn }) => {
  await signIn();
  const toolbar = page.getByRole('toolbar', { name: 'Folder actions' });
  await expect(toolbar.getByRole('button', { name: 'Upload', exact: true })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+U',
  );
  // One way to the permission matrix: the help icon, not a toolbar button as well.
  await expect(toolbar.getByRole('button', { name: 'Permission of Shared User' })).toHaveCount(0);
  await fileList(page).focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Go to the parent folder/ })).toContainText('Alt');
  await expect(dialog.getByRole('row', { name: /Upload/ })).toContainText('U');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const [lang, title, parent] of [
  ['ja', 'キーボードショートカット', '親フォルダーへ移動'],
  ['ko', '키보드 단축키', '상위 폴더로 이동'],
] as const) {
  test(`the shortcuts dialog speaks ${lang}`, async ({ page, signIn }) => {
    await signIn('alice', `/${lang}/`);
    await fileList(page).focus();
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('row', { name: new RegExp(parent) })).toBeVisible();
  });
}
