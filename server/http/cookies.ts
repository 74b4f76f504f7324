/** Cookie attributes this server uses. */
export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly sameSite: 'Strict' | 'Lax';
  readonly secure: boolean;
  readonly httpOnly?: boolean;
}

/** Parses a Cookie header; the first occurrence of a name wins, undecodable values are skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A malformed value is treated as absent rather than failing the request.
    }
  }
  return cookies;
}

/** Serialises a host-only cookie on Path=/ (no Domain attribute, so sub-domains never see it). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `SameSite=${options.sameSite}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** A Set-Cookie value that deletes the cookie. */
export function expireCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, sameSite: 'Lax', secure });
}
