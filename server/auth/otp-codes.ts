import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HOUR } from '../clock.ts';
import { int, optInt } from '../db/rows.ts';
import { countWrongTry, type OtpAttempt } from './otp-attempts.ts';
import {
  OTP_EXPIRED,
  OTP_INVALID,
  OTP_NOT_REQUESTED,
  OTP_VOID,
} from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';

// One-time codes (security K18): 6 digits from a CSPRNG, stored hashed, valid for the
// company's otp_expire_seconds (default 180 s, clamped to 30–600), single use, void after 5 wrong
// tries, resend locked while the code is valid and at most 5 codes an hour per user.

/** Code lifetime when the company sets none, and its bounds. */
export const DEFAULT_OTP_SECONDS = 180;
export const MIN_OTP_SECONDS = 30;
export const MAX_OTP_SECONDS = 600;
/** Wrong codes after which the code is void. */
export const MAX_WRONG_TRIES = 5;
/** Codes sent per user per hour. */
export const SENDS_PER_HOUR = 5;
/** Phone numbers that did not match, per user per hour (no guessing the registered number). */
export const MISMATCHES_PER_HOUR = 5;

/** Why a code was refused, with the text shown to the user. */
export type CodeRefusal = { resultCode: string; all: string };

/** The lifetime of a code in seconds for a company's setting. */
export function otpLifetimeSeconds(setting: number): number {
  if (!Number.isFinite(setting) || setting <= 0) return DEFAULT_OTP_SECONDS;
  return Math.min(Math.max(Math.round(setting), MIN_OTP_SECONDS), MAX_OTP_SECONDS);
}

/** A new 6-digit code, uniform over 000000–999999. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: salted with its attempt, so equal codes do not look equal. */
export function hashCode(attemptId: number, code: string): string {
  return createHash('sha256').update(`otp.${attemptId}.${code}`).digest('base64url');
}

/** What was typed, as digits: full-width digits and spaces are forgiven (CJK input). */
export function normaliseCode(typed: string): string {
  return typed.normalize('NFKC').replace(/\s/g, '');
}

/** Checks a typed code against the attempt; counts a wrong one. */
export function checkCode(
  db: DatabaseSync,
  attempt: OtpAttempt,
  typed: string,
  now: number,
): CodeRefusal | null {
  if (attempt.codeHash === null || attempt.codeExpiresAt === null)
    return { resultCode: OTP_NOT_REQUESTED, all: say('otp_not_requested') };
  if (attempt.wrongTries >= MAX_WRONG_TRIES) return VOID;
  if (now >= attempt.codeExpiresAt)
    return {
      resultCode: OTP_EXPIRED,
      all: say('otp_expired'),
    };
  const expected = Buffer.from(attempt.codeHash);
  const actual = Buffer.from(hashCode(attempt.id, normaliseCode(typed)));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return null;
  if (countWrongTry(db, attempt.id) >= MAX_WRONG_TRIES) return VOID;
  return {
    resultCode: OTP_INVALID,
    all: say('otp_invalid'),
  };
}

const VOID: CodeRefusal = {
  resultCode: OTP_VOID,
  all: say('otp_void'),
};

/** Milliseconds until the user may be sent another code (0: now), by the hourly limits. */
export function sendWait(
  db: DatabaseSync,
  userId: number,
  kind: 'send' | 'mismatch',
  now: number,
): number {
  const kinds = kind === 'send' ? "('email', 'sms')" : "('mismatch')";
  const limit = kind === 'send' ? SENDS_PER_HOUR : MISMATCHES_PER_HOUR;
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n, MIN(at) AS oldest FROM otp_sends
      WHERE user_id = ? AND kind IN ${kinds} AND at > ?`,
    )
    .get(userId, now - HOUR);
  if (!row || int(row, 'n') < limit) return 0;
  return (optInt(row, 'oldest') ?? now) + HOUR - now;
}

/** Records a sent code or a phone number that did not match. */
export function recordSend(
  db: DatabaseSync,
  userId: number,
  kind: 'email' | 'sms' | 'mismatch',
  now: number,
): void {
  db.prepare('INSERT INTO otp_sends (user_id, kind, at) VALUES (?, ?, ?)').run(userId, kind, now);
  db.prepare('DELETE FROM otp_sends WHERE at < ?').run(now - HOUR);
}
