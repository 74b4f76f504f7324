// Search by name (requirements X19): the field in the page header (Ctrl+K, /, Escape), results
// everywhere or within the folder, each opening in place; 2-character Japanese and Korean queries,
// full-width / half-width folding, an empty result and a failure with retry; the address keeps
// the query for back, forward and reload; axe-clean in en, ja and ko; the field and results fit a
// 360 px phone. Stories of one user run one by one (a new sign-in ends the other sessions).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** The search landmark of the header. */
function searchBox(page: Page, landmark = 'Search files') {
  return page.getByRole('search', { name: landmark });
}

/** The results list. */
function results(page: Page, name = 'Search results') {
  return page.getByRole('listbox', { name });
}

const stamp = String(Date.now()).slice(-6);

test('searches everywhere from Ctrl+K, opens a file and a folder in place, and keeps the query in the address', async ({
  page,
  signIn,
}) => {
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();

  // The ? dialog lists the search keys.
  await row(page, 'Invoices').click();
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toBeVisible();
  await expect(keys.getByRole('row', { name: /Search files and folders/ })).toContainText('Ctrl');
  await page.keyboard.press('Escape');

  // Ctrl+K from the list puts the focus in the field.
  await fileList(page).focus();
  await page.keyboard.press('Control+k');
  const field = searchBox(page).getByRole('searchbox', { name: 'Search by name' });
  await expect(field).toBeFocused();
  await expect(searchBox(page).getByRole('combobox', { name: 'Search in' })).toHaveValue('all');
  await field.pressSequentially('invoice-2026-01');
  await expect(page).toHaveURL(/[?&]q=invoice-2026-01(&|$)/);
  await expect(page).toHaveURL(/[?&]scope=all/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “invoice-2026-01”' }),
  ).toBeVisible();
  const list = results(page);
  const mine = list.getByRole('option').filter({ hasText: 'My Box / Invoices' });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('mark')).toHaveText('invoice-2026-01');
  await expect(
    page.getByRole('status').filter({ hasText: /Everywhere · \d+ results?/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Reload keeps the results.
  await page.reload();
  await expect(mine).toBeVisible();
  await expect(field).toHaveValue('invoice-2026-01');

  // A file opens its folder with the file selected and the list focused.
  await mine.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(row(page, 'invoice-2026-01.pdf')).toHaveAttribute('aria-selected', 'true');
  await expect(fileList(page)).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Back returns to the results, forward to the folder.
  await page.goBack();
  await expect(mine).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  // A folder opens itself; Enter searches at once.
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await field.fill('Invoices');
  await field.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “Invoices”' }),
  ).toBeVisible();
  const folder = list
    .getByRole('option')
    .filter({ hasText: /^Invoices/ })
    .filter({ hasText: 'My Box' });
  await folder.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(row(page, 'invoice-2026-02.pdf')).toBeVisible();

  // Escape empties the field and goes back to the folder.
  await page.keyboard.press('Control+k');
  await field.fill('invoice');
  await expect(page).toHaveURL(/[?&]q=invoice/);
  await expect(list.getByRole('option').first()).toBeVisible();
  await field.press('Escape');
  await expect(field).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

test('searches within a folder and its subfolders only', async ({ page, signIn }) => {
  await signIn();
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const search = searchBox(page);
  await search.getByRole('combobox', { name: 'Search in' }).selectOption('folder');
  await search.getByRole('searchbox', { name: 'Search by name' }).fill('invoice');
  await expect(page).toHaveURL(/[?&]scope=folder/);
  await expect(
    page.getByRole('status').filter({ hasText: 'In Invoices and its subfolders' }),
  ).toBeVisible();
  const list = results(page);
  await expect(list.getByRole('option', { name: /^invoice-2026-01\.pdf/ })).toBeVisible();
  const inside = await list.getByRole('option').count();
  for (const item of await list.getByRole('option').all())
    await expect(item).toContainText('My Box / Invoices');

  // Everywhere finds more (the other areas' invoices).
  await search.getByRole('combobox', { name: 'Search in' }).selectOption('all');
  await expect(page).toHaveURL(/[?&]scope=all/);
  await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(inside);
});

test('full-width letters find half-width names, and an empty result says so', async ({
  page,
  signIn,
}) => {
  await signIn();
  const name = `0-abc-fold-${stamp}.txt`;
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  const field = searchBox(page).getByRole('searchbox', { name: 'Search by name' });
  await field.fill(
    `ＡＢＣ-ＦＯＬＤ-${stamp.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))}`,
  );
  await field.press('Enter');
  await expect(results(page).getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await field.fill('ＡＢＣ');
  await field.press('Enter');
  await expect(results(page).getByRole('option', { name: new RegExp(name) })).toBeVisible();

  await field.fill('zq-nothing-xj');
  await field.press('Enter');
  await expect(
    page.getByText('Nothing is named like “zq-nothing-xj” here.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed search says so and retries', async ({ page, signIn }) => {
  await signIn();
  let fail = true;
  await page.route('**/v2/search?**', (route) =>
    fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  const field = searchBox(page).getByRole('searchbox', { name: 'Search by name' });
  await field.fill('invoice');
  await field.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'The search did not go through.' });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('a 2-character Japanese query finds its file; axe-clean in Japanese', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ja/');
  await expect(page.getByRole('heading', { level: 1, name: 'マイボックス' })).toBeVisible();
  // Named to sort first: the list renders only the rows in view.
  const name = `0-議事録_${stamp}.txt`;
  await uploadFiles(page, 'フォルダーの操作', 'アップロード', name);
  const search = searchBox(page, 'ファイルを検索');
  await search.getByRole('searchbox', { name: '名前で検索' }).fill('議事');
  await expect(page.getByRole('heading', { level: 1, name: '「議事」の検索結果' })).toBeVisible();
  const list = results(page, '検索結果');
  const found = list.getByRole('option', { name: new RegExp(name) });
  await expect(found).toContainText('マイボックス');
  await expect(found.locator('mark')).toHaveText('議事');
  await expectNoAxeViolations(page);
  await found.click();
  await expect(row(page, name)).toHaveAttribute('aria-selected', 'true');

  await search.getByRole('searchbox', { name: '名前で検索' }).fill('存在しない名前');
  await expect(
    page.getByText('「存在しない名前」を名前に含む項目はありません。', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a 2-character Korean query finds its file; axe-clean in Korean', async ({ page, signIn }) => {
  await signIn('alice', '/ko/');
  const name = `0-회의록_${stamp}.txt`;
  await uploadFiles(page, '폴더 작업', '업로드', name);
  const search = searchBox(page, '파일 검색');
  await search.getByRole('searchbox', { name: '이름으로 검색' }).fill('회의');
  await expect(page.getByRole('heading', { level: 1, name: '“회의” 검색 결과' })).toBeVisible();
  const found = results(page, '검색 결과').getByRole('option', { name: new RegExp(name) });
  await expect(found).toContainText('내 박스');
  await expectNoAxeViolations(page);
});

test('the field and the results fit a 360 px phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn();
  const search = searchBox(page);
  const field = search.getByRole('searchbox', { name: 'Search by name' });
  await expect(field).toBeVisible();
  const box = await search.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
  expect(box?.width ?? 0).toBeGreaterThan(240);
  await field.fill('invoice');
  await field.press('Enter');
  const first = results(page).getByRole('option').first();
  await expect(first).toBeVisible();
  const item = await first.boundingBox();
  expect((item?.x ?? 0) + (item?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});
