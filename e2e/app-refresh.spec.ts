// A change in a long folder keeps the list where it was (requirements X3): after a delete and its
// Undo the list is loaded again, and it stays scrolled where it was, the next entry takes the
// deleted one's place, and the keyboard stays in the list on that place (the toast's Undo hands
// the focus back to the list).
import { expect, test } from './fixtures.ts';
import { appCall, fileList, ownFolder, row } from './app-fixtures.ts';

const ENTRIES = 70;
const name = (i: number): string => `entry-${String(i).padStart(3, '0')}`;

test('a delete and its Undo in a long folder keep the list scrolled where it was, and the keyboard on its place', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const folder = await ownFolder(page, `Keep place ${String(Date.now())}`);
  const node = new URL(page.url()).searchParams.get('node') ?? '';
  // Two pages of entries (50 a page): the deleted one is on the second.
  for (let from = 0; from < ENTRIES; from += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        appCall(page, '/folder/add/', { form: { node, name: name(from + k) } }),
      ),
    );
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  await expect(page.getByText(`${String(ENTRIES)} items`)).toBeVisible();

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
  await expect(fileList(page)).toBeFocused();
  await expect(fileList(page)).toHaveAttribute(
    'aria-activedescendant',
    (await next.getAttribute('id')) ?? '',
  );

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${String(ENTRIES)} items`)).toBeVisible();
  await expect(target).toBeVisible();
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(top);
  expect((await target.boundingBox())?.y).toBe(place);
  // The Undo hands the focus back to the list, and the keyboard goes on from that place.
  await expect(fileList(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, name(58))).toHaveAttribute('aria-selected', 'true');
});
