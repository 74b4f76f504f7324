// Per-address limits on the public link pages (security K47; requirements X39): when the server
// answers `too_many_requests`, the upload page says until when to wait, in en, ja and ko, and
// offers to try again; the password step of a link says the same. The server's counting is
// tested in server/files/address-limits.test.ts; here the answer is given by a route, so the
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
