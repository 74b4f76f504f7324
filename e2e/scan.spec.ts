// Stories of scanning from a network scanner through the local scanner service — here the
// reference server's simulator of the same contract (/scanner-sim/api/v1), which really uploads
// the pages into the folder. Needs the app's "Scan" action (ScanDialog from src/islands/scan).
import type { Locator, Page } from '@playwright/test';
import { fileList, row } from './app-fixtures.ts';
import { expect, expectNoAxeViolations, test, type SignIn } from './fixtures.ts';
import { workerURL } from './worker-servers.ts';

// The simulator is one per server: these stories switch its mode, so they run one at a time.
test.describe.configure({ mode: 'serial' });

/** Switches the simulator (POST /scanner-sim/control); every open connection is dropped. */
async function simulator(page: Page, mode: string, extra: Record<string, number> = {}) {
  const response = await page.request.post('/scanner-sim/control', { data: { mode, ...extra } });
  expect(response.ok()).toBe(true);
}

/** Signs in, opens my box and the scan dialog (skips while the app has no Scan action). */
async function openScan(page: Page, signIn: SignIn): Promise<Locator> {
  // Yuki's profile says Japanese; these stories read English, chosen explicitly. The cookie is set
  // without opening the login page: once signed in, that page goes on to the app by itself, and
  // its move could abort the story's own navigation (net::ERR_ABORTED in a full run).
  const origin = workerURL(test.info().project.use.baseURL ?? '', test.info().parallelIndex);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: origin }]);
  await signIn('yuki', '/');
  await expect(fileList(page)).toBeVisible();
  const scan = page.getByRole('button', { name: 'Scan', exact: true });
  test.skip((await scan.count()) === 0, 'The app has no Scan action yet');
  await scan.first().click();
  const dialog = page.getByRole('dialog', { name: 'Scan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Connects to the first scanner and names the files `prefix` with no date or time. */
async function prepare(dialog: Locator, prefix: string, format: string): Promise<void> {
  await expect(dialog.getByLabel('Scanner')).toHaveValue('sim-mfp-1');
  await dialog.getByRole('button', { name: 'Use this scanner' }).click();
  await dialog.getByLabel('File format').selectOption(format);
  await dialog.getByLabel('File name prefix').fill(prefix);
  for (const part of ['Year', 'Month', 'Day', 'Hour', 'Minute', 'Second']) {
    await dialog.getByLabel(part, { exact: true }).uncheck();
  }
}

test('scans two pages into the current folder', async ({ page, signIn }) => {
  await simulator(page, 'normal', { pages: 2 });
  const dialog = await openScan(page, signIn);
  await prepare(dialog, 'Minutes-e2e', 'png');
  await expect(dialog.getByRole('status', { name: 'File name preview' })).toHaveText(
    'Minutes-e2e_001.png',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start scan' }).click();
  await expect(dialog.getByText('2 files arrived in')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Minutes-e2e_002.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row(page, 'Minutes-e2e_001.png')).toBeVisible();
  await expect(row(page, 'Minutes-e2e_002.png')).toBeVisible();
});

test('the scanner stays busy until the 600-try limit and the files still arrive', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await simulator(page, 'busy', { pages: 2 });
  await page.clock.install();
  const dialog = await openScan(page, signIn);
  await prepare(dialog, 'Stuck-e2e', 'pdf');
  await dialog.getByRole('button', { name: 'Start scan' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel scan' })).toBeVisible();
  // One status read per second of the page's clock, 600 in all; then cancel, files, disconnect.
  for (let tries = 0; tries < 600; tries += 1) {
    const read = page.waitForResponse((r) => r.url().includes('/scanner-sim/api/v1/scanning/'));
    await page.clock.runFor(1000);
    await read;
  }
  await expect(dialog.getByText(/still busy after 10 minutes/)).toBeVisible();
  await expect(dialog.getByText('Stuck-e2e.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row(page, 'Stuck-e2e.pdf')).toBeVisible();
});

test('the local service is not running', async ({ page, signIn }) => {
  await simulator(page, 'offline');
  const dialog = await openScan(page, signIn);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('API_404');
  await expect(alert).toContainText('Install the scanner service, or start it');
  await expectNoAxeViolations(page);
  await simulator(page, 'normal');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Scanner')).toHaveValue('sim-mfp-1');
});

test('a refused local-network connection shows the same message', async ({ page, signIn }) => {
  await simulator(page, 'normal');
  await page.route('**/scanner-sim/api/v1/**', (route) => route.abort('accessdenied'));
  const dialog = await openScan(page, signIn);
  await expect(dialog.getByRole('alert')).toContainText('API_404');
});
