import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type Outbox } from './fixtures.ts';
import { DEMO_PASSWORD } from '../server/seed.ts';

// The user menu's trusted browsers (requirements X45, security K55): the browsers that skip the
// one-time code, listed with this one marked, removed one by one or all at once — and a removed
// browser is asked for a code again. Its own account (tess), since signing in elsewhere ends the
// other session (requirements L17).

const ADDRESS = 'tess@demo-mail.example';

// One account: the stories take turns; each signs in with a code two or three times.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Types tess's IDs and password on the login form and submits it. */
async function fillSignIn(page: Page): Promise<void> {
  await page.locator('input[autocomplete="organization"]').fill('demo-mail');
  await page.locator('input[autocomplete="username"]').fill('tess');
  const password = page.locator('input[type="password"]');
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
}

/** Signs tess in on a new browser with an e-mail code and trusts it; returns its page. */
async function trustNewBrowser(browser: Browser, outbox: Outbox, lang = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const before = (await outbox.messages(ADDRESS))[0]?.code ?? '';
  await page.goto(`${lang}/login`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await fillSignIn(page);
  const code = page.locator('input[autocomplete="one-time-code"]');
  await code.fill(await outbox.code(ADDRESS, before));
  await code.press('Enter');
  const trust = page.getByRole('button', {
    name: lang === '/ja' ? '信頼する' : 'Trusted',
    exact: true,
  });
  // The session this sign-in ended elsewhere is said first (requirements L17).
  const ended = page.getByRole('alertdialog');
  await expect(trust.or(ended).first()).toBeVisible();
  if (await ended.isVisible()) await ended.getByRole('button', { name: 'OK' }).click();
  await trust.click();
  await page.waitForURL(/\/(ja\/)?(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

async function openList(page: Page, menu: RegExp, item: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('button', { name: item }).click();
}

test('lists trusted browsers, removes one, and the removed one is asked for a code again', async ({
  browser,
  outbox,
}) => {
  const first = await trustNewBrowser(browser, outbox);
  const second = await trustNewBrowser(browser, outbox);

  await openList(second, /^Account menu for /, 'Trusted browsers');
  const dialog = second.getByRole('dialog', { name: 'Trusted browsers' });
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This browser');
  await expect(rows.first()).toContainText(/^Chrome \d+ on \w+/);
  await expect(rows.first()).toContainText('Not used since it was trusted');
  await expect(rows.nth(1)).not.toContainText('This browser');
  await expectNoAxeViolations(second);

  // Remove the first browser: the list keeps this one, and the first is asked for a code again.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(second.getByText('1 browser removed.', { exact: false })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This browser');

  await first.goto('/login');
  await expect(first.locator('astro-island[ssr]')).toHaveCount(0);
  await fillSignIn(first);
  await expect(first.getByRole('heading', { name: '2-Step Verification' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('removes every trusted browser at once, in Japanese', async ({ browser, outbox }) => {
  await trustNewBrowser(browser, outbox, '/ja').then((page) => page.context().close());
  const page = await trustNewBrowser(browser, outbox, '/ja');
  await openList(page, /のアカウントメニュー$/, '信頼済みのブラウザー');
  const dialog = page.getByRole('dialog', { name: '信頼済みのブラウザー' });
  await expect(dialog.getByRole('listitem').first()).toContainText('このブラウザー');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'すべて削除' }).click();
  await expect(
    dialog.getByText('信頼済みのブラウザーはありません。', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});
