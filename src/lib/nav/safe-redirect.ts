// The one validator for `redirect_url` (security K1), used after login, for logout's
// current path and for the SSO return. Anything it cannot prove same-origin becomes `/`.

/** Longer values are refused outright: no real path of ours comes near this. */
export const MAX_REDIRECT_LENGTH = 2048;

// Control characters, every Unicode space and invisible formatting character, and the backslash.
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
// The same, percent-encoded: a server that decodes before redirecting must never see them.
const FORBIDDEN_ENCODED = /%(?:[01][0-9a-f]|7f|5c)/i;

/** The first value of a query parameter that may be absent, repeated or an array. */
function firstValue(raw: unknown): unknown {
  return Array.isArray(raw) ? (raw as readonly unknown[])[0] : raw;
}

function originOf(origin: string): string | null {
  try {
    const parsed = new URL(origin);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * A same-origin path to navigate to, or `/`. Returns the validated input itself (never a
 * re-serialised pathname, since `/..//evil.com` normalises to the pathname `//evil.com`).
 */
export function safeRedirect(raw: unknown, origin: string): string {
  const value = firstValue(raw);
  const own = originOf(origin);
  if (typeof value !== 'string' || own === null) return '/';
  if (value.length > MAX_REDIRECT_LENGTH || FORBIDDEN.test(value)) return '/';
  if (FORBIDDEN_ENCODED.test(value)) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return '/';
  }
  // Belt and braces: refuse paths that resolve to `//…`, so no consumer that later re-serialises
  // the pathname can turn it into a protocol-relative URL.
  if (url.origin !== own || url.pathname.startsWith('//')) return '/';
  return value;
}

/** `safeRedirect` of the first `redirect_url` (or another parameter) in a query string. */
export function redirectFromSearch(search: string, origin: string, param = 'redirect_url'): string {
  return safeRedirect(new URLSearchParams(search).getAll(param), origin);
}
