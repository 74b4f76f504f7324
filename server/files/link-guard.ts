// What share links (requirements X26) and upload requests (X27) guard the same way, written once:
// their tokens (144 random bits, kept only as a hash: security K35), finding a row by its token,
// the expiry and password rules of a new link, and the password check with its try lock
// (security K36). The passes a right password earns live with each kind of link.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SHARE_LINK_LIMITS } from '../../src/lib/api/contract/share-links.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import { DAY, MINUTE } from '../clock.ts';
import { int, text, type Row } from '../db/rows.ts';
import type { ShareLinkResultCode } from '../../src/lib/api/contract/share-links.ts';

/** A refused share-link call; routes answer it with `shareFailure`. */
export class ShareRefusal extends Error {
  readonly code: ShareLinkResultCode;
  readonly extra: { tries_left?: number; retry_at?: number };
  constructor(code: ShareLinkResultCode, extra: { tries_left?: number; retry_at?: number } = {}) {
    super(code);
    this.code = code;
    this.extra = extra;
  }
}

/** The tables whose rows are guarded by a token and a password. */
export type GuardedTable = 'share_links' | 'request_uploads';

/** How long a right password is good for. */
export const PASS_LIFETIME = 30 * MINUTE;

/** A new token or pass secret: 18 random bytes (144 bits), base64url (24 characters). */
export function newShareToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The row of a token (looked up by its hash), or undefined; a malformed token finds none. */
export function rowByToken(db: DatabaseSync, table: GuardedTable, token: string): Row | undefined {
  if (token.length < 16 || token.length > SHARE_LINK_LIMITS.token) return undefined;
  return db.prepare(`SELECT * FROM ${table} WHERE token_hash = ?`).get(hashToken(token));
}

/** The name of the user who made a link, as the owner's list shows it ('' when gone). */
export function makerName(db: DatabaseSync, userId: number): string {
  const row = db.prepare('SELECT user_name FROM users WHERE id = ?').get(userId);
  return row ? text(row, 'user_name') : '';
}

/** Refuses an expiry that is not in the future, or more than a year ahead (`link_invalid`). */
export function checkExpiry(expiresAt: number, now: number): void {
  if (expiresAt <= now || expiresAt > now + SHARE_LINK_LIMITS.lifetimeMaxDays * DAY) {
    throw new ShareRefusal('link_invalid');
  }
}

/** Refuses a password that is set but too short (`link_password_short`); '' is none. */
export function checkNewPassword(password: string): void {
  if (password !== '' && password.length < SHARE_LINK_LIMITS.passwordMin) {
    throw new ShareRefusal('link_password_short');
  }
}

/** The stored hash of a new link password, or null for none (''). */
export async function hashLinkPassword(password: string, cost: number): Promise<string | null> {
  checkNewPassword(password);
  return password === '' ? null : hashPassword(password, cost);
}

/** A row with a password and its try state (a share link or an upload request). */
export interface Guarded {
  readonly id: number;
  readonly passwordHash: string | null;
  readonly lockedUntil: number | null;
}

/**
 * Checks a password against a guarded row: returns on the right one; `link_wrong_password` with
 * the tries left; `link_locked` once the tries are spent, for 15 minutes, right password or not
 * (security K36). The count is kept in SQL, so tries sent at once cannot each see the old count.
 */
export async function tryPassword(
  db: DatabaseSync,
  table: GuardedTable,
  row: Guarded,
  password: string,
  now: number,
): Promise<void> {
  if (row.passwordHash === null) return;
  if (row.lockedUntil !== null && row.lockedUntil > now) {
    throw new ShareRefusal('link_locked', { retry_at: row.lockedUntil });
  }
  if (await verifyPassword(password, row.passwordHash)) {
    db.prepare(`UPDATE ${table} SET failed_tries = 0, locked_until = NULL WHERE id = ?`).run(
      row.id,
    );
    return;
  }
  const counted = db
    .prepare(
      `UPDATE ${table} SET failed_tries = CASE WHEN locked_until > ? THEN failed_tries
       ELSE failed_tries + 1 END WHERE id = ? RETURNING failed_tries`,
    )
    .get(now, row.id);
  const tries = counted ? int(counted, 'failed_tries') : SHARE_LINK_LIMITS.tries;
  if (tries >= SHARE_LINK_LIMITS.tries) {
    const retryAt = now + SHARE_LINK_LIMITS.lockMinutes * MINUTE;
    db.prepare(`UPDATE ${table} SET failed_tries = 0, locked_until = ? WHERE id = ?`).run(
      retryAt,
      row.id,
    );
    throw new ShareRefusal('link_locked', { retry_at: retryAt });
  }
  throw new ShareRefusal('link_wrong_password', { tries_left: SHARE_LINK_LIMITS.tries - tries });
}
