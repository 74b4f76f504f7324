import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HOUR } from '../clock.ts';
import { int, optInt, optText, type Row } from '../db/rows.ts';
import { hashToken } from './sessions.ts';

// A login attempt waiting for its one-time code: created when a login answers LoginOTP, named by
// the HttpOnly `login_attempt` cookie, so the code is bound to this company + user + browser.

/** The cookie naming the pending attempt. */
export const ATTEMPT_COOKIE = 'login_attempt';
/** How long an attempt may wait for its code (the login screen's security session). */
export const ATTEMPT_LIFETIME = HOUR;

/** A pending attempt and its current code, if one was sent. */
export interface OtpAttempt {
  readonly id: number;
  readonly userId: number;
  readonly expiresAt: number;
  readonly codeHash: string | null;
  readonly channel: 'email' | 'sms' | null;
  readonly codeExpiresAt: number | null;
  readonly wrongTries: number;
}

function attemptFromRow(row: Row): OtpAttempt {
  const channel = optText(row, 'channel');
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    expiresAt: int(row, 'expires_at'),
    codeHash: optText(row, 'code_hash'),
    channel: channel === 'email' || channel === 'sms' ? channel : null,
    codeExpiresAt: optInt(row, 'code_expires_at'),
    wrongTries: int(row, 'wrong_tries'),
  };
}

/** The live attempt a cookie names, or null (unknown, used or expired). */
export function findAttempt(
  db: DatabaseSync,
  token: string | undefined,
  now: number,
): OtpAttempt | null {
  if (token === undefined || token === '' || token.length > 200) return null;
  const row = db
    .prepare(
      'SELECT * FROM otp_attempts WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(hashToken(token), now);
  return row ? attemptFromRow(row) : null;
}

/**
 * The attempt for this user in this browser: the live one the cookie names (so a code already
 * sent stays valid when the form is sent again), else a new one with a fresh cookie token.
 */
export function openAttempt(
  db: DatabaseSync,
  userId: number,
  cookieToken: string | undefined,
  now: number,
): { attempt: OtpAttempt; token: string } {
  const current = findAttempt(db, cookieToken, now);
  if (current && current.userId === userId && cookieToken !== undefined)
    return { attempt: current, token: cookieToken };
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM otp_attempts WHERE expires_at <= ? OR used_at IS NOT NULL').run(now);
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO otp_attempts (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(hashToken(token), userId, now, now + ATTEMPT_LIFETIME);
  const attempt: OtpAttempt = {
    id: Number(lastInsertRowid),
    userId,
    expiresAt: now + ATTEMPT_LIFETIME,
    codeHash: null,
    channel: null,
    codeExpiresAt: null,
    wrongTries: 0,
  };
  return { attempt, token };
}

/** Stores a newly sent code (its hash) on the attempt; the previous code is void. */
export function storeCode(
  db: DatabaseSync,
  attemptId: number,
  fields: { codeHash: string; channel: 'email' | 'sms'; expiresAt: number },
): void {
  db.prepare(
    `UPDATE otp_attempts SET code_hash = ?, channel = ?, code_expires_at = ?, wrong_tries = 0
    WHERE id = ?`,
  ).run(fields.codeHash, fields.channel, fields.expiresAt, attemptId);
}

/** Counts one wrong code; returns the tries so far. */
export function countWrongTry(db: DatabaseSync, attemptId: number): number {
  db.prepare('UPDATE otp_attempts SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(attemptId);
  const row = db.prepare('SELECT wrong_tries FROM otp_attempts WHERE id = ?').get(attemptId);
  return row ? int(row, 'wrong_tries') : 0;
}

/** Marks the attempt used, so neither it nor its code works again. */
export function closeAttempt(db: DatabaseSync, attemptId: number, now: number): void {
  db.prepare('UPDATE otp_attempts SET used_at = ? WHERE id = ?').run(now, attemptId);
}
