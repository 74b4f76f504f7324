import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { UA } from '../src/lib/browser-support/user-agents.ts';

// Stories of the login extras on the real login page: SSO, the in-app reset request, browser
// support routing and the app-start page.

/** Opens a page and waits until every island has hydrated (a click before that does nothing). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

async function openSso(page: Page, path = '/login') {
  await visit(page, path);
  await page
    .getByRole('link', { name: 'SSO Login' })
    .or(page.getByRole('button', { name: 'SSO Login' }))
    .click();
  const dialog = page.getByRole('dialog', { name: 'Check SSO Status' });
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // its code loads on first open
  return dialog;
}

async function openReset(page: Page, path = '/login') {
  await visit(page, path);
  await page
    .getByRole('link', { name: 'Forgot Password' })
    .or(page.getByRole('button', { name: 'Forgot Password' }))
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // its code loads on first open
  return dialog;
}

/** Answers sso/init with a body of our choosing (the server's own answers are checked elsewhere). */
async function answerSsoInit(page: Page, body: unknown): Promise<void> {
  await page.route('**/openapi/sso/init', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('SSO', () => {
  test('signs in through SSO', async ({ page, context, baseURL }) => {
    const dialog = await openSso(page);
    await expectNoAxeViolations(page);
    const ok = dialog.getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo-sso');
    await ok.click();
    await expect(
      dialog.getByText('This company provides SSO through Microsoft Entra ID account.'),
    ).toBeVisible();
    await expect(dialog.getByText('Going to Login page.')).toBeVisible();
    await page.waitForURL(/\/openapi\/sso\/login\?key=/);
    expect(new URL(page.url()).origin).toBe(baseURL);
    await page.getByRole('button', { name: /Sam Sso/ }).click();
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/openapi/') && !url.pathname.startsWith('/login'),
    );
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toContain('access_token');
  });

  test('waits 1.5 seconds on "Going to Login page." before leaving', async ({ page }) => {
    let answeredAt = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/openapi/sso/init')) answeredAt = Date.now();
    });
    let leftAt = 0;
    await page.route('**/openapi/sso/login**', (route) => {
      leftAt = Date.now();
      // 204 cancels the navigation: the page stays, so its last state can be checked.
      return route.fulfill({ status: 204 });
    });
    const dialog = await openSso(page);
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo-sso');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const status = dialog.getByRole('status').filter({ hasText: 'Going to Login page.' });
    await expect(status).toBeFocused();
    await expect.poll(() => leftAt, { timeout: 5000 }).toBeGreaterThan(0);
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(1400);
    await expect(status).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown company gets the SSO error and keeps the typed ID', async ({ page }) => {
    const dialog = await openSso(page);
    const input = dialog.getByRole('textbox', { name: 'Company ID' });
    await input.fill('no-such-company');
    await input.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText(
      'SSO is not available for this company ID.',
    );
    await expect(input).toHaveValue('no-such-company');
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolations(page);
  });

  test('sends one request however often the user presses OK or Enter', async ({ page }) => {
    let calls = 0;
    await page.route('**/openapi/sso/init', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, all: 'Nope' }),
      });
    });
    const dialog = await openSso(page);
    const input = dialog.getByRole('textbox', { name: 'Company ID' });
    await input.fill('demo-sso');
    await dialog.getByRole('button', { name: 'OK' }).dblclick();
    await input.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('Nope');
    expect(calls).toBe(1);
  });

  for (const key of ['a&x=1', '../', 'javascript:']) {
    test(`goes only to {api} with exactly one key for the hostile key ${JSON.stringify(key)}`, async ({
      page,
      baseURL,
    }) => {
      await answerSsoInit(page, { success: true, idp_name: 'Evil IdP', key, all: '' });
      const seen: string[] = [];
      await page.route('**/openapi/sso/login**', (route) => {
        seen.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>idp</title>' });
      });
      const dialog = await openSso(page);
      await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo-sso');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/openapi\/sso\/login/);
      expect(seen).toHaveLength(1);
      const url = new URL(seen[0] ?? '');
      expect(url.origin).toBe(baseURL);
      expect(url.pathname).toBe('/openapi/sso/login');
      expect(url.searchParams.getAll('key')).toEqual([key]);
      expect([...url.searchParams.keys()]).toEqual(['key']);
    });
  }

  for (const body of [
    { success: true, idp_name: 'X', key: '', all: '' },
    { success: true, idp_name: 'X', key: null, all: '' },
    '<html>oops</html>',
  ]) {
    test(`shows an error and stays for the answer ${JSON.stringify(body)}`, async ({ page }) => {
      await answerSsoInit(page, body);
      let left = false;
      await page.route('**/openapi/sso/login**', (route) => {
        left = true;
        return route.abort();
      });
      const dialog = await openSso(page);
      const input = dialog.getByRole('textbox', { name: 'Company ID' });
      await input.fill('demo-sso');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await page.waitForTimeout(2000);
      expect(left).toBe(false);
      await expect(input).toHaveValue('demo-sso');
    });
  }

  test('keeps the typed ID when the server fails or the connection drops', async ({ page }) => {
    const dialog = await openSso(page);
    const input = dialog.getByRole('textbox', { name: 'Company ID' });
    await input.fill('demo-sso');
    await page.route('**/openapi/sso/init', (route) => route.fulfill({ status: 503, body: '' }));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot be checked right now');
    await page.unroute('**/openapi/sso/init');
    await page.route('**/openapi/sso/init', (route) => route.abort('connectionreset'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Could not reach the server');
    await expect(input).toHaveValue('demo-sso');
  });
});

