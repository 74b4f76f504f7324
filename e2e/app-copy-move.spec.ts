// Copy and move (requirements X23): Move to… through the folder picker and its Undo, copy with
// Ctrl+C / Ctrl+V, a drag onto a folder row, name conflicts (keep both, skip), a folder refused as
// its own target, a Previewer without the actions (and refused by the server), restoring into a
// chosen folder when the original is gone, and the picker axe-clean in en, ja and ko. Stories of
// one user run one by one (a new sign-in ends the other sessions).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import {
  appCall,
  fileList,
  openRowMenu,
  row,
  runFromRowMenu,
  uploadFiles,
} from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

let stories: { readonly node: string; readonly name: string } | null = null;

/**
 * One folder inside My Box's "Projects" that holds every folder these stories make, so My Box's
 * own list keeps its seeded rows in the list's window for the other stories (rows are drawn only
 * in view).
 */
async function storiesFolder(page: Page): Promise<{ node: string; name: string }> {
  if (stories === null) {
    const name = `Copy and move stories ${String(Date.now())}`;
    const projects = itemNode(await listOf(page, '1'), 'Projects');
    const answer = await appCall(page, '/folder/add/', { form: { node: projects, name } });
    expect(answer['success']).toBe(true);
    stories = { node: String((answer['folder'] as Record<string, unknown>)['node']), name };
  }
  return stories;
}

/** The picker's path to a folder of the stories' folder. */
async function storiesPath(page: Page, ...names: string[]): Promise<string[]> {
  return ['My Box', 'Projects', (await storiesFolder(page)).name, ...names];
}

/** Makes a folder in a folder (the stories' own folder by default) and answers its entry. */
async function addFolder(
  page: Page,
  name: string,
  node?: string,
): Promise<Record<string, unknown>> {
  const parent = node ?? (await storiesFolder(page)).node;
  const answer = await appCall(page, '/folder/add/', { form: { node: parent, name } });
  expect(answer['success']).toBe(true);
  return answer['folder'] as Record<string, unknown>;
}

/** Opens a folder of the list: a click, then Enter (a double click may land on the next row once
 * the first click scrolls the focused row into view). */
