import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
const base = 'http://localhost:4440';
const out = 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const names = { en: 'English', ja: '日本語', ko: '한국어' } as const;
const headings = { en: '2-Step Verification', ja: '2段階認証', ko: '2단계 인증' } as const;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [{ n: 'desktop', w: 1280, h: 860 }, { n: 'mobile', w: 360, h: 760 }]) {
    const context = await browser.newContext({ viewport: { width: size.w, height: size.h }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Company ID').fill('demo-mail');
    await page.getByLabel('User ID').fill('emma');
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: headings.en }).waitFor();
    await page.getByLabel('Verification code').fill('123');
    for (const locale of ['ja', 'ko', 'en'] as const) {
      await page.getByRole('link', { name: names[locale] }).click();
      await page.getByRole('heading', { name: headings[locale] }).waitFor();
      await page.waitForTimeout(300);
      const file = `${out}/switched-otp-${locale}-${size.n}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
