// Stories of the document viewer, downloads and the permission matrix against the reference server.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row, selectEntries } from './app-fixtures.ts';
import { findItem } from './viewer-fixtures.ts';

/** A button of the selection toolbar. */
function selectionButton(page: Page, name: string | RegExp) {
  return page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name, exact: typeof name === 'string' });
}

/** Opens a folder of the app by its node and waits for a row. */
async function openFolder(page: Page, node: string, name: string): Promise<void> {
  await page.goto(`/?node=${encodeURIComponent(node)}`);
  await expect(row(page, name)).toBeVisible();
}

/** The names of the entries of a zip file (central directory). */
function zipNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let i = bytes.length - 22; i >= 0; i -= 1) {
    if (bytes.readUInt32LE(i) !== 0x06054b50) continue;
    let at = bytes.readUInt32LE(i + 16);
    const count = bytes.readUInt16LE(i + 10);
    for (let n = 0; n < count; n += 1) {
      const nameLength = bytes.readUInt16LE(at + 28);
      const extra = bytes.readUInt16LE(at + 30);
      const comment = bytes.readUInt16LE(at + 32);
      names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength + extra + comment;
    }
    return names;
  }
  return names;
}

// A new sign-in ends the user's earlier session: this file's stories run one after another.
test.describe.configure({ mode: 'default' });

