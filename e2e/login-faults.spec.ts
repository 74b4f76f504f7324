import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { resourcesOf } from './locale-text.ts';

// The login page when things go wrong: faults of the real server (X-Fault), answers of the spec's
// error catalogue played by page.route, double submits and a lost connection. No story here
// signs anyone in, so they never disturb the accounts of other stories.

async function visit(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// Wrong passwords are throttled per (account, address) after 5 in a row (security K31): each test
// signs in as its own unknown user, so the file's failures never add up on one name.
const typedUser = (): string => `nobody-${test.info().testId.slice(-8)}`;

async function fillForm(page: Page, user = typedUser()): Promise<void> {
  await page.getByLabel('Company ID').fill('demo');
  await page.getByLabel('User ID').fill(user);
  await page.getByLabel('Password', { exact: true }).fill('typed password');
}

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

/** Sends every login request to the real server with an X-Fault header. */
async function withFault(page: Page, fault: string): Promise<void> {
  await page.route('**/login/proceed/', (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': fault } }),
  );
}

/** Answers every login request with a body of our choosing. */
async function answerLogin(page: Page, body: unknown, status = 200): Promise<void> {
  await page.route('**/login/proceed/', (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

const FAULTS: [string, string, string][] = [
  ['a 500', 'status=500', 'The service is not available right now. Please try again in a moment.'],
  ['a 503', 'status=503', 'The service is not available right now. Please try again in a moment.'],
  ['a garbage body', 'garbage', "The server's answer could not be read. Please try again."],
  ['a truncated body', 'truncate', "The server's answer could not be read. Please try again."],
  [
    'a reset connection',
    'reset',
    'Could not reach the server. Check your connection and try again.',
  ],
];

for (const [name, fault, message] of FAULTS) {
  test(`${name} on login shows a message and loses nothing typed`, async ({ page }) => {
    await visit(page);
    await withFault(page, fault);
    await fillForm(page);
    await loginButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel('User ID')).toHaveValue(typedUser());
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed password');
    await expect(loginButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
    // The form is still usable: without the fault the same form reaches the server.
    await page.unroute('**/login/proceed/');
    await loginButton(page).click();
    await expect(page.getByRole('alertdialog')).toContainText('incorrect');
  });
}

test('a slow answer keeps the button busy, then shows the answer', async ({ page }) => {
  await visit(page);
  await withFault(page, 'delay=1500');
  await fillForm(page);
  await loginButton(page).click();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('alertdialog')).toContainText('incorrect');
  await expect(loginButton(page)).not.toHaveAttribute('aria-busy', 'true');
});

test('the Login button sends one request on a double click', async ({ page }) => {
  await visit(page);
  let requests = 0;
  await page.route('**/login/proceed/', (route: Route) => {
    requests += 1;
    return route.continue({ headers: { ...route.request().headers(), 'x-fault': 'delay=2000' } });
  });
  await fillForm(page);
  await loginButton(page).dblclick();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('incorrect');
  expect(requests).toBe(1);
});

test('offline blocks submitting with a visible message', async ({ page, context }) => {
  await visit(page);
  await fillForm(page);
  await context.setOffline(true);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You are offline. Check your connection and try again.' }),
  ).toBeVisible();
  await expect(loginButton(page)).toBeDisabled();
  await context.setOffline(false);
  await expect(loginButton(page)).toBeEnabled();
  await expect(page.getByLabel('User ID')).toHaveValue(typedUser());
});

test('result_code 4001 alerts that the login screen expired, then reloads', async ({ page }) => {
  await visit(page, '/login?redirect_url=%2Ffiles');
  await answerLogin(page, { success: false, result_code: '4001', all: 'expired' });
  await fillForm(page);
  await loginButton(page).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'Login was blocked because the security session on the login screen expired (1 hour). Please log in again.',
  );
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login\?redirect_url=%2Ffiles$/);
});

test('an HTTP 403 on login is logged, then the login page reloads', async ({ page }) => {
  await visit(page);
  const logged = page.waitForRequest('**/app/log/errors');
  await answerLogin(page, { success: false }, 403);
  await fillForm(page);
  await loginButton(page).click();
  expect((await logged).postData()).toContain('CSRF');
  await page.waitForURL(/\/login$/);
});

test('a back end without our GET /csrf still receives the login, without the header (security K25)', async ({
  page,
  context,
}) => {
  await visit(page);
  await context.clearCookies({ name: 'csrf_token' });
  await page.route('**/csrf', (route: Route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  const sent = page.waitForRequest('**/login/proceed/');
  await answerLogin(page, { success: false, result_code: 'x', all: 'Checked by the back end' });
  await fillForm(page);
  await loginButton(page).click();
  expect((await sent).headers()['x-csrf-token']).toBeUndefined();
  await expect(page.getByRole('alertdialog')).toContainText('Checked by the back end');
});

test('a hostile server message is shown as text', async ({ page }) => {
  const payload = '<img src=x onerror="window.__x=1">"><svg onload=alert(1)>';
  await visit(page);
  await answerLogin(page, { success: false, result_code: 'x', all: payload });
  await fillForm(page);
  await loginButton(page).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.locator('p').last()).toHaveText(payload);
  expect(await page.evaluate(() => (window as { __x?: unknown }).__x)).toBeUndefined();
});

/** A LoginOTP answer for an e-mail-only company (otpCode 10). */
const EMAIL_OTP = {
  success: false,
  all: 'LoginOTP',
  result_code: '10',
  result: { phone: '', email: 'e***@demo.example', recent_otp_type: 'none' },
};

test('counts down, says when time is up, and resends a code', async ({ page }) => {
  await visit(page);
  await answerLogin(page, EMAIL_OTP);
  let sent = 0;
  await page.route('**/otp/request/', (route: Route) => {
    sent += 1;
    const seconds = sent === 1 ? 2 : 120;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        result_code: '00',
        phone: '',
        otp_expire: Date.now() + seconds * 1000,
        expdate: new Date(Date.now() + seconds * 1000).toISOString(),
        otp_expire_seconds: seconds,
      }),
    });
  });
  await fillForm(page);
  await loginButton(page).click();
  await expect(page.getByRole('timer')).toContainText('00:0');
  await expect(page.getByText('Deadline time to input has been exceeded.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Verification code has been regenerated.' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/0[12]:\d\d/);
  expect(sent).toBe(2);
});