async function openRow(page: Page, name: string): Promise<void> {
  await row(page, name).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Makes a folder of its own in the stories' folder (holding `children`) and opens it: a story there sees
 * few rows, none scrolled out of the list's window, whatever other stories left in my box.
 */
async function freshBox(page: Page, label: string, children: readonly string[] = []) {
  const name = `${label} ${String(Date.now())}`;
  const folder = await addFolder(page, name);
  const node = String(folder['node']);
  for (const child of children) await addFolder(page, child, node);
  await page.goto(`/?node=${encodeURIComponent(node)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { name, node };
}

/** The list answer of a folder by node. */
async function listOf(page: Page, node: string): Promise<Record<string, unknown>> {
  return appCall(page, `/app/explorer/lists/${encodeURIComponent(node)}`, { form: { node } });
}

/** The node of a listed entry by name. */
function itemNode(list: Record<string, unknown>, name: string): string {
  const items = list['items'] as Record<string, unknown>[];
  return String(items.find((item) => item['name'] === name)?.['node']);
}

function selectionBar(page: Page) {
  return page.getByRole('toolbar', { name: 'Actions for the selection' });
}

function picker(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}

/** Opens a folder of the picker's tree (by the chevron's row) and chooses a folder in it. */
async function choose(page: Page, dialog: ReturnType<typeof picker>, path: readonly string[]) {
  for (const [index, name] of path.entries()) {
    const item = dialog.getByRole('treeitem', { name, exact: true });
    // Disabled folders are chosen too, to read why they cannot take the items.
    await item.click({ force: true });
    if (index < path.length - 1) {
      await page.keyboard.press('ArrowRight');
      await expect(item).toHaveAttribute('aria-expanded', 'true');
    }
  }
}

test('moves a file with Move to…, and Undo puts it back, selected', async ({ page, signIn }) => {
  await signIn();
  const box = await freshBox(page, 'Move', ['Target']);
  const name = `move-${String(Date.now())}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await runFromRowMenu(page, name, 'Move to…');
  const dialog = picker(page, 'Move 1 item to…');
  await expect(dialog.getByRole('tree', { name: 'Folders' })).toBeFocused();
  // The shared box's top takes nothing: shown, but disabled with the reason.
  await dialog.getByRole('treeitem', { name: 'Shared Box' }).click({ force: true });
  await expect(dialog.getByRole('treeitem', { name: 'Shared Box' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(dialog.getByText('you have no permission to add to this folder')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
  // The tree keyboard: Home, → opens my box and loads its folders.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('treeitem', { name: 'Projects' })).toBeVisible();
  const path = await storiesPath(page, box.name, 'Target');
  await choose(page, dialog, path.slice(1));
  await expect(dialog.getByRole('navigation', { name: 'Chosen folder' })).toContainText(
    path.join(''),
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText('1 item moved to Target.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`1 item moved back to ${box.name}.`)).toBeVisible();
  // The entry put back is shown selected.
  await expect(row(page, name)).toHaveAttribute('aria-selected', 'true');
  await openRow(page, 'Target');
  await expect(page.getByText('This folder is empty')).toBeVisible();
});

test("a move's Undo into a folder deleted meanwhile says so, and the file stays moved", async ({
  page,
  signIn,
}) => {
  await signIn();
  const box = await freshBox(page, 'Gone', ['Source', 'Target']);
  const name = `gone-${String(Date.now())}.txt`;
  await openRow(page, 'Source');
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await row(page, name).click();
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+x');
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: box.name })
    .click();
  await openRow(page, 'Target');
  await expect(page.getByRole('group', { name: 'Contents of Target' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('1 item moved to Target.')).toBeVisible();
  // Someone deletes Source before the Undo.
  const items = (await listOf(page, box.node))['items'] as Record<string, unknown>[];
  const source = Number(items.find((item) => item['name'] === 'Source')?.['dir_seq']);
  const trashed = await appCall(page, '/v2/trash', { data: { file_seqs: [], dir_seqs: [source] } });
  expect(trashed['success']).toBe(true);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByText(
      'Not moved back: the folder Source has been deleted. The items stay where they were moved.',
    ),
  ).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});

test('the picker makes a new folder inside the chosen one and moves the file there', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { name: box } = await freshBox(page, 'Picker');
  const name = `new-${String(Date.now())}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await runFromRowMenu(page, name, 'Move to…');
  const dialog = picker(page, 'Move 1 item to…');
  await choose(page, dialog, await storiesPath(page, box));
  // The folder it is in cannot take it again.
  await expect(dialog.getByText('The items are already in this folder.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New folder' }).click();
  await dialog.getByRole('textbox', { name: 'New folder name' }).fill('Made here');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('treeitem', { name: 'Made here' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText('1 item moved to Made here.')).toBeVisible();
  await openRow(page, 'Made here');
  await expect(row(page, name)).toBeVisible();
});

test('copies a file with Ctrl+C and Ctrl+V into another folder', async ({ page, signIn }) => {
  await signIn();
  const box = await freshBox(page, 'Paste', ['Into']);
  const stamp = String(Date.now());
  const name = `copy-${stamp}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await row(page, name).click();
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+c');
  await expect(page.getByText('1 item copied. Open a folder')).toBeVisible();
  await openRow(page, 'Into');
  // The toolbar offers Paste too; a folder with rows takes the key in its list.
  await expect(
    page.getByRole('toolbar', { name: 'Folder actions' }).getByRole('button', { name: 'Paste' }),
  ).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', `seed-${stamp}.txt`);
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('1 item copied to Into.')).toBeVisible();
  await expect(row(page, name)).toBeVisible();
  // The original stays where it was.
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: box.name })
    .click();
  await expect(row(page, name)).toBeVisible();
});

test('Ctrl+V pastes into an empty folder: the empty state holds the keyboard', async ({
  page,
  signIn,
}) => {
  await signIn();
  await freshBox(page, 'Empty paste', ['Empty']);
  const name = `empty-${String(Date.now())}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await row(page, name).click();
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+c');
  await expect(page.getByText('1 item copied. Open a folder')).toBeVisible();
  // Opened with Enter from the list, the empty folder keeps the keyboard.
  await openRow(page, 'Empty');
  const empty = page.getByRole('group', { name: 'Contents of Empty' });
  await expect(empty).toBeFocused();
  await expect(empty.getByRole('heading', { name: 'This folder is empty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.getByText('1 item copied to Empty.')).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});

test('a drag onto a folder row moves the file, a drag onto a breadcrumb moves it back; the shortcuts dialog lists the keys', async ({
  page,
  signIn,
}) => {
  await signIn();
  const target = 'Drop';
  const { name: box } = await freshBox(page, 'Drag', [target]);
  const name = `drag-${String(Date.now())}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await row(page, name).dragTo(row(page, target));
  await expect(page.getByText(`1 item moved to ${target}.`)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await openRow(page, target);
  await expect(row(page, name)).toBeVisible();
  await row(page, name).dragTo(
    page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: box }),
  );
  await expect(page.getByText(`1 item moved to ${box}.`)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  // The toolbar's overflow now holds the shortcuts button (Upload folder took its place): the key.
  await page.keyboard.press('Shift+?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const label of ['Cut', 'Copy', 'Paste']) {
    await expect(shortcuts.getByText(label, { exact: true })).toBeVisible();
  }
});

test('a name conflict is asked once: keep both, then skip', async ({ page, signIn }) => {
  await signIn();
  const stamp = String(Date.now());
  const target = 'Into';
  const { name: box } = await freshBox(page, 'Clash', [target]);
  const name = `same-${stamp}.txt`;
  await openRow(page, target);
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: box })
    .click();
  await uploadFiles(page, 'Folder actions', 'Upload', name);

  const copyInto = async (): Promise<void> => {
    await runFromRowMenu(page, name, 'Copy to…');
    const dialog = picker(page, 'Copy 1 item to…');
    await choose(page, dialog, await storiesPath(page, box, target));
    await dialog.getByRole('button', { name: 'Copy here' }).click();
  };
  await copyInto();
  const conflict = page.getByRole('dialog', { name: 'Name already in use' });
  await expect(conflict).toContainText(`“${name}” already exists in the destination folder.`);
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByText(`1 item copied to ${target}.`)).toBeVisible();

  await copyInto();
  await conflict.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('1 item skipped.')).toBeVisible();

  await openRow(page, target);
  await expect(row(page, `same-${stamp} (2).txt`)).toBeVisible();
  await expect(
    fileList(page)
      .getByRole('row')
      .filter({ hasText: `same-${stamp}` }),
  ).toHaveCount(2);
});

