// Screenshots of pages in every language, desktop and 360 px, light and dark, for a person
// to look at. Usage: node scripts/screenshots.ts [baseURL] [route ...]  → screenshots/*.png
// With SIGN_IN=<demo user id> (company `demo`, the README's password) each context signs in first,
// so app routes (`/`, `/?trash=1`, `/?favorites=1`, `/?q=report`) show the signed-in app.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

const [baseURL = 'http://localhost:4321', ...routes] = process.argv.slice(2);
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** Signs a demo user in through the real login call, as the e2e fixtures do. */
async function signIn(page: Page, id: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const answer = await page.request.post(`${baseURL}/login/proceed/`, {
    form: { company_code: 'demo', id, password: 'Demo-pass-2026!', device_id: '' },
    headers: { 'X-CSRF-Token': csrf },
  });
  const body = (await answer.json()) as { success?: boolean };
  if (body.success !== true) throw new Error(`sign-in of ${id} failed`);
}

const sizes = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'mobile', width: 360, height: 760 },
] as const;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    if (process.env.SIGN_IN) await signIn(page, process.env.SIGN_IN);
    for (const route of routes.length > 0 ? routes : ['/login']) {
      for (const locale of LOCALES) {
        const [path = '/', query = ''] = route.split('?');
        await page.goto(`${baseURL}${localePath(path, locale)}${query ? `?${query}` : ''}`);
        await page.waitForLoadState('networkidle');
        const slug = `${path}${query}`.replace(/\W+/g, '_');
        const name = `${slug || 'root'}-${locale}-${size.name}-${scheme}.png`;
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(`${outDir}/${name}`);
      }
    }
    await context.close();
  }
}
await browser.close();