test('waits to resend while the code sent is valid, showing how long, then offers it', async ({
  page,
}) => {
  await visit(page);
  await answerLogin(page, EMAIL_OTP);
  let sent = 0;
  await page.route('**/otp/request/', (route: Route) => {
    sent += 1;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        phone: '',
        otp_expire: Date.now() + 3000,
        expdate: new Date(Date.now() + 3000).toISOString(),
        otp_expire_seconds: 3,
      }),
    });
  });
  await fillForm(page);
  await loginButton(page).click();
  const waiting = page.getByRole('button', { name: /^Resend in 00:0[1-3]$/ });
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  // A click while it waits sends nothing (force: Playwright itself waits for enabled buttons).
  await waiting.click({ force: true });
  await page.waitForTimeout(200);
  expect(sent).toBe(1);
  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
  await resend.click();
  await expect.poll(() => sent).toBe(2);
});

test('continues to the redirect when SSO comes back', async ({ page }) => {
  await page.goto('/login?sso_azure=1&redirect_url=%2Ffiles');
  await page.waitForURL(/\/files/);
});

// The sign-in machine's code loads at the first key or click in the form, not with the page
// (issue 17). When it cannot load, Login says so in the page's language and stays usable.
for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ja', prefix: '/ja' },
  { locale: 'ko', prefix: '/ko' },
] as const) {
  test(`${locale}: a sign-in machine that cannot load is a network problem, and Login tries again`, async ({
    page,
  }) => {
    const text = resourcesOf(locale);
    const machine = '**/_astro/machine.*.js';
    let machineRequests = 0;
    await page.route(machine, (route: Route) => {
      machineRequests += 1;
      return route.abort('connectionreset');
    });
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/login/proceed/')) {
        logins.push(request.url());
      }
    });
    await visit(page, `${prefix}/login`);
    await page.waitForLoadState('networkidle');
    expect(machineRequests, 'nothing of the machine loads before the visitor acts').toBe(0);

    await page.getByLabel(text['login.companyId'] ?? '').fill('demo');
    await page.getByLabel(text['login.userId'] ?? '').fill(typedUser());
    await page.getByLabel(text['login.password'] ?? '', { exact: true }).fill('typed password');
    const login = page.getByRole('button', { name: text['login.submit'] ?? '', exact: true });
    await login.click();
    await expect(
      page.getByRole('alert').filter({ hasText: text['login.error.network'] ?? '' }),
    ).toBeVisible();
    await expect(login).not.toHaveAttribute('aria-busy', 'true');
    expect(machineRequests).toBeGreaterThan(0);
    expect(logins).toEqual([]);

    await page.unroute(machine);
    await login.click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(logins).toHaveLength(1);
  });
}