test.describe('Reset Password', () => {
  test("shows the spec's messages for empty reset fields", async ({ page }) => {
    const dialog = await openReset(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Comany ID is a required field.')).toBeVisible();
    await expect(dialog.getByText('User ID is a required field.')).toBeVisible();
    await expect(dialog.getByText('Email Address is a required field.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Company ID' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Company ID' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Guest' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Guest ID is a required field.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Guest ID' })).toBeFocused();
  });

  for (const [locale, path, forgot, message] of [
    ['ja', '/ja/login', /忘れ/, '会社IDは必須項目です。'],
    ['ko', '/ko/login', /(찾기|잊)/, '회사 ID는 필수 항목입니다.'],
  ] as const) {
    test(`shows the required-field messages in ${locale} and stays accessible`, async ({
      page,
    }) => {
      await visit(page, path);
      await page
        .getByRole('link', { name: forgot })
        .or(page.getByRole('button', { name: forgot }))
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByText(message)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('requests a password reset as a user and as a guest', async ({ page, outbox }) => {
    let dialog = await openReset(page);
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo');
    await dialog.getByRole('textbox', { name: 'User ID' }).fill('alice');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('alice@demo.example');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Check your e-mail')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openReset(page);
    await dialog.getByRole('radio', { name: 'Guest' }).check();
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo');
    await dialog.getByRole('textbox', { name: 'Guest ID' }).fill('guest');
    await dialog.getByRole('textbox', { name: 'Guest ID' }).press('Enter');
    await expect(dialog.getByText('Check your e-mail')).toBeVisible();

    for (const to of ['alice@demo.example', 'guest@demo.example']) {
      await expect
        .poll(async () => {
          const messages = await outbox.messages(to);
          return messages.some((m) => m.link.includes('/forgotPassword?'));
        })
        .toBe(true);
    }
  });

  test('a failed request shows a toast, stops the loader and keeps the input', async ({ page }) => {
    const dialog = await openReset(page);
    await page.route('**/app/pb/forgotPassword/user', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          result_code: 'rate_limited',
          all: 'Too many <b>requests</b>',
        }),
      }),
    );
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('demo');
    await dialog.getByRole('textbox', { name: 'User ID' }).fill('alice');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('alice@demo.example');
    const send = dialog.getByRole('button', { name: 'Send link' });
    await send.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many <b>requests</b>' }),
    ).toBeVisible();
    await expect(send).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('textbox', { name: 'User ID' })).toHaveValue('alice');
  });
});

test.describe('on a 360 px phone in dark mode', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('both dialogs fit and stay accessible', async ({ page }) => {
    let dialog = await openSso(page);
    await dialog.getByRole('textbox', { name: 'Company ID' }).fill('nobody');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openReset(page);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Comany ID is a required field.')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});

test.describe('browser support', () => {
  for (const [name, userAgent, path, target] of [
    ['Chrome 57', UA.chrome57, '/login', '/restricted'],
    ['Firefox 70', UA.firefox70, '/ja/login', '/ja/restricted'],
  ] as const) {
    test.describe(() => {
      test.use({ userAgent });
      test(`is refused on an old browser (${name})`, async ({ page }) => {
        const logged: string[] = [];
        page.on('request', (r) => {
          if (r.url().endsWith('/app/log/errors'))
            logged.push(new URLSearchParams(r.postData() ?? '').get('message') ?? '');
        });
        await page.goto(path);
        // The check loads at the first interaction (decision 011): a click on the page.
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === target);
        expect(logged.join()).toMatch(/^browser version error: (Chrome 57|Firefox 70)/);
        await page.waitForTimeout(500);
        expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(target);
      });
    });
  }

  test.describe(() => {
    test.use({ userAgent: UA.iphoneIos12 });
    test('an iPhone passes', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});

test('opens the app-start page with a Start button', async ({ page }) => {
  await page.goto('/login?type=sso&app=cloudboxdrive');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the app-start page has its own title and a way back to the web sign-in', async ({ page }) => {
  await page.goto('/ja/login?type=sso&app=cloudboxdrive');
  await expect(page.getByRole('heading', { name: 'アプリを開く' })).toBeVisible();
  await expect(page).toHaveTitle(/^アプリを開く \| /);
  await page.getByRole('link', { name: '代わりにWebでログイン' }).click();
  await page.waitForURL(/\/ja\/login$/);
  await expect(page.getByLabel('会社ID')).toBeVisible();
});

test('the SSO and Reset Password dialogs start with the IDs already typed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Company ID').fill('demo-sso');
  await page.getByLabel('User ID').fill('sam');
  await page.getByRole('button', { name: 'SSO Login' }).click();
  const sso = page.getByRole('dialog', { name: 'Check SSO Status' });
  await expect(sso.getByRole('textbox', { name: 'Company ID' })).toHaveValue('demo-sso');
  await page.keyboard.press('Escape');
  await expect(sso).toBeHidden();
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset.getByRole('textbox', { name: 'Company ID' })).toHaveValue('demo-sso');
  await expect(reset.getByRole('textbox', { name: 'User ID' })).toHaveValue('sam');
});
