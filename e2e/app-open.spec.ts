// Opening a file never fails silently: a file that cannot be previewed says why, and offers
// Download where the user may download it.
import { expect, test } from './fixtures.ts';
import { doubleClickEntry, openEntry } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('double-clicking a locked file says why it does not open', async ({ page, signIn }) => {
  await signIn();
  await doubleClickEntry(page, 'contract.pdf');
  const note = page.getByRole('status').filter({
    hasText: 'This locked file does not allow you to preview.',
  });
  await expect(note).toBeVisible();
  await expect(note.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'contract.pdf' })).toHaveCount(0);
});

test('double-clicking a file over 30 MB says why and offers Download', async ({ page, signIn }) => {
  await signIn();
  await doubleClickEntry(page, 'Large log.txt');
  const note = page.getByRole('status').filter({
    hasText: 'Files larger than 30 MB cannot be previewed.',
  });
  await expect(note).toBeVisible();
  const download = page.waitForEvent('download');
  await note.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Large log.txt');
  await expect(note).toBeHidden();
});

test('double-clicking a Japanese page file that cannot be previewed says why in Japanese', async ({
  page,
  signIn,
}) => {
  await signIn('alice', '/ja/');
  await doubleClickEntry(page, 'contract.pdf');
  await expect(page.getByRole('status').filter({ hasText: /ロック/ })).toBeVisible();
});

test('the session-ended alert wins over the viewer', async ({ page, signIn }) => {
  await signIn();
  await page.route('**/doc/convert', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ json: { success: false, result_code: '01', all: '' } });
  });
  await page.route('**/v1/onlyoffice/upload-cache**', async (route) => {
    await route.fulfill({ json: { success: true, data: '' } });
  });
  await doubleClickEntry(page, 'Quarterly report.docx');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Quarterly report.docx' })).toHaveCount(0);
  await expect(page.getByText(/could not be prepared/i)).toHaveCount(0);
  // Clicked for real (no force): nothing covers the alert's button.
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the viewer offers Download where the user may download, and not otherwise', async ({
  page,
  signIn,
}) => {
  await signIn();
  await doubleClickEntry(page, 'Welcome.txt');
  const viewer = page.getByRole('dialog', { name: 'Welcome.txt' });
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Welcome.txt');
  await page.keyboard.press('Escape');

  await signIn('previewer', '/');
  await page.getByRole('link', { name: 'Shared Box' }).click();
  await openEntry(page, 'All Levels Demo');
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await openEntry(page, 'sunrise.png');
  const image = page.getByRole('dialog', { name: 'sunrise.png' });
  await expect(image).toBeVisible();
  // The image has a box once its bytes are decoded: under a full run's load that can take longer.
  await expect(image.getByRole('img', { name: 'sunrise.png' })).toBeVisible({ timeout: 15_000 });
  await expect(image.getByRole('button', { name: 'Download' })).toHaveCount(0);
  // Focus (and its ring) sits on the close button, not around the whole dialog.
  await expect(image.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('an image whose bytes do not arrive says so in the viewer, in Korean too', async ({
  page,
  signIn,
}) => {
  await signIn('previewer', '/ko/');
  // The connection drops while the image's bytes are on their way.
  await page.route('**/blob/preview?*', (route) => route.abort('connectionreset'));
  await page.getByRole('link', { name: '공유 박스' }).click();
  await openEntry(page, 'All Levels Demo');
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await openEntry(page, 'sunrise.png');
  const viewer = page.getByRole('dialog', { name: 'sunrise.png' });
  await expect(viewer.getByRole('alert')).toHaveText(
    '이미지를 표시할 수 없습니다. 미리보기를 닫고 다시 시도해 주세요.',
  );
  await expect(viewer.getByRole('img')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: '닫기' })).toBeFocused();
});
