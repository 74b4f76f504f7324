// Reading and writing cookies as strings: `document.cookie` in, a `Set-Cookie`-style line out.
// The browser glue (reading and assigning document.cookie) stays in the injected environment.

/** Cookie attributes for `serializeCookie`; the defaults are Path=/, SameSite=Lax, Secure. */
export interface CookieOptions {
  /** Lifetime in seconds; leave out for a session cookie, 0 to delete. */
  readonly maxAge?: number | undefined;
  readonly path?: string | undefined;
  readonly sameSite?: 'Strict' | 'Lax' | 'None' | undefined;
  /** Defaults to true; browsers accept Secure cookies on http://localhost too. */
  readonly secure?: boolean | undefined;
}

// RFC 6265 token characters: a cookie name never needs quoting or encoding.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PATH = /^\/[\x21-\x3a\x3c-\x7e]*$/;

function decode(value: string): string {
  const unquoted =
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/** Parses a `document.cookie` string; the first cookie of a name wins (the most specific path). */
export function parseCookies(header: string | null | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, decode(part.slice(eq + 1).trim()));
  }
  return cookies;
}

/** One cookie's value from a `document.cookie` string, or null when it is absent. */
export function getCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header).get(name) ?? null;
}

/** A cookie line to assign to `document.cookie`; throws TypeError on a malformed name or option. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const path = options.path ?? '/';
  if (!PATH.test(path)) throw new TypeError(`Invalid cookie path: ${JSON.stringify(path)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isSafeInteger(options.maxAge) || options.maxAge < 0) {
      throw new TypeError(`Invalid cookie Max-Age: ${String(options.maxAge)}`);
    }
    parts.push(`Max-Age=${options.maxAge}`);
  }
  parts.push(`Path=${path}`, `SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure ?? true) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie line that deletes a cookie set with the same path. */
export function expireCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAge: 0 });
}
