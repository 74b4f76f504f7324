// Organising the list (requirements X22, X21, X24): alice filters a folder by a tag from the chips
// above the list and sees tag chips and the lock icon in list rows and grid tiles, which fit at
// 360 px; she schedules a file's deletion (the date in the row and the details panel), and the
// server's sweep, run as if the day had come, moves it to the trash. The dialog is axe-clean in
// English, Japanese and Korean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row, runFromRowMenu, uploadFiles } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function addTag(page: Page, name: string, tag: string) {
  await runFromRowMenu(page, name, /^Tags/);
  const dialog = page.getByRole('dialog', { name: `Tags of ${name}` });
  await dialog.getByRole('combobox', { name: 'Add a tag' }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Whether an element lies inside another horizontally (nothing spills out of the row). */
async function inside(page: Page, inner: string, outer: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const i = document.querySelector(a)?.getBoundingClientRect();
      const o = document.querySelector(b)?.getBoundingClientRect();
      return i !== undefined && o !== undefined && i.left >= o.left && i.right <= o.right + 0.5;
    },
    [inner, outer] as const,
  );
}

test('filters the folder by a tag; chips and the lock show in rows and tiles, also at 360 px', async ({
  page,
  signIn,
}) => {
  const stamp = String(Date.now());
  const tagged = `filter-a-${stamp}.txt`;
  const other = `filter-b-${stamp}.txt`;
  const tag = `Sort ${stamp}`;
  await signIn();
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', [tagged, other]);
  await addTag(page, tagged, tag);

  // The filter offers the new tag at once; pressing it lists only the tagged file.
  const filter = page.getByRole('group', { name: 'Filter by tag' });
  const chip = filter.getByRole('button', { name: tag });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]tag=Sort/);
  await expect(row(page, tagged)).toBeVisible();
  await expect(fileList(page).getByRole('row').filter({ hasText: other })).toHaveCount(0);
  await expect(fileList(page).getByRole('row').filter({ hasText: 'Invoices' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The filter lives in the address: a reload keeps it; Show all lists everything again.
  await page.reload();
  await expect(filter.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'true');
  await expect(fileList(page).getByRole('row').filter({ hasText: other })).toHaveCount(0);
  await filter.getByRole('button', { name: 'Show all' }).click();
  await expect(row(page, other)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]tag=/);

  // Lock the tagged file: the row shows the chip and the lock; the grid tile too.
  await runFromRowMenu(page, tagged, 'Lock');
  await expect(row(page, tagged).locator('.fx-badge')).toBeVisible();
  await expect(row(page, tagged).getByRole('button', { name: tag })).toBeVisible();
  await page
    .getByRole('group', { name: 'View' })
    .getByRole('button', { name: 'Thumbnails' })
    .click();
  const tile = fileList(page).getByRole('gridcell').filter({ hasText: tagged });
  await expect(tile.locator('.fx-badge')).toBeVisible();
  await expect(tile.getByRole('button', { name: tag })).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();

  // At 360 px the row keeps its name readable and nothing spills out of it.
  await page.setViewportSize({ width: 360, height: 740 });
  const line = row(page, tagged);
  await expect(line.getByRole('button', { name: tag })).toBeVisible();
  const id = await line.getAttribute('id');
  const name = await line.locator('.fx-name').boundingBox();
  expect(name?.width ?? 0).toBeGreaterThanOrEqual(40);
  expect(await inside(page, `[id="${id}"] .fx-badge`, `[id="${id}"]`)).toBe(true);
  expect(await inside(page, `[id="${id}"] .fx-cell--name`, `[id="${id}"]`)).toBe(true);
  await expect(filter).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await runFromRowMenu(page, tagged, 'Unlock');
});

test('schedules a deletion, shows the date, and the sweep moves the file to the trash', async ({
  page,
  signIn,
}) => {
  const stamp = String(Date.now());
  const file = `scheduled-${stamp}.txt`;
  await signIn();
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await uploadFiles(page, 'Folder actions', 'Upload', file);

  await runFromRowMenu(page, file, 'Delete on schedule…');
  const dialog = page.getByRole('dialog', { name: `Delete “${file}” on schedule` });
  const date = dialog.getByLabel('Deletion date');
  await expect(date).toBeFocused();
  await expectNoAxeViolations(page);
  // A past day is refused with a reason.
  await date.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a date after today.')).toBeVisible();
  const day = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const value = `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await date.fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const badge = row(page, file).locator('[data-schedule]');
  await expect(badge).toHaveAttribute('title', /^Goes to the trash on /);

  // The date comes from the server after a reload, and the details panel shows it.
  await page.reload();
  await expect(row(page, file).locator('[data-schedule]')).toBeVisible();
  await row(page, file).click();
  await page.keyboard.press('Alt+Enter');
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(
    details
      .locator('dt', { hasText: 'Scheduled deletion' })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/\d{4}/);
  await details.getByRole('button', { name: 'Close details' }).click();

  // The server's sweep, run as if the day had come, moves it to the trash.
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const swept = await page.request.get(`/dev/schedule-sweep.json?at=${String(at)}`);
  expect(((await swept.json()) as { files: number }).files).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(row(page, 'invoice-2026-01.pdf')).toBeVisible();
  await expect(fileList(page).getByRole('row').filter({ hasText: file })).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByText(file)).toBeVisible();
});

test('schedules a deletion in Japanese and Korean (axe-clean)', async ({ page, signIn }) => {
  for (const [path, label, title] of [
    ['/ja/', '削除日を設定…', '削除日を設定'],
    ['/ko/', '삭제 예약…', '삭제 예약'],
  ] as const) {
    await signIn('alice', path);
    await row(page, 'Invoices').dblclick();
    await runFromRowMenu(page, 'invoices.csv', label);
    const dialog = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
