import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test as base } from './worker-servers.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_PASSWORD } from '../server/seed.ts';

/** What a page did wrong during a test: uncaught errors, CSP violations, "Refused to" lines. */
interface PageProblems {
  errors: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails on any violation, once the page's finite
 * animations have ended: a dialog fading in has not yet its colours, and axe would measure the
 * blend (spinners, which never end, are left running).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Picks a language in the page's switcher (decision 025): opens its list if it is closed, then
 * follows the language's link, as a person does.
 */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  const switcher = page.locator('nav.lang-switcher');
  if (!(await switcher.locator('details').evaluate((d: HTMLDetailsElement) => d.open))) {
    await switcher.locator('summary').click();
  }
  await switcher.getByRole('link', { name, exact: true }).click();
}

/**
 * A valid CSRF token for the page's browser: the login page's HTML sets the cookie when it is
 * missing or stale, as a back end that renders its pages does (so spec-only mode, without our
 * GET /csrf, works too).
 */
async function csrfToken(page: Page): Promise<string> {
  const answer = await page.request.get('/login');
  expect(answer.ok()).toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

/** The login call's answer, as much as the stories read. */
/**
 * Makes the login answer ask for the User Agreement, as a changed agreement would: the demo has
 * no account with it and another flag, and an earlier story may have agreed for `gdpr`.
 */
export async function askAgreement(page: Page): Promise<void> {
  await page.route('**/login/proceed/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, need_gdpr: true } });
  });
}

/** Acknowledges the duplicate-login notice if it comes (an earlier story signed the account in). */
export async function acknowledgeDuplicateLogin(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
}

export type LoginAnswer = Record<string, unknown> & { success: boolean };

/**
 * The real login call (POST /login/proceed/ with the CSRF cookie and header) through the page's
 * own request context, so the browser gets the access_token cookie exactly as after the form.
 */
export async function loginCall(
  page: Page,
  login: { readonly id: string; readonly password?: string; readonly company?: string },
): Promise<LoginAnswer> {
  const response = await page.request.post('/login/proceed/', {
    form: {
      company_code: login.company ?? 'demo',
      id: login.id,
      password: login.password ?? DEMO_PASSWORD,
      device_id: '',
    },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  return (await response.json()) as LoginAnswer;
}

/**
 * The app with its profile in: the shell draws its frame before (busy, no actions, no name) and
 * drops `aria-busy` once the user's name and rights are known.
 */
export const APP_READY = '.fx-app:not([aria-busy]) > .fx-main';

/**
 * Signs a demo account of company `demo` in and opens the app at `path`, resolving once the app
 * is ready (`APP_READY`); with `path` null it only signs in. `on` is another page (another
 * browser) to sign in.
 */
export type SignIn = (userId?: string, path?: string | null, on?: Page) => Promise<void>;

/** One e-mail or text message of the reference server's outbox. */
export interface OutboxMessage {
  readonly to: string;
  readonly body: string;
  readonly link: string;
  readonly code: string;
}

/** The reference server's outbox (test mode), newest message first. */
export interface Outbox {
  /** Every message to an address or phone. */
  messages(to: string): Promise<OutboxMessage[]>;
  /** The link of the newest message to an address: one of the server's own pages. */
  link(to: string): Promise<string>;
  /** The newest code sent to an address or phone (not `after`), waiting for it to arrive. */
  code(to: string, after?: string): Promise<string>;
}

/** The reference server's dev tools and fault switch, used as the page's browser. */
export interface DevTools {
  /** A fresh CSRF token (and cookie) for a call of the story's own. */
  csrf(): Promise<string>;
  /** POSTs a dev call (`/dev/invite`, `/dev/reset-link`, `/dev/blacklist`…) and returns its answer. */
  post(path: string, form?: Record<string, string>): Promise<Record<string, string>>;
  /** Adds the X-Fault header to the calls of one API path until the returned `clear` is called. */
  fault(path: string, value: string): Promise<() => Promise<void>>;
}

function outboxOf(request: APIRequestContext): Outbox {
  const messages = async (to: string): Promise<OutboxMessage[]> => {
    const answer = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
  };
  return {
    messages,
    async link(to) {
      const link = (await messages(to))[0]?.link ?? '';
      expect(link).toMatch(/^http:\/\/localhost:\d+\//);
      return link;
    },
    async code(to, after = '') {
      let code = '';
      await expect(async () => {
        code = (await messages(to))[0]?.code ?? '';
        expect(code).not.toBe('');
        expect(code).not.toBe(after);
      }).toPass({ timeout: 5000 });
      return code;
    },
  };
}

/**
 * The project's `test`: every story also fails when the page throws, logs a CSP refusal or
 * fires a securitypolicyviolation event — so the whole suite guards the CSP. Stories sign in,
 * read the outbox and call the dev tools through the `signIn`, `outbox` and `devTools` fixtures.
 */
export const test = base.extend<{
  problems: PageProblems;
  signIn: SignIn;
  outbox: Outbox;
  devTools: DevTools;
}>({
  signIn: async ({ page }, use) => {
    await use(async (userId = 'alice', path = '/', on = page) => {
      const answer = await loginCall(on, { id: userId });
      expect(answer.success, `sign-in of ${userId}`).toBe(true);
      if (path === null) return;
      await on.goto(path);
      // A loaded machine may take a while.
      await on.locator(APP_READY).waitFor({ timeout: 20_000 });
    });
  },
  outbox: async ({ request }, use) => {
    await use(outboxOf(request));
  },
  devTools: async ({ page }, use) => {
    await use({
      csrf: () => csrfToken(page),
      async post(path, form = {}) {
        const response = await page.request.post(path, {
          form,
          headers: { 'X-CSRF-Token': await csrfToken(page) },
        });
        return (await response.json()) as Record<string, string>;
      },
      async fault(path, value) {
        const pattern = `**${path}`;
        await page.route(pattern, (route) =>
          route.continue({ headers: { ...route.request().headers(), 'x-fault': value } }),
        );
        return () => page.unroute(pattern);
      },
    });
  },
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { errors: [] };
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.text().includes('Refused to')) problems.errors.push(`csp: ${message.text()}`);
      });
      await use(problems);
      for (const p of page.context().pages()) {
        const violations = await p
          .evaluate(() => window.__cspViolations ?? [])
          .catch(() => [] as string[]);
        problems.errors.push(...violations.map((v) => `securitypolicyviolation: ${v}`));
      }
      expect(problems.errors, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Whether the story runs in the spec-only project (requirements C13): against a back end without
 * our calls. A story that rests on one of them is skipped there; `e2e/spec-only.spec.ts` proves
 * what the user sees instead.
 */
export function specOnly(): boolean {
  return test.info().project.name === 'spec-only';
}
