// A change in a long folder keeps the list where it was (requirements X3): after a delete and its
// Undo the list is loaded again, and it stays scrolled where it was, the next entry takes the
// deleted one's place, and the keyboard stays in the list on that place; the Undo hands the focus
// back to the list with the entry put back selected; no placeholder row is drawn in between. A
// sort keeps the rows shown until the new order comes, then shows it from the top in the same list.
// Entries selected far from the view stay selected through a refresh (their page is loaded again),
// and so does a Shift range over pages never shown (400 entries, its ends found again; the folder
// growing to 401 under a view at its end brings a page the refresh asks for too).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fileDrop, fileList, longFolder, longFolderEntry, row } from './app-fixtures.ts';
import { holdRequests } from './held-requests.ts';

// Seventy entries are made through the API before each story.
test.describe.configure({ timeout: 90_000 });

const ENTRIES = 70;
const name = longFolderEntry;

/**
 * A new folder of 70 entries (two pages of 50), shown scrolled to entry 57, which is clicked; the
 * list is watched from then on (`watched`).
 */
async function longFolderAt57(page: Page) {
  await longFolder(page, ENTRIES);

  const scroller = page.locator('.fx-scroll');
  await scroller.evaluate((box) => {
    box.scrollTop = 52 * 52;
  });
  const target = row(page, name(57));
  await expect(target).toBeVisible();
  await target.click();
  const top = await scroller.evaluate((box) => box.scrollTop);
  const place = (await target.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(2_000);
  await watchList(page);
  return { scroller, target, top, place };
}

/** The list has the focus, and the keyboard's place (its active descendant) is `entry`. */
async function expectKeyboardOn(page: Page, entry: Locator): Promise<void> {
  await expect(fileList(page)).toBeFocused();
  await expect(fileList(page)).toHaveAttribute(
    'aria-activedescendant',
    (await entry.getAttribute('id')) ?? '',
  );
}

/** Starts counting placeholder rows drawn in the list, and marks the list element. */
async function watchList(page: Page): Promise<void> {
  await fileList(page).evaluate((grid) => {
    const w = window as unknown as { __grid: Element; __placeholders: number };
    w.__grid = grid;
    w.__placeholders = 0;
    new MutationObserver(() => {
      w.__placeholders += document.querySelectorAll('.fx-row--loading, .fx-tile--loading').length;
    }).observe(grid, { childList: true, subtree: true, attributes: true });
  });
}

/** Whether the list is the element marked, and how many placeholder rows were drawn since. */
function watched(page: Page): Promise<{ same: boolean; placeholders: number }> {
  return fileList(page).evaluate((grid) => {
    const w = window as unknown as { __grid: Element; __placeholders: number };
    return { same: w.__grid === grid, placeholders: w.__placeholders };
  });
}

test('a delete and its Undo in a long folder keep the list scrolled where it was and the keyboard on its place; the Undo selects the entry put back', async ({
  page,
  signIn,
}) => {
  await signIn();
  // The rows shown stay until the list loaded again can be drawn: no placeholder row between.
  const { scroller, target, top, place } = await longFolderAt57(page);

  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete 1 item?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${String(ENTRIES - 1)} items`)).toBeVisible();
  await expect(target).toHaveCount(0);
  const next = row(page, name(58));
  await expect(next).toBeVisible();
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(top);
  expect((await next.boundingBox())?.y).toBe(place);
  // The keyboard is still in the list, on the deleted entry's place: now the next entry.
  await expectKeyboardOn(page, next);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${String(ENTRIES)} items`)).toBeVisible();
  await expect(target).toBeVisible();
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(top);
  expect((await target.boundingBox())?.y).toBe(place);
  // The Undo hands the focus back to the list, the entry put back selected and the keyboard on
  // it; the next entry below.
  await expectKeyboardOn(page, target);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(next).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(next).toHaveAttribute('aria-selected', 'true');
  expect(await watched(page)).toEqual({ same: true, placeholders: 0 });
});

