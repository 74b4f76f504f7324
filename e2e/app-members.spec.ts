import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type SignIn } from './fixtures.ts';
import { appCall, row } from './app-fixtures.ts';

// Members of a shared folder (requirements X30): alice, Master of "Design Reviews", sees each
// member's effective level (Pia is a Previewer and, through the Design Team group, an Uploader:
// Previewer+), adds Dora and changes her level, sees a member's effective level rise when a group
// gives more, and puts everything back; the Editor sees no Members command and the server refuses
// the direct call. The dialog is axe-clean in en, ja and ko.
test.describe.configure({ mode: 'serial' });

const AREAS = /Storage areas|保存場所|저장 공간/;
const SHARED = /Shared Box|共有ボックス|공유 박스/;

/** Signs `userId` in on a page of its own and opens a folder of the Shared Box. */
async function openShared(
  browser: Browser,
  signIn: SignIn,
  userId: string,
  folder: string,
  path = '/',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(userId, path, page);
  await page.getByRole('navigation', { name: AREAS }).getByRole('link', { name: SHARED }).click();
  await row(page, folder).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  return page;
}

function member(dialog: ReturnType<Page['getByRole']>, name: string) {
  return dialog.getByRole('listitem').filter({ hasText: name }).first();
}

test('a Master adds a member, changes the level, and sees the effective level a group gives', async ({
  browser,
  signIn,
}) => {
  const alice = await openShared(browser, signIn, 'alice', 'Design Reviews');
  await alice
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Members' })
    .click();
  const dialog = alice.getByRole('dialog', { name: 'Members of “Design Reviews”' });
  await expect(member(dialog, 'Pia Previewer')).toContainText(
    'Effective level: Previewer+ — through Design Team (Uploader)',
  );
  await expect(dialog.getByRole('combobox', { name: 'Level of Pia Previewer' })).toHaveValue(
    'previewer',
  );
  await expectNoAxeViolations(alice);

  // Add Dora as a Previewer: what the level allows is shown beside the picker.
  await dialog.getByRole('combobox', { name: 'Level for new members' }).selectOption('previewer');
  await expect(dialog.getByText('What Previewer may do here:')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search users and groups' }).fill('Dora');
  await dialog.getByRole('button', { name: 'Add Dora Downloader as Previewer' }).click();
  await expect(dialog.getByText('Dora Downloader was added as Previewer.')).toBeVisible();
  const level = dialog.getByRole('combobox', { name: 'Level of Dora Downloader' });
  await expect(level).toHaveValue('previewer');
  await level.selectOption('editor');
  await expect(dialog.getByText('Dora Downloader is now Editor.')).toBeVisible();
  await expect(level).toHaveValue('editor');

  // Erin is in Design Team: as a Previewer she is effectively more when the group gives more.
  await dialog.getByRole('searchbox', { name: 'Search users and groups' }).fill('Erin');
  await dialog.getByRole('button', { name: 'Add Erin EditorMinus as Previewer' }).click();
  await expect(member(dialog, 'Erin EditorMinus')).toContainText('Effective level: Previewer+');
  await dialog.getByRole('combobox', { name: 'Level of Design Team' }).selectOption('editor');
  await expect(member(dialog, 'Erin EditorMinus')).toContainText(
    'Effective level: Editor — through Design Team (Editor)',
  );
  await expectNoAxeViolations(alice);

  // Put the folder back as the seed has it.
  await dialog.getByRole('combobox', { name: 'Level of Design Team' }).selectOption('uploader');
  await expect(member(dialog, 'Pia Previewer')).toContainText('through Design Team (Uploader)');
  for (const name of ['Dora Downloader', 'Erin EditorMinus']) {
    await dialog.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(dialog.getByText(`${name} was removed.`)).toBeVisible();
  }
  await expect(member(dialog, 'Dora Downloader')).toHaveCount(0);
  await alice.context().close();
});

test('the last Master stays, and the refusal is told in the dialog', async ({
  browser,
  signIn,
}) => {
  const alice = await openShared(browser, signIn, 'alice', 'Design Reviews');
  await alice
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Members' })
    .click();
  const dialog = alice.getByRole('dialog', { name: 'Members of “Design Reviews”' });
  await dialog.getByRole('combobox', { name: 'Level of Alice Example' }).selectOption('editor');
  await expect(dialog.getByRole('alert')).toHaveText(/A shared folder keeps at least one Master\./);
  await alice.context().close();
});

test('a non-Master sees no Members command and the server refuses the call', async ({
  browser,
  signIn,
}) => {
  const editor = await openShared(browser, signIn, 'editor', 'All Levels Demo');
  await expect(
    editor
      .getByRole('toolbar', { name: 'Folder actions' })
      .getByRole('button', { name: 'Upload', exact: true }),
  ).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Members' })).toHaveCount(0);
  const shared = await appCall(editor, '/app/explorer/lists/1%7B2', { form: {} });
  const levels = (shared['items'] as { name: string; dir_seq: number }[]).find(
    (item) => item.name === 'All Levels Demo',
  );
  expect(levels).toBeDefined();
  for (const [path, data] of [
    ['/v2/folder/members', { dir_seq: levels?.dir_seq }],
    ['/v2/folder/members/set', { dir_seq: levels?.dir_seq, kind: 'user', id: 1, level: 'master' }],
    ['/v2/folder/settings', { dir_seq: levels?.dir_seq, privall_manages_permissions: true }],
  ] as const) {
    expect(await appCall(editor, path, { data })).toMatchObject({
      success: false,
      result_code: 'no_authority',
      all: 'You have no authority.',
    });
  }
  await editor.context().close();
});

for (const [path, title, allows] of [
  ['/ja/', '「Marketing」のメンバー', 'Previewer がここでできること：'],
  ['/ko/', '“Marketing” 멤버', '여기서 Previewer이(가) 할 수 있는 일:'],
] as const) {
  test(`a PrivAll where the folder allows it manages members in ${path}`, async ({
    browser,
    signIn,
  }) => {
    const yuki = await openShared(browser, signIn, 'yuki', 'Marketing', path);
    await yuki.getByRole('button', { name: path === '/ja/' ? 'メンバー' : '멤버' }).click();
    const dialog = yuki.getByRole('dialog', { name: title });
    await expect(dialog.getByText(allows)).toBeVisible();
    // A PrivAll cannot change a Master, and Folder Settings are a Master's.
    await expect(dialog.getByRole('combobox', { name: /Alice Example/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(yuki);
    await yuki.context().close();
  });
}
