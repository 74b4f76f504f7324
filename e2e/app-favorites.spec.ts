import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type SignIn } from './fixtures.ts';
import { appCall, openRowMenu, row } from './app-fixtures.ts';

// Favorites: starring files and folders from the list (button, S key, context menu), the
// Favorites view across areas, opening items in place, and stars that outlive a reload but not
// the user's access. Stories of one user run one by one (a new sign-in ends the other sessions).
test.describe.configure({ mode: 'serial' });

function star(page: Page, name: string, state: 'on' | 'off') {
  return row(page, name).getByRole('button', {
    name: state === 'on' ? 'Remove from favorites' : 'Add to favorites',
  });
}

function favoritesLink(page: Page, name = 'Favorites') {
  return page
    .getByRole('navigation', { name: /Storage areas|保存場所/ })
    .getByRole('link', { name });
}

test('stars a file and a folder, finds them in Favorites, opens them in place and unstars them', async ({
  page,
  signIn,
}) => {
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();

  // A folder by its star button.
  await star(page, 'Invoices', 'off').click();
  await expect(star(page, 'Invoices', 'on')).toHaveAttribute('aria-pressed', 'true');

  // A file by the S key on the selected row.
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await row(page, 'invoice-2026-01.pdf').click();
  await page.keyboard.press('s');
  await expect(star(page, 'invoice-2026-01.pdf', 'on')).toHaveAttribute('aria-pressed', 'true');

  // The stars survive a reload: they come from the server.
  await page.reload();
  await expect(star(page, 'invoice-2026-01.pdf', 'on')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, 'invoice-2026-02.pdf', 'off')).toHaveAttribute('aria-pressed', 'false');

  // The ? dialog lists the S key.
  await row(page, 'invoice-2026-01.pdf').click();
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys.getByRole('row', { name: /Add to or remove from favorites/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The Favorites view lists both with where they live, newest star first.
  await favoritesLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(favoritesLink(page)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]favorites=1/);
  const list = page.getByRole('table', { name: 'Your favorites' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list.getByRole('row').nth(1)).toContainText('invoice-2026-01.pdf');
  await expect(list.getByRole('row').nth(1)).toContainText('My Box / Invoices');
  await expect(list.getByRole('row').nth(2)).toContainText('Invoices');
  await expectNoAxeViolations(page);

  // A folder opens the folder.
  await list.getByRole('button', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(row(page, 'invoice-2026-01.pdf')).toBeVisible();

  // A file opens its folder with its preview.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await list.getByRole('button', { name: 'invoice-2026-01.pdf' }).click();
  await expect(page).toHaveURL(/[?&]preview=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const viewer = page.getByRole('dialog', { name: 'invoice-2026-01.pdf' });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/[?&]preview=/);

  // Unstar the folder from its row's context menu, the file in the Favorites view.
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('link', { name: 'My Box' })
    .click();
  await openRowMenu(page, 'Invoices');
  await page.getByRole('menuitem', { name: 'Remove from favorites' }).click();
  await expect(star(page, 'Invoices', 'off')).toHaveAttribute('aria-pressed', 'false');
  await favoritesLink(page).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  const fileStar = list.getByRole('button', { name: 'Remove from favorites' });
  await fileStar.click();
  await expect(list.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByText('No favorites yet.', { exact: false })).toBeVisible();
});

test('a star the server refuses goes back, with an error toast', async ({ page, signIn }) => {
  await signIn();
  await page.route('**/v2/favorite/add', (route) =>
    route.fulfill({ json: { success: false, result_code: 'no_folder', all: 'No folder.' } }),
  );
  await star(page, 'Projects', 'off').click();
  await expect(page.getByText('No folder.')).toBeVisible();
  await expect(star(page, 'Projects', 'off')).toHaveAttribute('aria-pressed', 'false');
});

test('the Favorites view is axe-clean in Japanese', async ({ page, signIn }) => {
  await signIn('alice', '/ja/');
  await expect(page.getByRole('heading', { level: 1, name: 'マイボックス' })).toBeVisible();
  await row(page, 'Invoices').getByRole('button', { name: 'お気に入りに追加' }).click();
  await expect(
    row(page, 'Invoices').getByRole('button', { name: 'お気に入りから削除' }),
  ).toBeVisible();
  await favoritesLink(page, 'お気に入り').click();
  await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'お気に入りの一覧' })).toContainText('マイボックス');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'お気に入りから削除' }).click();
  await expect(page.getByRole('button', { name: 'お気に入りに追加' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('お気に入りはまだありません', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Favorites view shows where each item lives on a 360 px phone, dark and axe-clean in Korean', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('alice', '/ko/');
  await row(page, 'Invoices').getByRole('button', { name: '즐겨찾기에 추가' }).click();
  await expect(
    row(page, 'Invoices').getByRole('button', { name: '즐겨찾기에서 제거' }),
  ).toBeVisible();
  await page.goto('/ko/?favorites=1');
  const list = page.getByRole('table', { name: '내 즐겨찾기' });
  await expect(list.locator('.fx-favs__where-inline').getByText('내 박스')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: '즐겨찾기에서 제거' }).click();
  await expect(list.getByRole('button', { name: '즐겨찾기에 추가' })).toBeVisible();
});

async function signedIn(browser: Browser, userId: string, signIn: SignIn): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(userId, '/', page);
  return page;
}

test('a user who can no longer see a starred folder no longer finds it in Favorites', async ({
  browser,
  signIn,
}) => {
  const priv = await signedIn(browser, 'priv', signIn);
  await priv
    .getByRole('navigation', { name: 'Storage areas' })
    .getByRole('link', { name: 'Shared Box' })
    .click();
  await row(priv, 'All Levels Demo').dblclick();
  await expect(priv.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  const node = new URL(priv.url()).searchParams.get('node') ?? '';
  const name = `Starred share ${String(Date.now())}`;
  const made = await appCall(priv, '/folder/add/', { form: { node, name } });
  expect(made['success']).toBe(true);
  const dirSeq = (made['folder'] as { dir_seq: number }).dir_seq;
  await priv.reload();
  await star(priv, name, 'off').click();
  await expect(star(priv, name, 'on')).toHaveAttribute('aria-pressed', 'true');
  await favoritesLink(priv).click();
  await expect(priv.getByRole('table', { name: 'Your favorites' })).toContainText(name);

  // Its Master (alice) deletes it: priv may no longer see it.
  const alice = await signedIn(browser, 'alice', signIn);
  expect(
    await appCall(alice, '/v2/trash', { data: { file_seqs: [], dir_seqs: [dirSeq] } }),
  ).toMatchObject({
    success: true,
  });
  await priv.reload();
  await expect(priv.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(priv.getByText(name)).toHaveCount(0);
  await expect(priv.getByText('No favorites yet.', { exact: false })).toBeVisible();
  await priv.context().close();
  await alice.context().close();
});
