// Comments (requirements X28): the Editor posts, edits and deletes a comment in the details panel
// and the row counts them; `<script>` and a `javascript:` address stay text, an https address is
// a safe link; a too long comment is refused with its text kept; Alice (Master) removes the
// Editor's comment; the Uploader sees only their own files and may not comment. Axe-clean in
// en, ja and ko.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type SignIn } from './fixtures.ts';
import { fileList, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const FILE = `comments-${String(stamp)}.txt`;

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
    .getByRole('navigation', { name: /Storage areas|保存場所|저장 공간/ })
    .getByRole('link', { name: /Shared Box|共有ボックス|공유 박스/ })
    .click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  return page;
}

/** Selects a row and opens the details panel with the I key. */
async function details(page: Page, name: string): Promise<void> {
  await row(page, name).click();
  await fileList(page).focus();
  await page.keyboard.press('i');
}

function thread(page: Page, title = 'Comments') {
  return page.getByRole('region', { name: title, exact: true });
}

test('the Editor posts, edits and deletes a comment; unsafe text stays text', async ({
  browser,
  signIn,
}) => {
  test.setTimeout(60_000); // a long story with an axe check, on a shared machine
  const editor = await openLevels(browser, signIn, 'editor');
  editor.on('dialog', () => {
    throw new Error('A comment ran script');
  });
  await uploadFiles(editor, 'Folder actions', 'Upload', FILE);
  await details(editor, FILE);
  const comments = thread(editor);
  await expect(comments.getByText('No comments yet.')).toBeVisible();

  const field = comments.getByRole('textbox', { name: 'Add a comment' });
  await field.fill('First look');
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByTestId('comment')).toHaveCount(1);
  await expect(comments.getByTestId('comment')).toContainText('First look');
  await expect(field).toHaveValue('');
  await expect(row(editor, FILE).getByTestId('comment-count')).toContainText('1');
  await expect(row(editor, FILE).getByTestId('comment-count')).toHaveAttribute(
    'title',
    '1 comment',
  );

  // Edit it.
  await comments.getByRole('button', { name: 'Edit the comment by Eddie Editor' }).click();
  const edit = comments.getByRole('textbox', { name: 'Edit comment' });
  await edit.fill('Second look');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByTestId('comment')).toContainText('Second look');
  await expect(comments.getByTestId('comment')).toContainText('edited');

  // Markup and a javascript: address are shown as typed; only the https address links.
  const unsafe =
    '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3) see https://example.com/ok.';
  await field.fill(unsafe);
  await comments.getByRole('button', { name: 'Post' }).click();
  const second = comments.getByTestId('comment').nth(1);
  await expect(second).toContainText('<script>alert(1)</script>');
  await expect(second).toContainText('<img src=x onerror=alert(2)>');
  await expect(second).toContainText('javascript:alert(3)');
  await expect(second.locator('script, img')).toHaveCount(0);
  const links = second.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://example.com/ok');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(row(editor, FILE).getByTestId('comment-count')).toHaveAttribute(
    'title',
    '2 comments',
  );

  // Too long: refused with a clear message, the text kept.
  const long = 'x'.repeat(2001);
  await field.fill(long);
  await expect(comments.getByText('2001 / 2000 characters')).toBeVisible();
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByRole('alert')).toContainText(
    'A comment can have at most 2000 characters.',
  );
  await expect(field).toHaveValue(long);
  await field.fill('');
  await expectNoAxeViolations(editor);

  // Delete the first one after confirming.
  await comments
    .getByRole('button', { name: 'Delete the comment by Eddie Editor' })
    .first()
    .click();
  await expect(comments.getByText('Delete this comment?')).toBeVisible();
  await comments.getByRole('button', { name: 'Delete comment' }).click();
  await expect(comments.getByTestId('comment')).toHaveCount(1);
  await expect(comments.getByTestId('comment')).not.toContainText('Second look');
  await expect(row(editor, FILE).getByTestId('comment-count')).toHaveAttribute(
    'title',
    '1 comment',
  );
  await editor.context().close();
});

test('Alice (Master) removes the Editor’s comment but cannot edit it', async ({
  browser,
  signIn,
}) => {
  const alice = await openLevels(browser, signIn, 'alice');
  await expect(row(alice, FILE).getByTestId('comment-count')).toContainText('1');
  await details(alice, FILE);
  const comments = thread(alice);
  await expect(comments.getByTestId('comment')).toHaveCount(1);
  await expect(
    comments.getByRole('button', { name: 'Edit the comment by Eddie Editor' }),
  ).toHaveCount(0);
  await comments.getByRole('button', { name: 'Delete the comment by Eddie Editor' }).click();
  await comments.getByRole('button', { name: 'Delete comment' }).click();
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  await expect(row(alice, FILE).getByTestId('comment-count')).toHaveCount(0);
  await alice.context().close();
});

test('the Uploader sees only their own files and may not comment', async ({ browser, signIn }) => {
  const uma = await openLevels(browser, signIn, 'uploader');
  // As in Box, an Uploader sees the sub-folders and their own files only (requirements X46).
  await expect(
    uma.getByText('As an Uploader here, you see the sub-folders and only the files you uploaded.'),
  ).toBeVisible();
  await expect(row(uma, 'Drafts')).toBeVisible();
  await expect(row(uma, FILE)).toHaveCount(0);
  const own = `uma-${String(stamp)}.txt`;
  await uploadFiles(uma, 'Folder actions', 'Upload', own);
  await details(uma, own);
  const comments = thread(uma);
  await expect(
    comments.getByText('Your access level here does not include comments.'),
  ).toBeVisible();
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(uma);
  await uma.context().close();
});

for (const [lang, title, add, post, counter] of [
  ['ja', 'コメント', 'コメントを追加', '投稿', '0 / 2000 文字'],
  ['ko', '댓글', '댓글 추가', '게시', '0 / 2000자'],
] as const) {
  test(`${lang}: the thread is translated and axe-clean`, async ({ browser, signIn }) => {
    const alice = await openLevels(browser, signIn, 'alice', `/${lang}/`);
    await details(alice, FILE);
    const comments = thread(alice, title);
    await expect(comments.getByText(counter)).toBeVisible();
    await comments.getByRole('textbox', { name: add }).fill(`資料を確認しました (${lang})`);
    await comments.getByRole('button', { name: post, exact: true }).click();
    await expect(comments.getByTestId('comment').last()).toContainText(
      `資料を確認しました (${lang})`,
    );
    await expectNoAxeViolations(alice);
    await alice.context().close();
  });
}
