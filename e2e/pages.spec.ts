import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ROUTES } from '../src/lib/routes.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

// Every static page in every language: served, in its language, titled, and accessible.
// The app shell at `/` needs a session; its own stories cover it signed in.
const PUBLIC = ROUTES.filter((route) => route !== '/');

for (const locale of LOCALES) {
  for (const route of PUBLIC) {
    const path = localePath(route, locale);
    test(`${path} is served in ${locale}, titled and accessible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/\S+ \| \S+/);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test('the language switcher keeps the page and its query', async ({ page }) => {
  await page.goto('/blocked?from=test&x=1');
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page).toHaveURL(/\/ja\/blocked\/?\?from=test&x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page
    .getByRole('navigation', { name: '言語' })
    .getByRole('link', { name: '한국어' })
    .click();
  await expect(page).toHaveURL(/\/ko\/blocked\/?\?from=test&x=1$/);
  await page
    .getByRole('navigation', { name: '언어' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/blocked\/?\?from=test&x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every page links its other languages with hreflang', async ({ page }) => {
  await page.goto('/ko/restricted');
  const alternates = page.locator('link[rel="alternate"]');
  await expect(alternates).toHaveCount(4);
  await expect(page.locator('link[hreflang="ja"]')).toHaveAttribute('href', '/ja/restricted');
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', '/restricted');
});

test('Japanese and Korean pages show Japanese and Korean', async ({ page }) => {
  await page.goto('/ja/blocked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アクセスが拒否されました');
  await page.goto('/ko/blocked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('접근이 거부되었습니다');
});

test('an unknown path shows the login page of its language', async ({ page }) => {
  const response = await page.goto('/ja/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('form')).toBeVisible();
});

// Decision 023: the logo is written into the page as an element, not an image to decode.
test('the default logo is part of the page, not an image to decode', async ({ page }) => {
  await page.goto('/blocked');
  await expect(page.locator('.site-header svg[data-brand-logo]')).toBeVisible();
  await expect(page.locator('.site-header img')).toHaveCount(0);
});
