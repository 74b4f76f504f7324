// File logs (requirements X29): after an upload, a rename and a download, the log of the file lists
// them newest first; the action filter narrows it; the CSV download carries a byte order mark,
// the language's headers and formula-looking cells neutralised; the Editor is not offered it.
// The details panel's activity part reads the same log. Axe-clean in en, ja and ko.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, openRowMenu, row, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now());
const UPLOADED = `=cmd-${stamp}.txt`;
const RENAMED = `report-${stamp}.txt`;

async function openLevels(page: Page, shared = 'Shared Box'): Promise<void> {
  await page.getByRole('link', { name: shared }).click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
}

async function csvOf(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

test('the log lists upload, rename and download in order, filters, and downloads as CSV', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000); // a long story with an axe check, on a shared machine
  await signIn();
  await openLevels(page);
  await uploadFiles(page, 'Folder actions', 'Upload', UPLOADED);

  await openRowMenu(page, UPLOADED);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'New name' }).fill(RENAMED);
  await page.keyboard.press('Enter');
  await expect(rename).toBeHidden();
  await expect(row(page, RENAMED)).toBeVisible();

  await row(page, RENAMED).click();
  const fileDownload = page.waitForEvent('download');
  await page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name: 'Download', exact: true })
    .click();
  expect((await fileDownload).suggestedFilename()).toBe(RENAMED);

  await openRowMenu(page, RENAMED);
  await page.getByRole('menu').getByRole('menuitem', { name: 'File logs' }).click();
  const view = page.getByRole('dialog', { name: `File logs: ${RENAMED}` });
  const rows = view.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Downloaded');
  await expect(rows.nth(1)).toContainText('Renamed');
  await expect(rows.nth(1)).toContainText(`${UPLOADED} → ${RENAMED}`);
  await expect(rows.nth(2)).toContainText('Uploaded');
  await expect(rows.nth(2)).toContainText(UPLOADED);
  for (let i = 0; i < 3; i += 1) await expect(rows.nth(i)).toContainText('Alice Example');
  await expect(view.getByText('Page 1 of 1 (3 entries)')).toBeVisible();
  await expectNoAxeViolations(page);

  // The CSV of the whole log: BOM, English headers, newest first, formulas neutralised.
  const whole = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download CSV' }).click();
  const download = await whole;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^report-${stamp}\\.txt-logs-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = await csvOf(download);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date and time,User,Action,Kind,Item,Detail');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(`,Alice Example,Downloaded,File,${RENAMED},`);
  expect(lines[2]).toContain(`,Alice Example,Renamed,File,${RENAMED},'${UPLOADED} → ${RENAMED}`);
  expect(lines[3]).toContain(`,Alice Example,Uploaded,File,'${UPLOADED},`);

  // Filtered by action, in the view and in the CSV.
  await view.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Renamed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Renamed');
  const filtered = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download CSV' }).click();
  const filteredLines = (await csvOf(await filtered)).trimEnd().split('\r\n');
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toContain(',Renamed,');
  // A filter that finds nothing says so, with no pager to page through nothing.
  await view.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Unfrozen' });
  await expect(view.getByText('Nothing has been recorded.')).toBeVisible();
  await expect(view.getByRole('navigation', { name: 'Pages of the log' })).toHaveCount(0);
  await view.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Renamed' });
  await expect(view.getByRole('navigation', { name: 'Pages of the log' })).toBeVisible();
  await view.getByRole('button', { name: 'Done' }).click();
  await expect(view).toBeHidden();

  // The details panel's activity part reads the same log.
  await row(page, RENAMED).click();
  await fileList(page).focus();
  await page.keyboard.press('i');
  const activity = page.getByTestId('details-activity');
  await expect(activity.getByRole('listitem')).toHaveCount(3);
  await expect(activity.getByRole('listitem').first()).toContainText('Alice Example: Downloaded');
});

test('a share link made for a file is in its log, in words, and the Shared filter finds it (requirements X38)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  const name = `shared-${stamp}.txt`;
  await signIn();
  await openLevels(page);
  await uploadFiles(page, 'Folder actions', 'Upload', name);
  await openRowMenu(page, name);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Share link…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByLabel('Link address')).toHaveValue(/\/link#/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openRowMenu(page, name);
  await page.getByRole('menu').getByRole('menuitem', { name: 'File logs' }).click();
  const view = page.getByRole('dialog', { name: `File logs: ${name}` });
  const rows = view.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Shared');
  await expect(rows.nth(0)).toContainText('Link created');
  await view.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Shared' });
  await expect(rows).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the Editor is not offered the file logs', async ({ page, signIn }) => {
  await signIn('editor');
  await openLevels(page);
  await openRowMenu(page, RENAMED);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'File logs' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await row(page, RENAMED).click();
  await fileList(page).focus();
  await page.keyboard.press('i');
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toHaveCount(0);
});

for (const [lang, shared, all, title, header, renamed] of [
  [
    'ja',
    '共有ボックス',
    'すべてのファイルログ',
    'ファイルログ',
    '日時,ユーザー,操作,種類,項目,詳細',
    '名前の変更',
  ],
  [
    'ko',
    '공유 박스',
    '전체 파일 로그',
    '파일 로그',
    '일시,사용자,작업,종류,항목,세부 정보',
    '이름 변경',
  ],
] as const) {
  test(`${lang}: the view and its CSV are translated, and axe-clean`, async ({ page, signIn }) => {
    await signIn('alice', `/${lang}/`);
    await openLevels(page, shared);
    await row(page, RENAMED).click();
    await fileList(page).focus();
    await page.keyboard.press('i');
    await page.getByRole('button', { name: all }).click();
    const view = page.getByRole('dialog', { name: `${title}: ${RENAMED}` });
    await expect(view.locator('tbody tr')).toHaveCount(3);
    await expect(view.locator('tbody tr').nth(1)).toContainText(renamed);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: /CSV/ }).click();
    const csv = await csvOf(await download);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(header);
  });
}
