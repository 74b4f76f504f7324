// The search results' keys and actions (requirements X36): the results' own selection (Space,
// Ctrl+A, Shift+arrows), F2 rename, Delete with Undo, the row menu (Shift+F10) with each result's
// own permissions — a result in a read-only folder gets no Rename and no Delete, and neither does
// a selection holding it — in English and Japanese, axe-clean with a selection and the menu open;
// and Move to… of results of two folders through the folder picker, with its Undo, in Korean.
// The stories work in a folder of their own under My Box's Projects (the list is virtualized).
// Stories of one user run one by one (a new sign-in ends the other sessions).
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { appCall, ownFolder, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-7);

const WORDS = {
  en: {
    home: '/',
    toolbar: 'Folder actions',
    upload: 'Upload',
    landmark: 'Search files',
    field: 'Search by name',
    results: 'Search results',
    selected: (n: number) => `${String(n)} selected`,
    renameDialog: 'Rename',
    newName: 'New name',
    renameButton: 'Rename',
    deleteDialog: 'Delete 1 item?',
    deleteButton: 'Delete',
    undo: 'Undo',
    restored: '1 item restored.',
    menu: 'Actions',
    open: 'Open',
    reveal: 'Show in folder',
    rename: 'Rename',
    remove: 'Delete',
  },
  ja: {
    home: '/ja/',
    toolbar: 'フォルダーの操作',
    upload: 'アップロード',
    landmark: 'ファイルを検索',
    field: '名前で検索',
    results: '検索結果',
    selected: (n: number) => `${String(n)} 件を選択中`,
    renameDialog: '名前の変更',
    newName: '新しい名前',
    renameButton: '名前を変更',
    deleteDialog: '1 件を削除しますか？',
    deleteButton: '削除',
    undo: '元に戻す',
    restored: '1 件を元に戻しました。',
    menu: '操作',
    open: '開く',
    reveal: 'フォルダーで表示',
    rename: '名前を変更',
    remove: '削除',
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  const w = WORDS[lang];
  test(`search results take Space, Ctrl+A, F2, Delete with Undo and Shift+F10 (${lang})`, async ({
    page,
    signIn,
  }) => {
    test.slow(); // one story through every key: upload, select, rename, delete, undo, menu
    await signIn('alice', w.home);
    const prefix = `sk${lang}${stamp}`;
    await ownFolder(page, `Search keys ${lang} ${stamp}`, lang === 'en' ? '' : `/${lang}`);
    const names = [`${prefix}-alpha.txt`, `${prefix}-bravo.txt`, `${prefix}-delta.txt`];
    await uploadFiles(page, w.toolbar, w.upload, names);

    await page
      .getByRole('search', { name: w.landmark })
      .getByRole('searchbox', { name: w.field })
      .fill(prefix);
    const list = page.getByRole('listbox', { name: w.results });
    const options = list.getByRole('option');
    await expect(options).toHaveCount(3);
    const option = (name: string) => list.getByRole('option', { name: new RegExp(name) });

    // Space selects the focused result; Ctrl+↓ moves without selecting; Space adds the next.
    await options.first().focus();
    await expect(options.first()).toHaveAttribute('aria-keyshortcuts', /F2/);
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+ArrowDown');
    await page.keyboard.press('Space');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: w.selected(2) })).toBeVisible();
    // Ctrl+A selects all; Escape clears; Shift+↓ extends.
    await page.keyboard.press('Control+a');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);
    await expect(page.getByRole('listbox', { name: w.results })).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(2);

    // Shift+F10: the row menu of the selection, with this folder's actions; axe-clean.
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: w.menu });
    await expect(menu.getByRole('menuitem', { name: w.remove, exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: w.open, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // F2 renames the focused result (alpha: shortest name first, then by name); the results follow
    // and the focus stays on it where it moved to.
    await page.keyboard.press('Home');
    await page.keyboard.press('F2');
    const rename = page.getByRole('dialog', { name: w.renameDialog });
    await rename.getByRole('textbox', { name: w.newName }).fill(`${prefix}-alpha-2.txt`);
    await rename.getByRole('button', { name: w.renameButton }).click();
    await expect(rename).toBeHidden();
    await expect(option(`${prefix}-alpha-2.txt`)).toBeVisible();
    await expect(option(`${prefix}-alpha-2.txt`)).toBeFocused();

    // Delete moves the focused result to the trash; the focus goes to the next; Undo brings it
    // back, selected.
    await option(`${prefix}-bravo.txt`).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Delete');
    const remove = page.getByRole('dialog', { name: w.deleteDialog });
    await remove.getByRole('button', { name: w.deleteButton }).click();
    await expect(remove).toBeHidden();
    await expect(options).toHaveCount(2);
    await expect(option(`${prefix}-bravo.txt`)).toHaveCount(0);
    await expect(option(`${prefix}-delta.txt`)).toBeFocused();
    await page.getByRole('button', { name: w.undo }).click();
    await expect(page.getByText(w.restored)).toBeVisible();
    await expect(options).toHaveCount(3);
    // The result put back is selected, and has the focus.
    await expect(option(`${prefix}-bravo.txt`)).toHaveAttribute('aria-selected', 'true');
    await expect(option(`${prefix}-bravo.txt`)).toBeFocused();

    // The menu of one result: Open and Show in folder first; Show in folder opens it in place.
    await option(`${prefix}-delta.txt`).focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu.getByRole('menuitem').first()).toHaveText(w.open);
    await expect(menu.getByRole('menuitem', { name: w.rename, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: w.reveal }).click();
    await expect(row(page, `${prefix}-delta.txt`)).toHaveAttribute('aria-selected', 'true');
  });
}

