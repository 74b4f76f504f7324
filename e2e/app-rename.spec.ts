// Rename (requirements X16): from the row menu and the toolbar (a dialog), and F2 (in the row on a
// wide screen); the base name is selected and the extension kept unless changed on purpose; a
// duplicate is refused with the name kept; a Japanese name works in Japanese; a Previewer is never
// offered it; the dialog and the row editor are axe-clean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, openRowMenu, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** The selected range of an input. */
function selectionOf(page: Page, label: string) {
  return page
    .getByRole('textbox', { name: label })
    .evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
}

test('renames a file from the row menu, keeping its extension, with the focus on its row', async ({
  page,
  signIn,
}) => {
  const stamp = Date.now();
  const original = `minutes-${stamp}.txt`;
  await signIn();
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', [original]);

  await openRowMenu(page, original);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  const name = dialog.getByRole('textbox', { name: 'New name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(original);
  // Only the base name is selected: typing replaces it and keeps ".txt".
  expect(await selectionOf(page, 'New name')).toEqual([0, original.length - 4]);
  await expectNoAxeViolations(page);
  await page.keyboard.type(`Board minutes ${stamp}`);
  await expect(name).toHaveValue(`Board minutes ${stamp}.txt`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const renamed = row(page, `Board minutes ${stamp}.txt`);
  await expect(renamed).toBeVisible();
  await expect(row(page, original)).toHaveCount(0);
  await expect(page.getByText(`Renamed to “Board minutes ${stamp}.txt”.`)).toBeVisible();
  await expect(fileList(page)).toBeFocused();
  await expect(renamed).toHaveAttribute('aria-selected', 'true');
  await expect(fileList(page)).toHaveAttribute(
    'aria-activedescendant',
    (await renamed.getAttribute('id')) ?? '',
  );

  // The list loaded again says the same: the server has the new name.
  await page.reload();
  await expect(row(page, `Board minutes ${stamp}.txt`)).toBeVisible();
});

test('F2 renames in the row; a duplicate name is refused with what was typed kept; an extension changes only on purpose', async ({
  page,
  signIn,
}) => {
  const stamp = Date.now();
  const [first, second] = [`alpha-${stamp}.txt`, `beta-${stamp}.txt`];
  await signIn();
  await row(page, 'Invoices').dblclick();
  await uploadFiles(page, 'Folder actions', 'Upload', [first, second]);

  await row(page, second).click();
  await fileList(page).focus();
  await page.keyboard.press('F2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const name = fileList(page).getByRole('textbox', { name: 'New name' });
  await expect(name).toBeFocused();
  expect(await selectionOf(page, 'New name')).toEqual([0, second.length - '.txt'.length]);
  // Another case of a name the folder holds is the same name.
  const taken = first.toUpperCase().replace('.TXT', '.txt');
  await name.fill(taken);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: `“${taken}” already exists in this folder.` }),
  ).toBeVisible();
  await expect(name).toHaveValue(taken);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A new extension is told about first; Enter again confirms it.
  await name.fill(`beta-${stamp}.md`);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/changes the extension from \.txt to \.md.*Enter again/),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(row(page, `beta-${stamp}.md`)).toBeVisible();
  await expect(fileList(page).getByRole('textbox')).toHaveCount(0);
  await expect(fileList(page)).toBeFocused();

  // Escape leaves the name as it was.
  await page.keyboard.press('F2');
  await fileList(page).getByRole('textbox', { name: 'New name' }).fill('never.md');
  await page.keyboard.press('Escape');
  await expect(fileList(page).getByRole('textbox')).toHaveCount(0);
  await expect(row(page, `beta-${stamp}.md`)).toBeVisible();

  // The toolbar offers Rename for one selected item too, in the dialog.
  await row(page, first).click();
  await page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name: 'Rename' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, first)).toBeVisible();
});

test('on a phone F2 opens the dialog', async ({ page, signIn }) => {
  const stamp = Date.now();
  const file = `phone-${stamp}.txt`;
  await signIn();
  await row(page, 'Invoices').dblclick();
  await uploadFiles(page, 'Folder actions', 'Upload', [file]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Clear finished' }).click();
  await row(page, file).click();
  await fileList(page).focus();
  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await expect(dialog.getByRole('textbox', { name: 'New name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a Japanese name works in Japanese, and a folder is renamed whole', async ({
  page,
  signIn,
}) => {
  const stamp = Date.now();
  const original = `quote-${stamp}.pdf`;
  await signIn('alice', '/ja/');
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await uploadFiles(page, 'フォルダーの操作', 'アップロード', [original]);
  await row(page, original).click();
  await fileList(page).focus();
  await page.keyboard.press('F2');
  const name = fileList(page).getByRole('textbox', { name: '新しい名前' });
  await expect(name).toBeFocused();
  await page.keyboard.type(`見積書${stamp}`);
  await expect(name).toHaveValue(`見積書${stamp}.pdf`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(name).toBeHidden();
  await expect(row(page, `見積書${stamp}.pdf`)).toBeVisible();
  await expect(page.getByText(`「見積書${stamp}.pdf」に名前を変更しました。`)).toBeVisible();

  // A folder's whole name is selected (it has no extension).
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('heading', { level: 1, name: 'マイボックス' })).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'フォルダーの操作' })
    .getByRole('button', { name: '新しいフォルダー' })
    .click();
  const folderName = `v1.2 ${stamp}`;
  await page.getByRole('textbox', { name: 'フォルダー名' }).fill(folderName);
  await page.getByRole('button', { name: '作成' }).click();
  await row(page, folderName).click();
  await fileList(page).focus();
  await page.keyboard.press('F2');
  expect(await selectionOf(page, '新しい名前')).toEqual([0, folderName.length]);
  await page.keyboard.type(`議事録 ${stamp}`);
  await page.keyboard.press('Enter');
  await expect(row(page, `議事録 ${stamp}`)).toBeVisible();
});

test('a Previewer is offered no Rename: not in the menu, not in the toolbar, not by F2', async ({
  page,
  signIn,
}) => {
  await signIn('previewer');
  await page.getByRole('link', { name: 'Shared Box' }).click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await openRowMenu(page, 'handbook.pdf');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Preview' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('toolbar', { name: 'Actions for the selection' }).getByRole('button', {
      name: 'Rename',
    }),
  ).toHaveCount(0);
  await fileList(page).focus();
  await page.keyboard.press('F2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the shortcuts dialog lists F2', async ({ page, signIn }) => {
  await signIn();
  await fileList(page).focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('row', { name: /Rename/ })).toContainText('F2');
});

test('an Editor may rename, except a file someone else locked, which says why', async ({
  page,
  signIn,
}) => {
  await signIn('editor');
  await page.getByRole('link', { name: 'Shared Box' }).click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await openRowMenu(page, 'plan.txt');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await openRowMenu(page, 'contract.pdf');
  const locked = menu.getByRole('menuitem', { name: 'Rename' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(locked).toHaveAccessibleDescription('Someone else has locked this file.');
  await page.keyboard.press('Escape');
  await fileList(page).focus();
  await page.keyboard.press('F2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
