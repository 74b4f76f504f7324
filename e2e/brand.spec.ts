import { expect, test } from './fixtures.ts';

// One static build serves every host; the brand follows the page's host name.
test('the second brand shows its own name and logo on its host', async ({ page, baseURL }) => {
  await page.route('http://files.harbor.example.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.goto('http://files.harbor.example.com/ja/blocked');
  await expect(page.locator('.site-header [data-brand-name]')).toHaveText('Harbor Files');
  await expect(page.locator('.site-header img[data-brand-logo]')).toHaveAttribute(
    'src',
    '/brand/harbor.svg',
  );
  await expect(page).toHaveTitle('アクセスが拒否されました | Harbor Files');
});

test('every other host shows the default brand', async ({ page }) => {
  await page.goto('/blocked');
  await expect(page.locator('.site-header [data-brand-name]')).toHaveText('Cloudbox');
  await expect(page).toHaveTitle('Access denied | Cloudbox');
});
