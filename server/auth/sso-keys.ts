import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { MINUTE } from '../clock.ts';
import { int, text, type Row } from '../db/rows.ts';
import { safeRedirect } from '../http/redirect.ts';
import { hashToken } from './sessions.ts';

// One-time keys of SSO init (requirements SSO7): 256 random bits, stored hashed, valid 5 minutes,
// used once by the identity provider's sign-in. They carry where to go back to, validated at init.

/** How long a key from sso/init may wait for the identity provider. */
export const SSO_KEY_LIFETIME = 5 * MINUTE;

/** A pending SSO sign-in. */
export interface SsoRequest {
  readonly companyId: number;
  /** The same-origin path the front end goes on to ('/' when the given one was unsafe). */
  readonly redirectPath: string;
  /** The login page the identity provider returns to ('/login', '/ja/login', …). */
  readonly loginPath: string;
}

function requestFromRow(row: Row): SsoRequest {
  return {
    companyId: int(row, 'company_id'),
    redirectPath: text(row, 'redirect_path'),
    loginPath: text(row, 'login_path'),
  };
}

/**
 * The login page to return to: the locale of a same-origin return_url path, or of an absolute
 * URL on an allowed origin (then absolute too); anything else is '/login'.
 */
export function loginPathOf(returnUrl: string | undefined, allowedOrigins: readonly string[]) {
  let origin = '';
  let path = safeRedirect(returnUrl);
  if (path === null && returnUrl !== undefined) {
    try {
      const url = new URL(returnUrl);
      if (allowedOrigins.includes(url.origin)) {
        origin = url.origin;
        path = url.pathname;
      }
    } catch {
      path = null;
    }
  }
  const locale = /^\/(ja|ko)(\/|$)/.exec(path ?? '')?.[1];
  return `${origin}${locale === undefined ? '' : `/${locale}`}/login`;
}

/** Creates a key for a company's SSO sign-in; the key is returned once. */
export function createSsoKey(
  db: DatabaseSync,
  fields: { companyId: number; path: string | undefined; loginPath: string; inviteSeq: string },
  now: number,
): string {
  const key = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM sso_requests WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO sso_requests (key_hash, company_id, redirect_path, login_path, invite_seq,
    created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(key),
    fields.companyId,
    safeRedirect(fields.path) ?? '/',
    fields.loginPath,
    fields.inviteSeq,
    now,
    now + SSO_KEY_LIFETIME,
  );
  return key;
}

/** The pending request of a live, unused key, without using it (the identity provider's page). */
export function peekSsoKey(db: DatabaseSync, key: string, now: number): SsoRequest | null {
  if (key === '' || key.length > 200) return null;
  const row = db
    .prepare('SELECT * FROM sso_requests WHERE key_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(hashToken(key), now);
  return row ? requestFromRow(row) : null;
}

/** Uses a live key once: a second use, or one after 5 minutes, gets null. */
export function consumeSsoKey(db: DatabaseSync, key: string, now: number): SsoRequest | null {
  if (key === '' || key.length > 200) return null;
  const row = db
    .prepare(
      `UPDATE sso_requests SET used_at = ?
      WHERE key_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING *`,
    )
    .get(now, hashToken(key), now);
  return row ? requestFromRow(row) : null;
}