test('a folder cannot be moved into its own child: the picker disables it, the server refuses', async ({
  page,
  signIn,
}) => {
  await signIn();
  const box = await freshBox(page, 'Own', ['Parent']);
  await addFolder(page, 'Child', itemNode(await listOf(page, box.node), 'Parent'));
  await runFromRowMenu(page, 'Parent', 'Move to…');
  const dialog = picker(page, 'Move 1 item to…');
  await choose(page, dialog, await storiesPath(page, box.name, 'Parent', 'Child'));
  await expect(dialog.getByRole('treeitem', { name: 'Child' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(
    dialog.getByText('A folder cannot go into itself or one of its own folders.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Cut and paste it inside itself: the server's refusal is told.
  await row(page, 'Parent').click();
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+x');
  await openRow(page, 'Parent');
  await fileList(page).focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect(
    page.getByText(
      'Parent could not be placed: A folder cannot be moved or copied into itself or into one of its own folders.',
    ),
  ).toBeVisible();
});

test('a Previewer has no copy or move, and the server refuses the call', async ({
  page,
  signIn,
}) => {
  await signIn('previewer');
  await page
    .getByRole('navigation', { name: /Storage areas/ })
    .getByRole('link', { name: 'Shared Box' })
    .click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await openRowMenu(page, 'handbook.pdf');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  for (const label of ['Copy to…', 'Move to…', 'Cut', 'Copy']) {
    await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(selectionBar(page).getByRole('button', { name: 'Move to…' })).toHaveCount(0);

  const list = await appCall(page, '/app/explorer/lists/1%7B2', { form: { node: '1{2' } });
  const levels = (list['items'] as Record<string, unknown>[]).find(
    (item) => item['name'] === 'All Levels Demo',
  );
  const inside = await appCall(
    page,
    `/app/explorer/lists/${encodeURIComponent(String(levels?.['node']))}`,
    {
      form: { node: String(levels?.['node']) },
    },
  );
  const handbook = (inside['items'] as Record<string, unknown>[]).find(
    (item) => item['name'] === 'handbook.pdf',
  );
  const drafts = (inside['items'] as Record<string, unknown>[]).find(
    (item) => item['name'] === 'Drafts',
  );
  const answer = await appCall(page, '/v2/items/move', {
    data: {
      file_seqs: [handbook?.['file_seq']],
      dir_seqs: [],
      node: drafts?.['node'],
      conflict: 'ask',
    },
  });
  expect(answer).toMatchObject({
    success: false,
    result_code: 'no_authority',
    all: 'You have no authority.',
  });
});

test('restores a file whose folder is gone into a folder the user picks', async ({
  page,
  signIn,
}) => {
  await signIn();
  const stamp = String(Date.now());
  const gone = `Gone ${stamp}`;
  const home = `Home ${stamp}`;
  const name = `orphan-${stamp}.txt`;
  const homeFolder = await addFolder(page, home);
  const folder = await addFolder(page, gone);
  await page.goto(`/?node=${encodeURIComponent(String(folder['node']))}`);
  await expect(page.getByRole('heading', { level: 1, name: gone })).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  const list = await appCall(
    page,
    `/app/explorer/lists/${encodeURIComponent(String(folder['node']))}`,
    {
      form: { node: String(folder['node']) },
    },
  );
  const file = (list['items'] as Record<string, unknown>[]).find((i) => i['name'] === name);
  expect(
    await appCall(page, '/v2/trash', { data: { file_seqs: [file?.['file_seq']], dir_seqs: [] } }),
  ).toMatchObject({ success: true });
  expect(
    await appCall(page, '/v2/trash', { data: { file_seqs: [], dir_seqs: [folder['dir_seq']] } }),
  ).toMatchObject({ success: true });

  await page
    .getByRole('navigation', { name: /Storage areas/ })
    .getByRole('link', { name: 'Trash' })
    .click();
  const entry = page.getByRole('table', { name: 'Deleted items' }).getByRole('row').filter({
    hasText: name,
  });
  await entry.getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Trash' })
    .getByRole('button', { name: 'Restore' })
    .click();
  const dialog = picker(page, 'Restore 1 item to…');
  await choose(page, dialog, await storiesPath(page, home));
  await dialog.getByRole('button', { name: 'Restore here' }).click();
  await expect(page.getByText('1 item restored')).toBeVisible();
  await expect(entry).toHaveCount(0);
  await page
    .getByRole('navigation', { name: /Storage areas/ })
    .getByRole('link', { name: 'My Box' })
    .click();
  await page.goto(`/?node=${encodeURIComponent(String(homeFolder['node']))}`);
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});

for (const [path, button, title, tree] of [
  ['/', 'Copy to…', 'Copy 1 item to…', 'Folders'],
  ['/ja/', 'コピー先を選択…', '1 件のコピー先', 'フォルダー'],
  ['/ko/', '복사할 위치…', '항목 1개를 복사할 위치', '폴더'],
] as const) {
  test(`the folder picker is axe-clean at ${path}`, async ({ page, signIn }) => {
    await signIn('alice', path);
    await runFromRowMenu(page, 'Invoices', button);
    const dialog = picker(page, title);
    await expect(dialog.getByRole('tree', { name: tree })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('treeitem').nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page);
  });
}
