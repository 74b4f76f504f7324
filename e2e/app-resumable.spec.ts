// Resumable uploads (requirements X33): a large file goes up on tus with per-byte progress in its
// upload row; it pauses and resumes from the bytes the server has; a page reload mid-upload and
// the same file picked again continue where it stopped (tus-js-client's stored upload address),
// the panel naming the unfinished file meanwhile. Several files go two at a time, each with its bar;
// a connection lost halfway is retried from the server's offset without the user.
// The network is throttled with the browser's own upload throttling so the file takes seconds.
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page, Request, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ownFolder, row } from './app-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const MB = 1024 * 1024;

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network throttling). */
async function throttle(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** A file of `size` bytes on disk (a stable modification time: the same file after a reload). */
function bigFile(testInfo: TestInfo, name: string, size: number): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, Buffer.alloc(size, 0x61));
  return file;
}

async function pick(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click();
  await (await chooser).setFiles(file);
}

/** The Upload-Offset of every tus PATCH the page sends. */
function patchOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && request.url().includes('/v2/files/resumable/'))
      offsets.push(Number(request.headers()['upload-offset'] ?? -1));
  });
  return offsets;
}

test('a large upload shows its bytes, pauses and resumes from where the server is', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  await ownFolder(page, `Resumable ${String(Date.now())}`);
  const offsets = patchOffsets(page);
  const cdp = await throttle(page, 1 * MB);
  await pick(page, bigFile(testInfo, 'big-upload.bin', 6 * MB));
  const uploads = page.getByRole('region', { name: 'Uploads' });
  const bar = uploads.getByRole('progressbar', { name: 'big-upload.bin' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(uploads.getByText(/ of 6\.0 MB \(\d+%\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  await uploads.getByRole('button', { name: 'Pause big-upload.bin' }).click();
  await expect(uploads.getByText(/^Paused · /)).toBeVisible();
  // (A progress event already on its way when the request was aborted may still land.)
  await page.waitForTimeout(300);
  const pausedAt = Number(await bar.getAttribute('value'));
  await page.waitForTimeout(1_000);
  expect(Number(await bar.getAttribute('value'))).toBe(pausedAt);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await uploads.getByRole('button', { name: 'Resume big-upload.bin' }).click();
  await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(row(page, 'big-upload.bin')).toContainText('6.0 MB');
  // The resumed PATCH started past the bytes sent before the pause.
  expect(offsets[0]).toBe(0);
  expect(offsets.at(-1)).toBeGreaterThan(0);
  // The user menu shows the company's storage against its quota (requirements X34).
  await page.getByRole('button', { name: /^Account menu for / }).click();
  // A size never breaks from its unit: the space in "5.0 GB" is a no-break one.
  await expect(page.getByText(/^Storage: .+ of 5\.0\sGB used$/)).toBeVisible();
});

test('an upload interrupted by a reload continues when the same file is picked again', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  const folder = await ownFolder(page, `Reload ${String(Date.now())}`);
  const file = bigFile(testInfo, 'reload-upload.bin', 6 * MB);
  await throttle(page, 1 * MB);
  await pick(page, file);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  const bar = uploads.getByRole('progressbar', { name: 'reload-upload.bin' });
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(MB);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
  // The panel remembers the unfinished file and says how to continue it.
  await expect(uploads.getByText('reload-upload.bin')).toBeVisible();
  await expect(uploads.getByText(/^Not finished \(6\.0 MB\)\. Upload the same file/)).toBeVisible();
  await expectNoAxeViolations(page);
  const offsets = patchOffsets(page);
  await pick(page, file);
  await expect(uploads.getByText(/^Not finished/)).toHaveCount(0);
  await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'reload-upload.bin')).toContainText('6.0 MB');
  // One file, not a copy: the upload continued from the server's offset.
  expect(offsets[0]).toBeGreaterThan(0);
  await expect(row(page, 'reload-upload (2).bin')).toHaveCount(0);
});

test('several files go up side by side, each with its own progress', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  await ownFolder(page, `Parallel ${String(Date.now())}`);
  await throttle(page, 1 * MB);
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Folder actions' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click();
  await (
    await chooser
  ).setFiles([
    bigFile(testInfo, 'first.bin', 2 * MB),
    bigFile(testInfo, 'second.bin', 2 * MB),
    bigFile(testInfo, 'third.bin', 1024),
  ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  // Two at a time: both large files show their own bar while the third waits.
  await expect(uploads.getByRole('progressbar', { name: 'first.bin' })).toBeVisible();
  await expect(uploads.getByRole('progressbar', { name: 'second.bin' })).toBeVisible();
  await expect(uploads.getByText('Waiting')).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toHaveCount(3, { timeout: 30_000 });
  for (const name of ['first.bin', 'second.bin', 'third.bin'])
    await expect(row(page, name)).toBeVisible();
});

test('a connection lost mid-upload is retried from the server offset by itself', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  await ownFolder(page, `Network loss ${String(Date.now())}`);
  const offsets = patchOffsets(page);
  // The first PATCH loses its connection after half its bytes reached the server.
  let cut = false;
  await page.route('**/v2/files/resumable/*', async (route) => {
    const request = route.request();
    if (cut || request.method() !== 'PATCH') {
      await route.continue();
      return;
    }
    cut = true;
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const half = await page.request.fetch(request.url(), {
      method: 'PATCH',
      headers: request.headers(),
      data: body.subarray(0, body.length / 2),
    });
    expect(half.status()).toBe(204);
    await route.abort('connectionreset');
  });
  await pick(page, bigFile(testInfo, 'lossy.bin', 4 * MB));
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'lossy.bin')).toContainText('4.0 MB');
  // The retry asked where the server was and sent only the rest.
  expect(offsets).toEqual([0, 2 * MB]);
});
