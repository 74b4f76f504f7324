import { chooseLanguage, expect, expectNoAxeViolations, test } from './fixtures.ts';
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
  await chooseLanguage(page, '日本語');
  await expect(page).toHaveURL(/\/ja\/blocked\/?\?from=test&x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('navigation', { name: '言語' })).toBeVisible();
  await chooseLanguage(page, '한국어');
  await expect(page).toHaveURL(/\/ko\/blocked\/?\?from=test&x=1$/);
  await expect(page.getByRole('navigation', { name: '언어' })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/blocked\/?\?from=test&x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// Decision 025: the switcher shows the page's language and opens its list on demand, so the
// other languages' names (another script, another font) are not laid out before the first paint.
for (const [locale, own, label] of [
  ['en', 'English', 'Language'],
  ['ja', '日本語', '言語'],
  ['ko', '한국어', '언어'],
] as const) {
  test(`the ${locale} switcher opens and closes as a menu does`, async ({ page }) => {
    await page.goto(localePath('/blocked', locale));
    const nav = page.getByRole('navigation', { name: label });
    const button = nav.locator('summary');
    await expect(button).toHaveText(new RegExp(`${own}$`));
    await expect(nav.getByRole('link')).toHaveCount(0);
    // The keyboard opens it; Escape closes it and leaves the focus on its button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link')).toHaveCount(3);
    await expect(nav.getByRole('link', { name: own })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(button).toBeFocused();
    // A click elsewhere closes it, and so does the focus leaving it.
    await button.click();
    await expect(nav.getByRole('link')).toHaveCount(3);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link')).toHaveCount(0);
    await button.click();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link').first()).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link')).toHaveCount(0);
  });
}

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
