import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed.ts';
import { expect } from './fixtures.ts';

// Signing in for the app stories: the real login call (POST /login/proceed/ with the CSRF
// cookie and header) made through the page's own request context, so the browser gets the
// access_token cookie exactly as after the login form.

/** Signs a demo account in and opens the app at `path`; resolves once the folder list shows. */
export async function signIn(
  page: Page,
  userId = 'alice',
  path = '/',
  company = 'demo',
): Promise<void> {
  const csrf = await page.request.get('/csrf');
  expect(csrf.ok()).toBe(true);
  const { csrf_token: token } = (await csrf.json()) as { csrf_token: string };
  const response = await page.request.post('/login/proceed/', {
    form: { company_code: company, id: userId, password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': token },
  });
  const body = (await response.json()) as { success: boolean };
  expect(body.success, `sign-in of ${userId}`).toBe(true);
  await page.goto(path);
  // The shell appears once the profile is in; a loaded machine may take a while.
  await page.locator('.fx-main').waitFor({ timeout: 20_000 });
}

/** The file list of the app. */
export function fileList(page: Page) {
  return page.getByRole('grid', { name: /^(Contents of|.+ の内容|.+의 내용)/ });
}

/** A row of the list by the entry's name. */
export function row(page: Page, name: string) {
  return fileList(page).getByRole('row').filter({ hasText: name }).first();
}
