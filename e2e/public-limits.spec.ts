// The public upload page, continued (requirements X39): while files are sent, a progress bar
// with values says the bytes and files sent (axe-clean); per-address limits (security K47): when
// the server answers `too_many_requests`, the upload page says until when to wait, in en, ja and
// ko, and offers to try again; the password step of a link says the same. The server's counting
// is tested in server/files/address-limits.test.ts; here the answers are given by routes, so the
// stories never use up the address's real allowance.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const TOKEN = 'ThrottledToken_abcdefgh';

async function throttle(page: Page, path: string, times = 1): Promise<void> {
  let left = times;
  await page.route(`**${path}`, async (route) => {
    if (left <= 0) {
      await route.fallback();
      return;
    }
    left -= 1;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        result_code: 'too_many_requests',
        all: 'Too many attempts from your network. Try again later.',
        retry_at: Date.now() + 10 * 60_000,
      }),
    });
  });
}

for (const [lang, title, retry] of [
  ['en', 'Too many attempts from your network', 'Try again'],
  ['ja', 'お使いのネットワークからの試行が多すぎます', null],
  ['ko', '사용 중인 네트워크에서 시도가 너무 많습니다', null],
] as const) {
  test(`${lang}: the upload page says the network must wait, and tries again`, async ({ page }) => {
    await throttle(page, '/v2/request/open');
    await page.goto(`${lang === 'en' ? '' : `/${lang}`}/upload#${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoAxeViolations(page);
    if (retry !== null) {
      // The second try reaches the server, which does not know the token.
      await page.getByRole('button', { name: retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    }
  });
}

test('the password step of a link says the network must wait', async ({ page }) => {
  await page.route('**/v2/share/open', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, needs_password: true, item: null }),
    }),
  );
  await throttle(page, '/v2/share/unlock');
  await page.goto(`/link#${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is protected');
  await page.getByLabel('Password', { exact: true }).fill('guess');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(
    page.getByText(/Too many attempts from your network\. Try again after/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the upload page shows the bytes sent as a progress bar with values', async ({ page }) => {
  await page.route('**/v2/request/open', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        needs_password: false,
        request: { requested_by: 'Alice Example', expires_at: Date.now() + 86_400_000 },
      }),
    }),
  );
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v2/request/upload', async (route) => {
    await held;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        received: [{ name: 'big.bin', size: 200_000, ok: true }],
      }),
    });
  });
  await page.goto(`/upload#${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send files');
  await page
    .getByLabel('Choose files')
    .setInputFiles([
      { name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(200_000) },
    ]);
  const bar = page.getByRole('progressbar', { name: 'Sending files' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^[\d.]+ [KMG]?B of 195\.3 KB \(\d+%\) · /);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('status')).toHaveText('1 file arrived.');
  await expect(bar).toBeHidden();
});