test.describe('the document viewer', () => {
  test('previews an image and a PDF and closes the viewer with the URL restored', async ({
    page,
    signIn,
  }) => {
    await signIn('alice', null);
    const photos = await findItem(page, '1', ['写真']);
    await openFolder(page, photos.node, 'sunrise.png');
    const before = new URL(page.url()).search;

    await row(page, 'sunrise.png').dblclick();
    const viewer = page.getByRole('dialog', { name: 'sunrise.png' });
    const image = viewer.getByRole('img', { name: 'sunrise.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    expect(new URL(page.url()).searchParams.get('preview')).toMatch(/^\d+$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect.poll(() => new URL(page.url()).search).toBe(before);

    const invoices = await findItem(page, '1', ['Invoices']);
    await openFolder(page, invoices.node, 'invoice-2026-01.pdf');
    await row(page, 'invoice-2026-01.pdf').dblclick();
    const pdf = page.getByRole('dialog', { name: 'invoice-2026-01.pdf' });
    await expect(pdf.locator('iframe[title="Preview of invoice-2026-01.pdf"]')).toBeVisible();
    await pdf.getByRole('button', { name: 'Close' }).click();
    await expect(pdf).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.has('preview')).toBe(false);
  });

  test('opens a preview deep link and steps to the next file with the arrow keys', async ({
    page,
    signIn,
  }) => {
    await signIn('alice', null);
    const file = await findItem(page, '1', ['写真', 'mosaic.png']);
    await page.goto(`/?node=${encodeURIComponent(file.node)}&preview=${file.file_seq}`);
    await expect(page.getByRole('dialog', { name: 'mosaic.png' }).getByRole('img')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'sunrise.png' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('node')).toBe(file.node);
  });

  test('ignores a preview parameter that is not digits', async ({ page, signIn }) => {
    await signIn('alice', null);
    await page.goto('/?preview=javascript:alert(1)');
    // My Box shows (whatever other stories left in it), and no viewer opens.
    await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
    await expect(fileList(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows a text file as text and a document after the viewer cache empties', async ({
    page,
    signIn,
  }) => {
    await signIn('alice', null);
    const welcome = await findItem(page, '1', ['Welcome.txt']);
    await page.goto(`/?preview=${welcome.file_seq}`);
    await expect(page.getByRole('dialog', { name: 'Welcome.txt' }).locator('pre')).toContainText(
      'Welcome to your box.',
    );
    const report = await findItem(page, '1', ['Quarterly report.docx']);
    await page.goto(`/?preview=${report.file_seq}`);
    const dialog = page.getByRole('dialog', { name: 'Quarterly report.docx' });
    await expect(
      dialog.getByRole('status').filter({ hasText: /document viewer|Preparing/ }),
    ).toBeVisible();
    await expect(dialog.locator('iframe')).toBeVisible({ timeout: 10_000 });
  });

  test('is refused a locked file', async ({ page, signIn }) => {
    await signIn('alice', null);
    const locked = await findItem(page, '1', ['contract.pdf']);
    await page.goto(`/?preview=${locked.file_seq}`);
    await expect(page.getByText('This locked file does not allow you to preview.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'contract.pdf' })).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.has('preview')).toBe(false);
    await row(page, 'contract.pdf').dblclick();
    await expect(page.getByRole('dialog', { name: 'contract.pdf' })).toHaveCount(0);
  });

  test('shows the file-size screen for a file over 30 MB', async ({ page, signIn }) => {
    await signIn('alice', null);
    const large = await findItem(page, '1', ['Large log.txt']);
    await page.goto(`/?preview=${large.file_seq}`);
    await expect(page.getByRole('dialog', { name: 'Large log.txt' })).toContainText(
      'Files larger than 30 MB cannot be previewed.',
    );
  });
});

test.describe('downloads', () => {
  test('downloads one file', async ({ page, signIn }) => {
    await signIn('alice', null);
    const invoices = await findItem(page, '1', ['Invoices']);
    await openFolder(page, invoices.node, 'invoices.csv');
    await selectEntries(page, 'invoices.csv');
    const download = page.waitForEvent('download');
    await selectionButton(page, 'Download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('invoices.csv');
    const bytes = await readFile(await file.path());
    expect(bytes.toString('utf8')).toBe(
      'number,date,amount,currency\n2026-01,2026-01-15,1250.00,EUR\n2026-02,2026-02-15,1500.00,EUR\n',
    );
  });

  test('downloads several files one by one, a second apart, after asking (requirements D2)', async ({
    page,
    signIn,
  }) => {
    await signIn('alice', null);
    const photos = await findItem(page, '1', ['写真']);
    await openFolder(page, photos.node, 'sunrise.png');
    await selectEntries(page, 'sunrise.png', 'mosaic.png');
    await selectionButton(page, 'Download').click();
    const dialog = page.getByRole('dialog', { name: 'Download 2 files' });
    await expectNoAxeViolations(page);
    const names: string[] = [];
    const times: number[] = [];
    page.on('download', (download) => {
      names.push(download.suggestedFilename());
      times.push(Date.now());
    });
    await dialog.getByRole('button', { name: 'One by one' }).click();
    await expect.poll(() => names.length, { timeout: 10_000 }).toBe(2);
    expect(names.sort()).toEqual(['mosaic.png', 'sunrise.png']);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });

  test('downloads several as a zip', async ({ page, signIn }) => {
    await signIn('alice', null);
    const photos = await findItem(page, '1', ['写真']);
    await openFolder(page, photos.node, 'sunrise.png');
    await selectEntries(page, 'sunrise.png', 'mosaic.png');
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await selectionButton(page, /zip/i).click();
    const file = await download;
    const names = zipNames(await readFile(await file.path()));
    expect(names.sort()).toEqual(['mosaic.png', 'sunrise.png']);
    await expect(page.getByText('The zip file has been created.')).toBeVisible();
  });

  test('sees the workflow dialog as a user who needs approval', async ({ page, signIn }) => {
    await signIn('wf', null);
    await page.goto('/');
    await selectEntries(page, 'invoice-2026-01.pdf');
    await selectionButton(page, 'Download').click();
    const dialog = page.getByRole('dialog', { name: 'Download approval' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Comment (optional)').fill('For the audit');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(/has been sent to .+ for approval/)).toBeVisible();
  });

  test('is refused downloading a locked file', async ({ page, signIn }) => {
    await signIn('alice', null);
    await page.goto('/');
    await selectEntries(page, 'contract.pdf');
    const button = selectionButton(page, 'Download');
    // The toolbar may already disable it; if it does not, the download refuses with the message.
    if (await button.isEnabled()) {
      await button.click();
      await expect(page.getByText('Unable to access file due to file lock.')).toBeVisible();
    }
  });
});

test.describe('the permission matrix', () => {
  test('opens the permission matrix from the help icon', async ({ page, signIn }) => {
    await signIn('alice', null);
    const levels = await findItem(page, '1{2', ['All Levels Demo']);
    await openFolder(page, levels.node, 'handbook.pdf');
    // The help icon beside the folder title (the toolbar has a button of the same name).
    const help = page
      .locator('.perm-help')
      .getByRole('button', { name: 'Permission of Shared User' });
    await help.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Permission of Shared User' });
    await expect(dialog.getByRole('columnheader', { name: 'Previewer+' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'Download on Office' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
  });
});
