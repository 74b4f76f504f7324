import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DAY, HOUR, MINUTE } from '../clock.ts';
import { int, optInt } from '../db/rows.ts';

/**
 * Brute-force limits for password sign-in (security K19, K31). Failures are counted per
 * (account name, client): a client is a trusted browser when the request names one, else the
 * client address. A stranger's failures therefore never slow the real user's own client down.
 */
export interface LoginLimits {
  /** Failures in a row of one client on one account name that pass without a wait. */
  readonly freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  readonly firstDelayMs: number;
  /** The longest wait. */
  readonly maxDelayMs: number;
  /**
   * Failures per account name per hour from every client together; applied only where no second
   * factor protects the account (no two-step verification, no trusted browser).
   */
  readonly perAccountHour: number;
  /** Failures per client address per hour, across account names. */
  readonly perIpHour: number;
}

/** The production limits. */
export const DEFAULT_LIMITS: LoginLimits = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  perAccountHour: 100,
  perIpHour: 300,
};

/**
 * The key attempts are counted under: what was typed, not the user row, so an unknown account
 * is throttled exactly like a known one and the wait reveals nothing.
 */
export function accountKey(companyCode: string, loginId: string): string {
  return `${companyCode.normalize('NFC').toLowerCase()}\n${loginId.normalize('NFC').toLowerCase()}`;
}

/** The client attempts are counted for: a trusted browser (stored hashed) or else the address. */
export function clientKey(ip: string, trustedDeviceId: string | null): string {
  if (trustedDeviceId === null) return `ip:${ip}`;
  return `device:${createHash('sha256').update(trustedDeviceId).digest('base64url')}`;
}

/** The wait after `failures` failures in a row: none, then first, doubling, capped. */
export function delayAfter(failures: number, limits: LoginLimits): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** doublings);
}

/** Milliseconds until this client's next attempt on the account is allowed, or 0. */
export function lockedFor(
  db: DatabaseSync,
  key: string,
  client: string,
  ip: string,
  now: number,
  limits: LoginLimits,
  options: { readonly accountWide: boolean },
): number {
  const lastOkRow = db
    .prepare(
      'SELECT MAX(at) AS at FROM login_attempts WHERE account_key = ? AND client = ? AND ok = 1',
    )
    .get(key, client);
  const lastOk = lastOkRow ? (optInt(lastOkRow, 'at') ?? 0) : 0;
  const streak = db
    .prepare(
      `SELECT COUNT(*) AS n, MAX(at) AS latest FROM login_attempts
      WHERE account_key = ? AND client = ? AND ok = 0 AND at > ? AND at > ?`,
    )
    .get(key, client, lastOk, now - DAY);
  const waits = [0];
  if (streak) {
    const delay = delayAfter(int(streak, 'n'), limits);
    if (delay > 0) waits.push((optInt(streak, 'latest') ?? now) + delay - now);
  }
  if (options.accountWide)
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
  client: string,
  ip: string,
  ok: boolean,
  now: number,
): void {
  db.prepare(
    'INSERT INTO login_attempts (account_key, client, ip, at, ok) VALUES (?, ?, ?, ?, ?)',
  ).run(key, client, ip, now, ok ? 1 : 0);
  db.prepare('DELETE FROM login_attempts WHERE at < ?').run(now - DAY);
}