test('a sort keeps the rows until the new order comes, then shows it from the top in the same list', async ({
  page,
  signIn,
}) => {
  await signIn();
  // The same list element all along (not a new one), and no placeholder row ever drawn.
  const { scroller, target, top, place } = await longFolderAt57(page);
  // The new order's answer waits until the old rows have been looked at.
  const answer = await holdRequests(page, '**/app/explorer/lists/**');

  const byName = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
  await byName.click();
  await expect(page).toHaveURL(/[?&]sort=name-desc(&|$)/);
  await expect(fileList(page)).toHaveAttribute('aria-busy', 'true');
  // Waiting: the old order where it was, what was selected still selected; dimmed after a while.
  await expect(fileList(page).locator('.fx-body')).toHaveCSS('opacity', '0.55');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  expect((await target.boundingBox())?.y).toBe(place);
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(top);

  answer();
  await expect(fileList(page).getByRole('row').nth(1)).toContainText(name(ENTRIES - 1));
  await expect(fileList(page)).not.toHaveAttribute('aria-busy');
  await expect(fileList(page).locator('.fx-body')).toHaveCSS('opacity', '1');
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(0);
  await expect(fileList(page).locator('[aria-selected="true"]')).toHaveCount(0);
  expect(await watched(page)).toEqual({ same: true, placeholders: 0 });
  // The sort's button keeps the focus; from the list, the keyboard starts at the new top.
  await expect(byName).toBeFocused();
  await fileList(page).focus();
  await page.keyboard.press('Space');
  await expect(row(page, name(ENTRIES - 1))).toHaveAttribute('aria-selected', 'true');
});

test('entries selected far from the view stay selected through a refresh (a file dropped)', async ({
  page,
  signIn,
}) => {
  await signIn();
  // 160 entries: four pages of 50; 60 and 61 (the second page) selected, then the view at the end.
  await longFolder(page, 160);
  const scroller = page.locator('.fx-scroll');
  await scroller.evaluate((box) => {
    box.scrollTop = 55 * 52;
  });
  await row(page, name(60)).click();
  await row(page, name(61)).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByText('2 selected')).toBeVisible();
  await scroller.evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await expect(row(page, name(159))).toBeVisible();

  // With entries selected the toolbar holds their actions: the file is dropped on the list.
  const drop = await fileDrop(page, 'late.txt', 'late');
  await page.locator('.fx-area').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByText('161 items')).toBeVisible();
  await expect(page.getByText('2 selected')).toBeVisible();
  await scroller.evaluate((box) => {
    box.scrollTop = 55 * 52;
  });
  await expect(row(page, name(60))).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, name(61))).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, name(62))).toHaveAttribute('aria-selected', 'false');
});

test('a Shift range over pages never shown stays whole through a refresh', async ({
  page,
  signIn,
}) => {
  await signIn();
  // 400 entries: eight pages of 50. From the second entry, Shift+End selects to the last; the
  // pages between the top and the end (150–299) are never loaded.
  await longFolder(page, 400);
  await row(page, name(1)).click();
  await page.keyboard.press('Shift+End');
  await expect(page.getByText('399 selected')).toBeVisible();
  await expect(row(page, name(399))).toBeVisible();

  const drop = await fileDrop(page, 'late.txt', 'late');
  await page.locator('.fx-area').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByText('401 items')).toBeVisible();
  await expect(row(page, 'late.txt')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('399 selected')).toBeVisible();
  const scroller = page.locator('.fx-scroll');
  await scroller.evaluate((box) => {
    box.scrollTop = 200 * 52;
  });
  await expect(row(page, name(200))).toHaveAttribute('aria-selected', 'true');
  await scroller.evaluate((box) => {
    box.scrollTop = 0;
  });
  await expect(row(page, name(1))).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, name(0))).toHaveAttribute('aria-selected', 'false');
});
