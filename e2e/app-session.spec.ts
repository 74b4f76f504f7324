import type { Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fileList, row } from './app-fixtures.ts';

// The session around the app: idle logout, user types, faults on the folder list, and the app
// in Japanese and Korean. Each story signs in its own demo user: a new sign-in ends the user's
// other sessions, and these stories run in parallel.

test('is signed out after the idle interval of the company', async ({ page, signIn }) => {
  await page.clock.install();
  await signIn('priv');
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
  // The demo company signs out after 30 minutes without a call.
  await page.clock.fastForward('29:59');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toContainText('You will be signed out in 1 second.');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.clock.fastForward('00:02');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('There was no record of use, so the session was terminated.');
  expect(
    (await page.context().cookies()).some((c) => c.name === 'access_token' && c.value !== ''),
  ).toBe(false);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('stays signed in with "Stay signed in"', async ({ page, signIn }) => {
  await page.clock.install();
  await signIn('editor');
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
  await page.clock.fastForward('29:30');
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();
  await page.clock.fastForward('20:00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
});

test('a guest is never offered Guest Invitation, a company user is', async ({
  page,
  browser,
  signIn,
}) => {
  // In a shared folder (My Box is its owner's alone: no guests there).
  await signIn('alice', '/?node=1%7B2');
  await row(page, 'All Levels Demo').dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All Levels Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guest Invitation' })).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signIn('guest', '/', guest);
  await expect(guest.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(fileList(guest).or(guest.getByText('This folder is empty'))).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Guest Invitation' })).toHaveCount(0);
  await guestContext.close();
});

const FAULTS: readonly (readonly [string, string, Parameters<Route['fulfill']>[0], string])[] = [
  [
    'nopreview',
    'a server error',
    { status: 500, json: { success: false } },
    'The server had a problem',
  ],
  [
    'smallmedia',
    'an answer that is not JSON',
    { status: 200, body: '<html>oops</html>', contentType: 'text/html' },
    'could not read',
  ],
];

for (const [user, fault, respond, message] of FAULTS) {
  test(`shows a message and a retry button when the folder list fails with ${fault}`, async ({
    page,
    signIn,
  }) => {
    let fail = true;
    await page.route('**/app/explorer/lists/**', async (route) => {
      if (fail) await route.fulfill(respond);
      else await route.continue();
    });
    await signIn(user);
    const alert = page.getByRole('alert').filter({ hasText: 'The folder could not be loaded' });
    await expect(alert).toContainText(message);
    await expect(page.getByRole('navigation', { name: 'Storage areas' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(row(page, 'Welcome.txt')).toBeVisible();
  });
}

test('shows the skeleton while the folder list is slow, then the folder', async ({
  page,
  signIn,
}) => {
  await page.route('**/app/explorer/lists/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn('wf');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the folder' })).toBeAttached();
  await expect(row(page, 'Welcome.txt')).toBeVisible();
});

test('a folder the user may not open gives a toast and goes home', async ({ page, signIn }) => {
  await signIn('uploader', '/?node=1{2ZZZ');
  await expect(
    page.getByText('No folder.').or(page.getByText('You have no authority.')),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/node=/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Box' })).toBeVisible();
});

for (const [locale, user, home, shared, folder, thumbnails] of [
  ['ja', 'yuki', 'マイボックス', '共有ボックス', 'Marketing', 'サムネイル'],
  ['ko', 'previewerplus', '내 박스', '공유 박스', 'All Levels Demo', '썸네일'],
] as const) {
  test(`works in ${locale}: browse, open a folder, thumbnails, accessible`, async ({
    page,
    signIn,
  }) => {
    await signIn(user, `/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: shared }).click();
    await row(page, folder).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
    await page.getByRole('button', { name: thumbnails }).click();
    await expect(page.getByRole('gridcell').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a signed-in user who opens the login page is taken to the app, in the page’s language', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/ja/login');
  await page.waitForURL(/\/ja\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login?redirect_url=%2F%3Fnode%3D1');
  await page.waitForURL(/\/\?node=1$/);
});

test('a browser whose session has ended stays on the login page, with no alert', async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .context()
    .addCookies([{ name: 'access_token', value: 'stale-token', url: page.url() }]);
  await page.reload();
  await expect(page.getByLabel('Company ID')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/login');
});
