import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, openRowMenu, row } from './app-fixtures.ts';

// The details panel (requirements X20): what it shows of a file and a folder, the level and where
// it comes from, the keys that open and close it, and the phone's bottom sheet.
test.describe.configure({ mode: 'serial' });

function panel(page: Page, name: string | RegExp = 'Details') {
  return page.getByRole('complementary', { name });
}

function value(page: Page, label: string) {
  return panel(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('alice sees the details of a file and a folder, and the panel follows the selection', async ({
  page,
  signIn,
}) => {
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();

  // A folder from the toolbar (its More menu on a wide screen: the toolbar stays on one line).
  await row(page, 'Invoices').click();
  await page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name: 'More actions' })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Details' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Details' })).toBeFocused();
  await expect(value(page, 'Kind')).toHaveText('Folder');
  await expect(value(page, 'Size')).toHaveText('—');
  await expect(value(page, 'Location')).toHaveText('My Box / Invoices');
  await expect(value(page, 'Your access level')).toHaveText('Master');
  await expect(panel(page).getByTestId('details-sources')).toContainText(
    'as the owner of this box',
  );
  await expect(value(page, 'Modified')).toHaveText(/\d{4}/);
  await expect(value(page, 'Created')).toHaveText(/\d{4}/);
  await expectNoAxeViolations(page);

  // Escape closes it and gives the list the focus back.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(fileList(page)).toBeFocused();

  // A file, by the I key; the panel then follows the selection.
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await row(page, 'invoice-2026-01.pdf').click();
  await page.keyboard.press('i');
  await expect(value(page, 'Kind')).toHaveText('File');
  await expect(value(page, 'Size')).toHaveText(/\d+(\.\d)? (B|KB|MB)/);
  await expect(value(page, 'Location')).toHaveText('My Box / Invoices / invoice-2026-01.pdf');
  await expect(value(page, 'Uploaded by')).not.toHaveText('—');
  await expect(
    panel(page)
      .getByRole('listitem')
      .filter({ hasText: /^Delete File$/ }),
  ).toHaveCount(1);
  await row(page, 'invoices.csv').click();
  await expect(panel(page).locator('.fx-details__name')).toHaveText('invoices.csv');
  await panel(page).getByRole('button', { name: 'Close details' }).click();
  await expect(panel(page)).toHaveCount(0);

  // Alt+Enter and the row menu open it too.
  await fileList(page).focus();
  await page.keyboard.press('Alt+Enter');
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close details' }).click();
  await expect(panel(page)).toHaveCount(0);
  await openRowMenu(page, 'invoices.csv');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Details' }).click();
  await expect(panel(page)).toBeVisible();
});

test('a previewer sees their level and that Uploader comes through the Design Team group', async ({
  page,
  signIn,
}) => {
  await signIn('previewer');
  await page.getByRole('link', { name: 'Shared Box' }).click();
  await row(page, 'Design Reviews').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Design Reviews' })).toBeVisible();
  await row(page, 'mosaic.png').click();
  await page.keyboard.press('i');
  await expect(value(page, 'Your access level')).toHaveText('Previewer');
  const sources = panel(page).getByTestId('details-sources');
  await expect(sources).toContainText('Previewer given to you on “Design Reviews”');
  await expect(sources).toContainText(
    'Uploader through the group “Design Team” on “Design Reviews”',
  );
  const allowed = panel(page).locator('.fx-details__fns');
  await expect(allowed).toContainText('Preview');
  await expect(allowed).toContainText('Upload');
  await expect(allowed).not.toContainText('Delete File');
  await expectNoAxeViolations(page);
});

test('Japanese: the panel is translated and axe-clean', async ({ page, signIn }) => {
  await signIn('alice', '/ja/');
  await row(page, 'Invoices').click();
  await fileList(page).focus();
  await page.keyboard.press('i');
  const ja = panel(page, '詳細');
  await expect(ja).toBeVisible();
  await expect(ja.locator('dt', { hasText: '種類' })).toBeVisible();
  await expect(ja.getByTestId('details-level')).toHaveText('Master');
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the panel is a bottom sheet that fits the screen', async ({ page, signIn }) => {
    await signIn();
    await row(page, 'Invoices').click();
    await fileList(page).focus();
    await page.keyboard.press('i');
    await expect(panel(page)).toBeVisible();
    await expect(value(page, 'Location')).toHaveText('My Box / Invoices');
    const box = await panel(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(740, 0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
  });
});
