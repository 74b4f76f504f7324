// The access-token rules (requirements C1, C2): no cookie → logout; a different token than the
// first → home.
import { getCookie } from '../cookies/cookies.ts';
import { COOKIE } from '../cookies/names.ts';

/** What the current cookie says about the session this page started with. */
export type TokenVerdict = 'ok' | 'missing' | 'changed';

/** Compares the token first seen by the page with the one in the cookie now. */
export function tokenVerdict(first: string | null, current: string | null): TokenVerdict {
  if (current === null || current === '') return 'missing';
  if (first !== null && first !== current) return 'changed';
  return 'ok';
}

/** The access token in a `document.cookie` string, or null. */
export function readAccessToken(cookieHeader: string): string | null {
  const value = getCookie(cookieHeader, COOKIE.accessToken);
  return value === null || value === '' ? null : value;
}

/** Watches the cookie: remembers the first token and judges every later reading against it. */
export interface TokenWatch {
  /** The token the page started with (null when it started without one). */
  readonly first: string | null;
  /** Reads the cookie now and returns the verdict. */
  check(): TokenVerdict;
}

/** Starts a watch over a cookie reader (`() => document.cookie` in the browser). */
export function createTokenWatch(readCookies: () => string): TokenWatch {
  const first = readAccessToken(readCookies());
  return {
    first,
    check: () => tokenVerdict(first, readAccessToken(readCookies())),
  };
}
