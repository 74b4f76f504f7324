import { DEMO_PASSWORD } from '../server/seed.ts';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { resourcesOf } from './locale-text.ts';

// Usable from the first paint (decision 011): the login island's script is held back, the
// visitor types and presses Login on the server-rendered form, and once the script arrives the
// island keeps what was typed and signs in — with exactly one login request.

const LANGUAGES = [
  { locale: 'en', prefix: '' },
  { locale: 'ja', prefix: '/ja' },
  { locale: 'ko', prefix: '/ko' },
] as const;

for (const { locale, prefix } of LANGUAGES) {
  test(`${locale}: typing and Login before hydration are carried out once the island is ready`, async ({
    page,
  }) => {
    const text = resourcesOf(locale);
    // Hold the island's own chunk until released.
    const release = await holdRequests(page, '**/_astro/LoginPage.*.js');
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/login/proceed/')) {
        logins.push(request.postData() ?? '');
      }
    });

    await page.goto(`${prefix}/login`, { waitUntil: 'domcontentloaded' });
    const island = page.locator('astro-island[ssr]');
    await page.getByLabel(text['login.companyId'] ?? '').fill('demo-blocked');
    await page.getByLabel(text['login.userId'] ?? '').fill('bob');
    await page.getByLabel(text['login.password'] ?? '', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: text['login.submit'] ?? '', exact: true }).click();
    // Still the server-rendered form: the press is held, nothing was sent, nothing navigated.
    await expect(island).toHaveCount(1);
    await expect(page.locator('form.login-form[data-early-submit]')).toHaveCount(1);
    expect(logins).toEqual([]);

    release();
    await page.waitForURL(/\/blocked\/?$/);
    expect(logins).toHaveLength(1);
    expect(logins[0]).toContain('demo-blocked');
    expect(logins[0]).toContain('bob');
  });
}
