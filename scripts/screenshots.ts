// Screenshots of pages in every language, desktop and 360 px, light and dark, for a person
// to look at. Usage: node scripts/screenshots.ts [baseURL] [route ...]  → screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LOCALES, localePath } from '../src/lib/i18n/locales.ts';

const [baseURL = 'http://localhost:4321', ...routes] = process.argv.slice(2);
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
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
    for (const route of routes.length > 0 ? routes : ['/login']) {
      for (const locale of LOCALES) {
        const [path = '/', query = ''] = route.split('?');
        await page.goto(`${baseURL}${localePath(path, locale)}${query ? `?${query}` : ''}`);
        await page.waitForLoadState('networkidle');
        const name = `${path.replace(/\W+/g, '_') || 'root'}-${locale}-${size.name}-${scheme}.png`;
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(`${outDir}/${name}`);
      }
    }
    await context.close();
  }
}
await browser.close();
