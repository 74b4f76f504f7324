// The CSRF bootstrap of a statically served page (decision 006): when the page has no csrf_token
// cookie yet, ask our `GET /csrf` for one. The call is ours, not the spec's, so it never blocks the
// call that needs it (security K25): a back end without it, or one that fails, leaves the next
// call to go without the header, and that back end judges it.
import type { ApiClient } from './client.ts';
import { csrfToken } from './contract/auth.ts';
import { getCookie } from '../cookies/cookies.ts';
import { COOKIE } from '../cookies/names.ts';

/** Fetches a CSRF cookie when the page has none; never throws. */
export async function ensureCsrfCookie(client: ApiClient, cookies: () => string): Promise<void> {
  if (getCookie(cookies(), COOKIE.csrfToken) !== null) return;
  try {
    await client.call(csrfToken, {}, { onFailure: 'silent', retries: 1 });
  } catch {
    // Not offered or failed: the next call goes without the header (see above).
  }
}
