import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row, uploadFiles, ownFolder } from './app-fixtures.ts';

// The Trash view (requirements X18): deleted items listed with their origin, restored to their
// folder, deleted forever, and the trash emptied after a confirmation that says how many. Stories
// of one user run one by one (a new sign-in ends the other sessions).
test.describe.configure({ mode: 'serial' });

function trashLink(page: Page, name = 'Trash') {
  return page
    .getByRole('navigation', { name: /Storage areas|保存場所/ })
    .getByRole('link', { name });
}

/** Uploads files into the open folder and deletes them with the Delete key. */
async function uploadAndDelete(page: Page, names: readonly string[]): Promise<void> {
  await uploadFiles(page, 'Folder actions', 'Upload', names);
  await row(page, names[0] ?? '').click();
  for (const name of names.slice(1)) await row(page, name).click({ modifiers: ['ControlOrMeta'] });
  // The Delete key: the selection toolbar may have moved Delete into its overflow menu.
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog', { name: `Delete ${String(names.length)} items?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  for (const name of names) await expect(row(page, name)).toHaveCount(0);
}

function trashRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Deleted items' })
    .getByRole('row')
    .filter({ hasText: name });
}

test('lists deleted files with their origin, restores one, deletes one forever and empties the trash', async ({
  page,
  signIn,
}) => {
  await signIn();
  const stamp = String(Date.now());
  // A folder of its own: other stories fill the seeded ones, and the list is virtualized.
  const folder = await ownFolder(page, `Trash story ${stamp}`);
  const folderUrl = page.url();
  const keep = `keep-${stamp}.txt`;
  const drop = `drop-${stamp}.txt`;
  await uploadAndDelete(page, [keep, drop]);

  await trashLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  // How long the trash keeps items, as our server says (security K56).
  await expect(
    page.getByText('Items are deleted forever 30 days after they were moved to the trash.'),
  ).toBeVisible();
  await expect(trashLink(page)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]trash=1/);
  for (const name of [keep, drop]) {
    await expect(trashRow(page, name)).toContainText(`My Box / Projects / ${folder}`);
    await expect(trashRow(page, name)).toContainText('Alice');
  }
  await expectNoAxeViolations(page);

  // The keyboard selects like the folder list: Space, then Shift+↓ extends.
  const keepBox = page.getByRole('checkbox', { name: `Select ${keep}` });
  await keepBox.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(keepBox).not.toBeChecked();
  await keepBox.check();

  const actions = page.getByRole('toolbar', { name: 'Trash' });
  await actions.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('1 item restored to its folder.')).toBeVisible();
  await expect(trashRow(page, keep)).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Select ${drop}` }).check();
  await actions.getByRole('button', { name: 'Delete forever' }).click();
  const purge = page.getByRole('dialog', { name: 'Delete 1 item forever?' });
  await expect(purge).toContainText('cannot be restored');
  await purge.getByRole('button', { name: 'Delete forever' }).click();
  await expect(purge).toBeHidden();
  await expect(page.getByText('1 item deleted forever.')).toBeVisible();
  await expect(trashRow(page, drop)).toHaveCount(0);

  // The restored file is back in its folder.
  await page.goto(folderUrl);
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  await expect(row(page, keep)).toBeVisible();
  await expect(row(page, drop)).toHaveCount(0);

  // Empty trash says how many items go.
  const other = `other-${stamp}.txt`;
  const more = `more-${stamp}.txt`;
  await uploadAndDelete(page, [other, more]);
  await trashLink(page).click();
  const rows = page.getByRole('table', { name: 'Deleted items' }).locator('tbody tr');
  await expect(trashRow(page, more)).toBeVisible();
  const count = await rows.count();
  await page
    .getByRole('toolbar', { name: 'Trash' })
    .getByRole('button', { name: 'Empty trash' })
    .click();
  const empty = page.getByRole('dialog', { name: 'Empty the trash?' });
  await expect(empty).toContainText(`${String(count)} items will be deleted forever.`);
  await expectNoAxeViolations(page);
  await empty.getByRole('button', { name: 'Empty trash' }).click();
  await expect(
    page.getByText(`Trash emptied: ${String(count)} items deleted forever.`),
  ).toBeVisible();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
});

test('the Trash view is axe-clean in Japanese', async ({ page, signIn }) => {
  await signIn('alice', '/ja/');
  await expect(page.getByRole('heading', { level: 1, name: 'マイボックス' })).toBeVisible();
  await trashLink(page, 'ごみ箱').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ごみ箱' })).toBeVisible();
  await expect(page.getByText('ごみ箱は空です。')).toBeVisible();
  await expect(
    page.getByText('ごみ箱に移動した項目は、30 日後に完全に削除されます。'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A JSON or form call of the signed-in page, as the app makes it. */
async function call(
  page: Page,
  path: string,
  body: { form?: Record<string, string>; data?: unknown },
): Promise<Record<string, unknown>> {
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const response = await page.request.post(path, {
    ...body,
    headers: {
      access_token: cookie('access_token'),
      'X-CSRFToken': cookie('csrf_token'),
      lang: 'eng',
    },
  });
  return (await response.json()) as Record<string, unknown>;
}

test('a trash of more than one page loads the next page as the user scrolls', async ({
  page,
  signIn,
}) => {
  // Percy's trash: 60 folders deleted at once, more than the first page of 50.
  await signIn('previewerplus');
  const stamp = String(Date.now());
  const holder = await call(page, '/folder/add/', {
    form: { node: '1', name: `Paging ${stamp}` },
  });
  const node = String((holder['folder'] as Record<string, unknown>)['node']);
  const dirSeqs: number[] = [];
  for (let n = 1; n <= 60; n += 1) {
    const name = `paged-${stamp}-${String(n).padStart(2, '0')}`;
    const answer = await call(page, '/folder/add/', { form: { node, name } });
    dirSeqs.push(Number((answer['folder'] as Record<string, unknown>)['dir_seq']));
  }
  expect(
    await call(page, '/v2/trash', { data: { file_seqs: [], dir_seqs: dirSeqs } }),
  ).toMatchObject({ success: true });

  await page.goto('/?trash=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Deleted items' }).getByRole('row');
  // The header row and the first page.
  await expect(rows).toHaveCount(51);
  // The same moment for all: the latest made (highest seq) comes first, the first made last.
  const last = `paged-${stamp}-01`;
  await expect(trashRow(page, last)).toHaveCount(0);
  await page.getByRole('status').filter({ hasText: 'Loading the trash…' }).scrollIntoViewIfNeeded();
  await expect(trashRow(page, last)).toBeVisible();
  await expect(rows).toHaveCount(61);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the trash…' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Empty trash names every item, not only the loaded ones.
  await page
    .getByRole('toolbar', { name: 'Trash' })
    .getByRole('button', { name: 'Empty trash' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Empty the trash?' });
  await expect(dialog).toContainText('60');
  await dialog.getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
});

// Decision 024: the app's on-demand views are fetched one at a time once the first folder page is
// drawn and the browser is idle; opened afterwards, the Trash needs no code from the network (so
// it is drawn at once, not after React's suspense delay). Identities, not timings.
test('opens the Trash with no code left to fetch once the app has been idle', async ({
  page,
  signIn,
}) => {
  await signIn();
  await expect(fileList(page).getByRole('row').nth(1)).toBeVisible();
  // The last of the on-demand views (src/islands/app/on-demand-views.tsx): every one before it
  // has settled by then.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/_astro\/ShortcutsDialog\.[\w-]+\.js$/.test(entry.name)),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  await trashLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  expect(fetched).toEqual([]);
});
