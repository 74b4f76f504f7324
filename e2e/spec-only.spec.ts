// Spec-only mode (requirements C13; issue 13's proof): against a back end that has the spec's
// calls and none of ours, the app still signs in, lists and opens folders with the spec's calls,
// and a feature that rests on a call of ours says plainly that this server does not offer it,
// losing nothing the user typed. Runs in the `spec-only` project only (playwright.config.ts).
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const NOT_OFFERED = {
  en: 'This server does not offer this feature. Ask your administrator.',
  ja: 'このサーバーはこの機能に対応していません。管理者にお問い合わせください。',
};

test('the side bar falls back to My Box and the Shared Box, and folders open with the spec’s calls', async ({
  page,
  signIn,
}) => {
  await signIn();
  const areas = page.getByRole('navigation', { name: 'Storage areas' });
  await expect(areas.getByRole('link', { name: 'My Box' })).toHaveAttribute('aria-current', 'page');
  await expect(areas.getByRole('link', { name: 'Shared Box' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Project Box' })).toHaveCount(0);
  await expect(areas.getByRole('alert')).toHaveCount(0);
  await row(page, 'Invoices').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await areas.getByRole('link', { name: 'Shared Box' }).click();
  await expect(row(page, 'All Levels Demo')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an upload says the server does not offer it and keeps the file to retry', async ({
  page,
  signIn,
}) => {
  await signIn();
  await row(page, 'Invoices').dblclick();
  // The resumable upload (tus, ours) is tried first, then the multipart upload (ours too).
  const tried: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/v2/files/')) tried.push(`${String(response.status())} ${path}`);
  });
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Upload' })
    .click();
  await (
    await chooser
  ).setFiles([{ name: 'kept.txt', mimeType: 'text/plain', buffer: Buffer.from('kept') }]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText(NOT_OFFERED.en)).toBeVisible();
  await expect(uploads.getByRole('button', { name: 'Retry kept.txt' })).toBeVisible();
  expect(tried).toEqual(['404 /v2/files/resumable', '404 /v2/files/upload']);
  await expectNoAxeViolations(page);
});

test('a rename says the server does not offer it, with the new name kept, in Japanese too', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ja/');
  await row(page, 'Invoices').dblclick();
  await row(page, 'invoice-2026-01.pdf').click();
  await page.keyboard.press('F2');
  // On a wide screen F2 renames in the row; the refusal shows beside the field.
  const name = fileList(page).getByRole('textbox');
  await name.fill('renamed.pdf');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: NOT_OFFERED.ja })).toBeVisible();
  await expect(name).toHaveValue('renamed.pdf');
  await expectNoAxeViolations(page);
});
