import { expect, test } from './worker-servers.ts';
import { isEmailLinkRoute, ROUTES } from '../src/lib/routes.ts';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

// Security K8–K10, checked against the served build (what a CDN must also send).
for (const locale of LOCALES) {
  for (const route of ROUTES) {
    const path = localePath(route, locale);
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toContain('no-cache');
      const referrer = isEmailLinkRoute(route) ? 'no-referrer' : 'strict-origin-when-cross-origin';
      expect(headers['referrer-policy']).toBe(referrer);
    });
  }
}

test('hashed assets are cached for a year and compressed', async ({ request }) => {
  // The login island's chunk: big enough to be worth compressing (tiny files are sent as they are).
  const html = await (await request.get('/login')).text();
  const asset = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});

test('a page with and without a trailing slash is the same page', async ({ request }) => {
  const a = await (await request.get('/ja/restricted')).text();
  const b = await (await request.get('/ja/restricted/')).text();
  expect(a).toBe(b);
});

test('another origin cannot frame the login page', async ({ page, baseURL }) => {
  await page.route('http://framer.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}/login"></iframe>` }),
  );
  await page.goto('http://framer.test/');
  const frame = page.frames().find((f) => f.url().includes('/login'));
  const framedForm = frame
    ? await frame
        .locator('form')
        .count()
        .catch(() => 0)
    : 0;
  expect(framedForm).toBe(0);
});

test('an unknown origin gets no CORS permission', async ({ request }) => {
  const response = await request.get('/csrf', { headers: { Origin: 'https://evil.example' } });
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});
