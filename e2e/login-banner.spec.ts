import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The login page's right-hand banner (requirements L23, L24): the company's page-wide info
// (`GET {api}/openapi/sso/info`) carries it; the page asks only with a known company (here the
// remembered `company_code` cookie), after the first paint; it is hidden under 960 px, and only
// safe http(s) addresses are taken.

const TEXT = {
  en: { region: 'Announcement from your company', alt: 'Announcement' },
  ja: { region: '会社からのお知らせ', alt: 'お知らせ' },
  ko: { region: '회사 공지', alt: '공지' },
} as const;

async function rememberCompany(page: Page, baseURL: string | undefined, code = 'demo') {
  await page.context().addCookies([{ name: 'company_code', value: code, url: baseURL ?? '' }]);
}

/** Answers the company info call with `banner` (or a 404 when null). */
async function answerBanner(page: Page, banner: Record<string, string> | null) {
  await page.route('**/openapi/sso/info?*', (route) =>
    banner === null
      ? route.fulfill({ status: 404, body: 'Not Found' })
      : route.fulfill({
          json: { success: true, use_sso: false, configured_sso: '', allowed_type: 'all', banner },
        }),
  );
}

test('the demo company’s banner shows right of the form, links out, and hides under 960 px', async ({
  page,
  baseURL,
}) => {
  await rememberCompany(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const banner = page.getByRole('region', { name: TEXT.en.region });
  await expect(banner).toBeVisible();
  const link = banner.getByRole('link', { name: TEXT.en.alt });
  await expect(link).toHaveAttribute('href', 'https://www.example.com/cloudbox/news');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const image = banner.getByRole('img', { name: TEXT.en.alt });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  // The form and the language switcher stay usable beside it.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).locator('summary').click();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '日本語' })
    .click({ trial: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 959, height: 800 });
  await expect(banner).toBeHidden();
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(banner).toBeVisible();
});

test('the page is painted without the banner: the static box is empty and hidden', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(/<section[^>]*data-login-banner[^>]*hidden[^>]*>\s*<\/section>/);
});

for (const [lang, text] of Object.entries(TEXT)) {
  test(`[${lang}] a narrow screen never shows the banner`, async ({ page, baseURL }) => {
    await rememberCompany(page, baseURL);
    await page.setViewportSize({ width: 800, height: 900 });
    const asked = page.waitForRequest('**/openapi/sso/info?*');
    await page.goto(lang === 'en' ? '/login' : `/${lang}/login`);
    await asked;
    await expect(page.getByRole('img', { name: text.alt })).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.getByRole('region', { name: text.region })).toBeVisible();
    await expect(page.getByRole('img', { name: text.alt })).toBeVisible();
  });
}

test('an unsafe link is dropped, the image stays', async ({ page, baseURL }) => {
  await rememberCompany(page, baseURL);
  await answerBanner(page, {
    banner_img_url: '/banner/demo-banner.svg',
    background_img_url: 'javascript:alert(1)',
    url: 'javascript:alert(document.cookie)',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const banner = page.getByRole('region', { name: TEXT.en.region });
  await expect(banner.getByRole('img', { name: TEXT.en.alt })).toBeVisible();
  await expect(banner.getByRole('link')).toHaveCount(0);
  await expect(banner.locator('img')).toHaveCount(1);
});

test('an unsafe image, no banner, or a back end without the call shows nothing', async ({
  page,
  baseURL,
}) => {
  await rememberCompany(page, baseURL);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const banner of [
    { banner_img_url: 'javascript:alert(1)', url: 'https://www.example.com/' },
    { url: 'https://www.example.com/' },
    null,
  ]) {
    await page.unrouteAll();
    await answerBanner(page, banner);
    const asked = page.waitForResponse('**/openapi/sso/info?*');
    await page.goto('/login');
    await asked;
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.locator('[data-login-banner]')).toBeHidden();
    await expect(page.locator('[data-login-banner] img')).toHaveCount(0);
  }
});

test('without a known company the page does not ask', async ({ page }) => {
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/openapi/sso/info')) asked += 1;
  });
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  expect(asked).toBe(0);
});
