// Fault cases of the preview and download calls: every failure shows a message, the app stays
// usable, and nothing throws.
import { expect, test } from './fixtures.ts';
import { row } from './app-fixtures.ts';
import { findItem } from './viewer-fixtures.ts';

// A new sign-in ends the user's earlier session: one user (priv), one story at a time.
test.describe.configure({ mode: 'default' });
const USER = 'priv';
const SHARED = '1{2';

const FAULTS = [
  [
    'a 503',
    {
      status: 503,
      contentType: 'application/json',
      body: '{"success":false,"all":"Service Unavailable"}',
    },
  ],
  ['an HTML answer', { status: 200, contentType: 'text/html', body: '<html>oops</html>' }],
  ['truncated JSON', { status: 200, contentType: 'application/json', body: '{"success":tr' }],
] as const;

test.describe('preview faults', () => {
  for (const [name, reply] of FAULTS) {
    test(`shows a message when the conversion answers ${name}`, async ({ page, signIn }) => {
      await signIn(USER, null);
      const report = await findItem(page, SHARED, ['All Levels Demo', 'handbook.pdf']);
      await page.route('**/doc/convert', (route) => route.fulfill(reply));
      await page.goto(`/?node=${encodeURIComponent(report.node)}&preview=${report.file_seq}`);
      const dialog = page.getByRole('dialog', { name: 'handbook.pdf' });
      await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 10_000 });
      await page.unroute('**/doc/convert');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.locator('iframe')).toBeVisible({ timeout: 10_000 });
    });
  }

  test('shows a message when the connection resets during the cache check', async ({
    page,
    signIn,
  }) => {
    await signIn(USER, null);
    const report = await findItem(page, SHARED, ['All Levels Demo', 'Quarterly report.docx']);
    await page.route('**/v1/onlyoffice/upload-cache**', (route) => route.abort('connectionreset'));
    await page.goto(`/?node=${encodeURIComponent(report.node)}&preview=${report.file_seq}`);
    const dialog = page.getByRole('dialog', { name: 'Quarterly report.docx' });
    await expect(dialog.getByRole('alert')).toContainText(/connection/, { timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('download faults', () => {
  for (const [name, reply] of FAULTS) {
    test(`shows a message when the download link answers ${name}`, async ({ page, signIn }) => {
      await signIn(USER, null);
      await page.route('**/v2/files/download', (route) => route.fulfill(reply));
      const levels = await findItem(page, SHARED, ['All Levels Demo']);
      await page.goto(`/?node=${encodeURIComponent(levels.node)}`);
      await row(page, 'plan.txt').click();
      await page
        .getByRole('toolbar', { name: 'Actions for the selection' })
        .getByRole('button', { name: 'Download', exact: true })
        .click();
      await expect(
        page.getByRole('alert').filter({ hasText: /error|Service Unavailable/ }),
      ).toBeVisible();
      await expect(row(page, 'plan.txt')).toBeVisible();
    });
  }

  test('shows a message when the zip status cannot be read', async ({ page, signIn }) => {
    await signIn(USER, null);
    const levels = await findItem(page, SHARED, ['All Levels Demo']);
    await page.route('**/app/object_task/status/**', (route) => route.abort('connectionreset'));
    await page.goto(`/?node=${encodeURIComponent(levels.node)}`);
    // A folder zips through the same status polling; folders sort first, so its row stays in the
    // list's window whatever files other stories add here.
    await row(page, 'Drafts').click();
    await page
      .getByRole('toolbar', { name: 'Actions for the selection' })
      .getByRole('button', { name: /zip/i })
      .click();
    await expect(page.getByText('The zip file could not be created.')).toBeVisible({
      timeout: 15_000,
    });
  });
});
