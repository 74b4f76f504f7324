import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Signed double-submit tokens: v1.<issued at, base36 ms>.<random>.<HMAC>. The page copies the
// csrf_token cookie into a header; another site can neither read the cookie nor forge a signature.
// The issue time lets login answer 4001 when the login screen's security session (1 h) is over.

/** The cookie that carries the token. */
export const CSRF_COOKIE = 'csrf_token';

/** The result of checking a request. */
export type CsrfCheck = { ok: true; issuedAt: number } | { ok: false; reason: string };

/** Issues and verifies CSRF tokens with one key. */
export interface Csrf {
  issue(now: number): string;
  /** The issue time of a well-formed, correctly signed token, or null. */
  verify(token: string): number | null;
  /**
   * Checks a state-changing request: header equals cookie, signature valid, not cross-site (by
   * Sec-Fetch-Site, or by Origin where Sec-Fetch-Site is absent); `trustedOrigins` are the
   * server's own origin and the origins it serves by CORS.
   */
  check(
    req: IncomingMessage,
    cookie: string | undefined,
    trustedOrigins: readonly string[],
  ): CsrfCheck;
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Creates the token service for a secret. */
export function createCsrf(secret: Buffer): Csrf {
  const sign = (body: string) =>
    createHmac('sha256', secret).update(`csrf.${body}`).digest('base64url');

  const verify = (token: string): number | null => {
    const parts = token.split('.');
    const [version, issued, random, signature] = parts;
    if (parts.length !== 4 || version !== 'v1' || !issued || !random || !signature) return null;
    if (!equal(signature, sign(`${version}.${issued}.${random}`))) return null;
    const issuedAt = parseInt(issued, 36);
    return Number.isSafeInteger(issuedAt) ? issuedAt : null;
  };

  return {
    issue(now) {
      const body = `v1.${now.toString(36)}.${randomBytes(24).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },
    verify,
    check(req, cookie, trustedOrigins) {
      const origin = req.headers.origin;
      const trusted = origin !== undefined && trustedOrigins.includes(origin);
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' && !trusted) return { ok: false, reason: 'cross-site' };
      // A browser too old to send Sec-Fetch-Site still sends Origin on a POST: another origin,
      // or an opaque one ("null"), is refused; a client that sends neither is judged by the token.
      if (site === undefined && origin !== undefined && !trusted)
        return { ok: false, reason: 'cross-origin' };
      const header = req.headers['x-csrf-token'] ?? req.headers['x-csrftoken'];
      if (typeof header !== 'string' || header === '')
        return { ok: false, reason: 'missing header' };
      if (cookie === undefined || cookie === '') return { ok: false, reason: 'missing cookie' };
      if (!equal(header, cookie)) return { ok: false, reason: 'mismatch' };
      const issuedAt = verify(header);
      return issuedAt === null ? { ok: false, reason: 'bad signature' } : { ok: true, issuedAt };
    },
  };
}
