import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DAY, HOUR } from '../clock.ts';
import { bool, int, optText, type Row } from '../db/rows.ts';
import { companyById, userById, type Company, type User } from './accounts.ts';
import { parseAutoLogout } from '../../src/lib/session/interval.ts';

/** Absolute lifetime of a session chosen with "Stay signed in". */
export const PERSISTENT_LIFETIME = 30 * DAY;
/** Absolute lifetime of a browser session. */
export const BROWSER_LIFETIME = 12 * HOUR;
/** Idle limit when the company sets no auto-logout interval. */
export const DEFAULT_IDLE = 8 * HOUR;

/** What a session still has to do before the app may be used (requirements L11, security K22). */
export type Restriction = 'password' | 'gdpr' | null;

/** A live session. */
export interface Session {
  readonly id: number;
  readonly userId: number;
  readonly persistent: boolean;
  readonly restriction: Restriction;
  readonly createdAt: number;
  /** Whether the sign-in was verified by a one-time code (it may then trust the browser). */
  readonly viaOtp: boolean;
}

/** Why a token does not name a usable session. */
export type SessionFailure = 'unknown' | 'ended' | 'expired' | 'idle' | 'blocked';

/** The outcome of looking a token up. */
export type Resolved =
  | { ok: true; session: Session; user: User; company: Company }
  | { ok: false; reason: SessionFailure };

/** Only a hash of the token is stored: a leaked database names no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The absolute lifetime of a session. */
export function lifetimeOf(persistent: boolean): number {
  return persistent ? PERSISTENT_LIFETIME : BROWSER_LIFETIME;
}

function sessionFromRow(row: Row): Session {
  const restriction = optText(row, 'restriction');
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    persistent: bool(row, 'persistent'),
    restriction: restriction === 'password' || restriction === 'gdpr' ? restriction : null,
    createdAt: int(row, 'created_at'),
    viaOtp: bool(row, 'via_otp'),
  };
}

/** Starts a session and returns its token (32 random bytes), which is shown only once. */
export function createSession(
  db: DatabaseSync,
  fields: {
    userId: number;
    persistent: boolean;
    restriction: Restriction;
    ip: string;
    deviceId: string;
    viaOtp?: boolean;
  },
  now: number,
): { token: string; session: Session } {
  const token = randomBytes(32).toString('base64url');
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, persistent, restriction, created_at,
      last_seen_at, ip, device_id, via_otp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      hashToken(token),
      fields.userId,
      fields.persistent ? 1 : 0,
      fields.restriction,
      now,
      now,
      fields.ip,
      fields.deviceId,
      fields.viaOtp === true ? 1 : 0,
    );
  const session = {
    id: Number(lastInsertRowid),
    userId: fields.userId,
    persistent: fields.persistent,
    restriction: fields.restriction,
    createdAt: now,
    viaOtp: fields.viaOtp === true,
  };
  return { token, session };
}

/** Sets what a session still has to do (the wizard and GDPR steps lift their restriction). */
export function setRestriction(db: DatabaseSync, id: number, restriction: Restriction): void {
  db.prepare('UPDATE sessions SET restriction = ? WHERE id = ?').run(restriction, id);
}

/** Ends every live session of a user except one (after a password change). */
export function endOtherSessions(
  db: DatabaseSync,
  userId: number,
  keepId: number,
  now: number,
  reason: string,
): void {
  db.prepare(
    `UPDATE sessions SET ended_at = ?, end_reason = ?
    WHERE user_id = ? AND id != ? AND ended_at IS NULL`,
  ).run(now, reason, userId, keepId);
}

/** Ends one session. */
export function endSession(db: DatabaseSync, id: number, now: number, reason: string): void {
  db.prepare(
    'UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL',
  ).run(now, reason, id);
}

/** Ends every live session of a user; returns how many were live. */
export function endUserSessions(
  db: DatabaseSync,
  userId: number,
  now: number,
  reason: string,
): number {
  const result = db
    .prepare(
      'UPDATE sessions SET ended_at = ?, end_reason = ? WHERE user_id = ? AND ended_at IS NULL',
    )
    .run(now, reason, userId);
  return Number(result.changes);
}

/** Whether the user has a session that is still usable now (expired ones are ended on the way). */
export function hasLiveSession(db: DatabaseSync, userId: number, now: number): boolean {
  const rows = db
    .prepare('SELECT token_hash FROM sessions WHERE user_id = ? AND ended_at IS NULL')
    .all(userId);
  return rows.some((row) => resolveHash(db, String(row['token_hash']), now, false).ok);
}

/**
 * The user of a session that is still usable now and unrestricted, by its id, or null: byte
 * links name the session that made them and die with it (security K33).
 */
export function liveSessionUser(db: DatabaseSync, sessionId: number, now: number): User | null {
  const row = db.prepare('SELECT token_hash FROM sessions WHERE id = ?').get(sessionId);
  if (!row) return null;
  const resolved = resolveHash(db, String(row['token_hash']), now, false);
  return resolved.ok && resolved.session.restriction === null ? resolved.user : null;
}

/** Looks a token up, enforcing the absolute and idle limits; `touch` records the activity. */
export function resolveSession(
  db: DatabaseSync,
  token: string,
  now: number,
  touch = true,
): Resolved {
  if (token === '' || token.length > 200) return { ok: false, reason: 'unknown' };
  return resolveHash(db, hashToken(token), now, touch);
}

function resolveHash(db: DatabaseSync, tokenHash: string, now: number, touch: boolean): Resolved {
  const row = db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row['ended_at'] !== null) return { ok: false, reason: 'ended' };
  const session = sessionFromRow(row);
  const user = userById(db, session.userId);
  if (!user) return fail(db, session, now, 'ended');
  const company = companyById(db, user.companyId);
  if (company.blocked || user.blocked) return fail(db, session, now, 'blocked');
  if (now - session.createdAt >= lifetimeOf(session.persistent))
    return fail(db, session, now, 'expired');
  const idle = parseAutoLogout(company.autoLogoutInterval) ?? DEFAULT_IDLE;
  if (now - int(row, 'last_seen_at') >= idle) return fail(db, session, now, 'idle');
  if (touch) db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, session.id);
  return { ok: true, session, user, company };
}

function fail(db: DatabaseSync, session: Session, now: number, reason: SessionFailure): Resolved {
  endSession(db, session.id, now, reason);
  return { ok: false, reason };
}
