import { MINUTE } from '../clock.ts';
import { secureCookies, type AppContext } from '../context.ts';
import { parseCookies, serializeCookie } from '../http/cookies.ts';
import { CSRF_COOKIE } from './csrf.ts';

/** A page load renews a token older than this, so a freshly loaded login page never meets 4001. */
export const CSRF_RENEW_AFTER = 5 * MINUTE;

/** A Set-Cookie value carrying a new CSRF token (readable by the page's script, by design). */
export function freshCsrfCookie(app: AppContext): { token: string; cookie: string } {
  const token = app.csrf.issue(app.clock.now());
  return {
    token,
    cookie: serializeCookie(CSRF_COOKIE, token, { sameSite: 'Lax', secure: secureCookies(app) }),
  };
}

/** The caller's valid CSRF token, with a Set-Cookie value when it was missing, invalid or stale. */
export function csrfCookieFor(
  app: AppContext,
  cookieHeader: string | undefined,
): { token: string; cookie: string | null } {
  const current = parseCookies(cookieHeader).get(CSRF_COOKIE);
  const issuedAt = current === undefined ? null : app.csrf.verify(current);
  if (current !== undefined && issuedAt !== null && app.clock.now() - issuedAt < CSRF_RENEW_AFTER) {
    return { token: current, cookie: null };
  }
  return freshCsrfCookie(app);
}