test('a result in a read-only folder gets no Rename or Delete, nor does a selection holding it', async ({
  page,
  signIn,
}) => {
  // previewer is Master of their own box and Previewer on Shared Box's All Levels Demo.
  await signIn('previewer');
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', `Welcome ${stamp}.txt`);
  await page
    .getByRole('search', { name: 'Search files' })
    .getByRole('searchbox', { name: 'Search by name' })
    .fill('Welcome');
  const list = page.getByRole('listbox', { name: 'Search results' });
  const shared = list.getByRole('option').filter({ hasText: 'All Levels Demo' });
  const mine = list.getByRole('option').filter({ hasText: 'My Box' });
  await expect(shared).toHaveCount(1);
  await expect(mine).toHaveCount(1);
  const menu = page.getByRole('menu', { name: 'Actions' });

  await shared.focus();
  await expect(shared).not.toHaveAttribute('aria-keyshortcuts', /F2|Delete/);
  await page.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem', { name: 'Open', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Rename', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Its keys do nothing either.
  await page.keyboard.press('Delete');
  await page.keyboard.press('F2');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await mine.focus();
  await expect(mine).toHaveAttribute('aria-keyshortcuts', /F2/);
  await page.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem', { name: 'Rename', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Alt+Enter: the details of the result, where it lives; Escape back to the result.
  // (Home: the shorter name comes first; the keys move and select as in a folder.)
  await page.keyboard.press('Home');
  await expect(shared).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+Enter');
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details).toContainText('All Levels Demo');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(shared).toBeFocused();

  // ? lists what works in the results.
  await page.keyboard.press('Shift+?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys.getByRole('row', { name: /Rename/ })).toContainText('Also in search results');
  await expect(keys.getByRole('row', { name: /parent folder/ })).not.toContainText(
    'Also in search results',
  );
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  // Both selected: only what both allow.
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Rename', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('search results of two folders move with Move to…, and Undo puts each back into its own, in Korean', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ko/');
  const box = await ownFolder(page, `Search move ${stamp}`, '/ko');
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  const nodes: Record<string, string> = { [box]: node };
  for (const folder of ['Target', 'Other']) {
    const answer = await appCall(page, '/folder/add/', { form: { node, name: folder } });
    expect(answer['success']).toBe(true);
    nodes[folder] = (answer['folder'] as { node: string }).node;
  }
  const names = [`smko${stamp}-report.txt`, `smko${stamp}-notes.txt`];
  await uploadFiles(page, '폴더 작업', '업로드', names[0] ?? '');
  await page.goto(`/ko/?node=${encodeURIComponent(nodes['Other'] ?? '')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Other' })).toBeVisible();
  await uploadFiles(page, '폴더 작업', '업로드', names[1] ?? '');
  /** The names listed in a folder, through the API. */
  const namesIn = async (folder: string): Promise<string[]> => {
    const list = await appCall(page, `/app/explorer/lists/${nodes[folder] ?? ''}`, { form: {} });
    return (list['items'] as { name: string }[]).map((item) => item.name).sort();
  };

  await page
    .getByRole('search', { name: '파일 검색' })
    .getByRole('searchbox', { name: '이름으로 검색' })
    .fill(`smko${stamp}`);
  const list = page.getByRole('listbox', { name: '검색 결과' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await list.getByRole('option').first().focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: '작업' });
  await menu.getByRole('menuitem', { name: '이동할 위치…' }).click();

  const dialog = page.getByRole('dialog', { name: '항목 2개를 이동할 위치' });
  for (const folder of ['내 박스', 'Projects', box]) {
    await dialog.getByRole('treeitem', { name: folder, exact: true }).click({ force: true });
    await page.keyboard.press('ArrowRight');
  }
  await dialog.getByRole('treeitem', { name: 'Target', exact: true }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '여기로 이동' }).click();
  await expect(page.getByText('항목 2개를 Target(으)로 이동했습니다.')).toBeVisible();
  expect(await namesIn('Target')).toEqual([...names].sort());

  // The results came from two folders: the Undo puts each back into its own.
  await page.getByRole('button', { name: '실행 취소' }).click();
  await expect(page.getByText('항목 2개를 원래 폴더로 되돌렸습니다.')).toBeVisible();
  expect(await namesIn('Target')).toEqual([]);
  expect(await namesIn(box)).toEqual(['Other', 'Target', names[0]].sort());
  expect(await namesIn('Other')).toEqual([names[1]]);
  // The results, searched again, both selected (what the Undo put back); each in its folder.
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(2);
  const result = list.getByRole('option', { name: new RegExp(names[1] ?? '') });
  await result.focus();
  await page.keyboard.press('Escape');
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Shift+F10');
  await menu.getByRole('menuitem', { name: '폴더에서 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Other' })).toBeVisible();
  await expect(row(page, names[1] ?? '')).toHaveAttribute('aria-selected', 'true');
});
