import type { Page } from '@playwright/test';
import { appCall, fileList, row } from './app-fixtures.ts';
import { installFakeShell, sendFromShell, sentOfType, shellSent } from './fake-shell.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The desktop-shell bridge (requirements H1–H3) with a fake WebView2 shell, as priv. priv's
// sessions are shared with other stories, so these run one by one.
test.describe.configure({ mode: 'serial' });

/** Opens the Shared Box's "All Levels Demo" folder and returns its node. */
async function openLevelsDemo(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Storage areas' })
    .getByRole('link', { name: 'Shared Box' })
    .click();
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await expect(row(page, 'handbook.pdf')).toBeVisible();
  return new URL(page.url()).searchParams.get('node') ?? '';
}

/** Counts the folder-list calls the page makes from now on. */
function countListCalls(page: Page): { readonly count: () => number } {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/app/explorer/lists/')) calls += 1;
  });
  return { count: () => calls };
}

test('messages are sent on folder change and download', async ({ page, signIn }) => {
  await installFakeShell(page);
  await signIn('priv');
  const node = await openLevelsDemo(page);
  await expect
    .poll(async () => (await sentOfType(page, 'NotifyChangeDir')).at(-1)?.payload)
    .toEqual(expect.objectContaining({ node, name: 'All Levels Demo' }));
  const [change] = (await sentOfType(page, 'NotifyChangeDir')).slice(-1);
  expect(change?.payload['dir_seq']).toMatch(/^\d+$/);
  expect(change?.payload['path']).toMatch(/All Levels Demo$/);

  let browserDownloads = 0;
  page.on('download', () => (browserDownloads += 1));
  await row(page, 'handbook.pdf').click();
  await page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name: 'Download', exact: true })
    .click();
  await expect.poll(async () => (await sentOfType(page, 'Download')).length).toBe(1);
  const [download] = await sentOfType(page, 'Download');
  expect(download?.payload['file_name']).toBe('handbook.pdf');
  expect(download?.payload['url']).toMatch(/^https?:\/\//);
  expect(browserDownloads).toBe(0);
  await expectNoAxeViolations(page);
});

test('an incoming RefreshItem refreshes the list', async ({ page, signIn }) => {
  await installFakeShell(page);
  await signIn('priv');
  const node = await openLevelsDemo(page);
  // A folder made behind the app's back (as the shell's sync would) shows only after a refresh.
  const name = `Shell sync ${String(Date.now())}`;
  const made = await appCall(page, '/folder/add/', { form: { node, name } });
  expect(made['success']).toBe(true);
  await expect(row(page, name)).toHaveCount(0);
  await sendFromShell(page, { type: 'RefreshItem', payload: { node } });
  await expect(row(page, name)).toBeVisible();

  // Back and forward come from the shell's own buttons.
  await sendFromShell(page, { type: 'HandleHistory', payload: { action: 'back' } });
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Box' })).toBeVisible();
  await sendFromShell(page, { type: 'HandleHistory', payload: { action: 'forward' } });
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();

  // A request for the current copy/move state is answered with the folder and the selection.
  await row(page, 'handbook.pdf').click();
  await sendFromShell(page, { type: 'GetCurrentCopyMoveInfo', payload: { requestId: 'q-1' } });
  await expect
    .poll(async () => (await sentOfType(page, 'GetCurrentCopyMoveInfo')).at(-1)?.payload)
    .toEqual(expect.objectContaining({ requestId: 'q-1', mode: 'none', node }));
});

test('junk messages change nothing', async ({ page, signIn }) => {
  await installFakeShell(page);
  await signIn('priv');
  const node = await openLevelsDemo(page);
  await row(page, 'handbook.pdf').click();
  const rowsBefore = await fileList(page).getByRole('row').count();
  const sentBefore = await shellSent(page);
  const urlBefore = page.url();
  const lists = countListCalls(page);
  const junk: unknown[] = [
    { type: 'FormatDisk', payload: {} },
    `{"type":"RefreshItem","payload":{"node":"${node}","__proto__":{"polluted":true}}}`,
    `{"type":"RefreshItem","payload":{"node":"${node}"},"x":"${'a'.repeat(1024 * 1024)}"}`,
    { type: 'RefreshItem', payload: { node: '../etc' } },
    { type: 'Download', payload: { url: 'https://evil.example/x', file_name: 'x' } },
    'null',
    null,
    42,
    [{ type: 'RefreshItem', payload: { node } }],
  ];
  for (const data of junk) await sendFromShell(page, data);
  await page.waitForTimeout(300);
  expect(lists.count()).toBe(0);
  expect(await shellSent(page)).toEqual(sentBefore);
  expect(page.url()).toBe(urlBefore);
  expect(await fileList(page).getByRole('row').count()).toBe(rowsBefore);
  await expect(row(page, 'handbook.pdf')).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => (({}) as Record<string, unknown>)['polluted'])).toBeUndefined();
});

test('in a plain browser nothing is sent and nothing breaks', async ({ page, signIn }) => {
  await signIn('priv');
  await openLevelsDemo(page);
  expect(
    await page.evaluate(
      () => typeof (window as { chrome?: { webview?: unknown } }).chrome?.webview,
    ),
  ).toBe('undefined');
  await row(page, 'handbook.pdf').click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('toolbar', { name: 'Actions for the selection' })
    .getByRole('button', { name: 'Download', exact: true })
    .click();
  expect((await download).suggestedFilename()).toBe('handbook.pdf');
});

test('the app-mode agreement page sizes its window, agrees through the shell and closes', async ({
  page,
}) => {
  await installFakeShell(page);
  await page.goto('/login/gdpr');
  await expect.poll(async () => (await shellSent(page)).map((m) => m.type)).toEqual(['SetSize']);
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect
    .poll(async () => (await shellSent(page)).map((m) => m.type))
    .toEqual(['SetSize', 'GdprAgree', 'Close']);
});
