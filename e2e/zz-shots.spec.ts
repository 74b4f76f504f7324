import { test } from './fixtures.ts';
import { row } from './app-fixtures.ts';

for (const [path, width, scheme, who] of [
  ['/', 1280, 'light', 'members'],
  ['/ja/', 360, 'dark', 'members'],
  ['/ko/', 1280, 'dark', 'invite'],
  ['/', 360, 'light', 'invite'],
] as const) {
  test(`shot ${path} ${width} ${scheme} ${who}`, async ({ browser, signIn }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
    const page = await context.newPage();
    await signIn('alice', path, page);
    await page.locator('.fx-sidebar a, nav a').filter({ hasText: /Shared Box|共有ボックス|공유 박스/ }).first().click();
    await row(page, 'Design Reviews').dblclick();
    await page.waitForTimeout(800);
    const label = who === 'members' ? /^(Members|メンバー|멤버)$/ : /^(Guest Invitation|ゲスト招待|게스트 초대)$/;
    const button = page.getByRole('button', { name: label });
    if ((await button.count()) === 0) {
      await page.getByRole('button', { name: /More|その他|더 보기/ }).first().click();
      await page.getByRole('menuitem', { name: label }).click();
    } else await button.first().click();
    await page.waitForTimeout(1000);
    if (who === 'members') {
      await page.getByRole('searchbox').fill('a');
      await page.waitForTimeout(800);
    }
    await page.screenshot({ path: `/tmp/shot-${who}-${String(width)}-${scheme}.png`, fullPage: false });
  });
}
