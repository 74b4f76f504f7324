import type { DatabaseSync } from 'node:sqlite';
import { DAY, HOUR, MINUTE } from '../clock.ts';
import { int, optInt } from '../db/rows.ts';

/** Brute-force limits for password sign-in (security K19). */
export interface LoginLimits {
  /** Failures in a row (since the last success) that lock the account name. */
  readonly consecutive: number;
  /** How long such a lock lasts after the latest failure. */
  readonly lockMs: number;
  /** Failures per account name per hour, whatever the pattern. */
  readonly perAccountHour: number;
  /** Failures per client address per hour, across account names. */
  readonly perIpHour: number;
}

/** The production limits. */
export const DEFAULT_LIMITS: LoginLimits = {
  consecutive: 10,
  lockMs: 15 * MINUTE,
  perAccountHour: 100,
  perIpHour: 300,
};

/**
 * The key attempts are counted under: what was typed, not the user row, so an unknown account
 * locks exactly like a known one and the lock reveals nothing.
 */
export function accountKey(companyCode: string, loginId: string): string {
  return `${companyCode.normalize('NFC').toLowerCase()}\n${loginId.normalize('NFC').toLowerCase()}`;
}

/** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
export function lockedFor(
  db: DatabaseSync,
  key: string,
  ip: string,
  now: number,
  limits: LoginLimits,
): number {
  const lastOkRow = db
    .prepare('SELECT MAX(at) AS at FROM login_attempts WHERE account_key = ? AND ok = 1')
    .get(key);
  const lastOk = lastOkRow ? (optInt(lastOkRow, 'at') ?? 0) : 0;
  const streak = db
    .prepare(
      `SELECT COUNT(*) AS n, MAX(at) AS latest FROM login_attempts
      WHERE account_key = ? AND ok = 0 AND at > ? AND at > ?`,
    )
    .get(key, lastOk, now - DAY);
  const waits = [0];
  if (streak && int(streak, 'n') >= limits.consecutive) {
    waits.push((optInt(streak, 'latest') ?? now) + limits.lockMs - now);
  }
  waits.push(hourlyWait(db, 'account_key', key, now, limits.perAccountHour));
  waits.push(hourlyWait(db, 'ip', ip, now, limits.perIpHour));
  return Math.max(...waits);
}

function hourlyWait(
  db: DatabaseSync,
  column: 'account_key' | 'ip',
  value: string,
  now: number,
  limit: number,
): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n, MIN(at) AS oldest FROM login_attempts WHERE ${column} = ? AND ok = 0 AND at > ?`,
    )
    .get(value, now - HOUR);
  if (!row || int(row, 'n') < limit) return 0;
  return (optInt(row, 'oldest') ?? now) + HOUR - now;
}

/** Records one password check and forgets attempts older than a day. */
export function recordAttempt(
  db: DatabaseSync,
  key: string,
  ip: string,
  ok: boolean,
  now: number,
): void {
  db.prepare('INSERT INTO login_attempts (account_key, ip, at, ok) VALUES (?, ?, ?, ?)').run(
    key,
    ip,
    now,
    ok ? 1 : 0,
  );
  db.prepare('DELETE FROM login_attempts WHERE at < ?').run(now - DAY);
}
