import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DAY } from '../clock.ts';
import { DEVICE_ID } from '../../src/lib/api/contract/otp.ts';

// Browsers a user trusted after an OTP sign-in (security K14): per user, stored as a
// hash, expiring after the company's otp_session_expiry_day days, revocable; the user lists and
// removes them (requirements X45).

/** The longest User-Agent kept for the list. */
const USER_AGENT_MAX = 512;

function deviceHash(userId: number, deviceId: string): string {
  return createHash('sha256').update(`device.${userId}.${deviceId}`).digest('base64url');
}

/** Trusts a device for `days` days from now (again, if it was trusted before); returns the expiry. */
export function trustDevice(
  db: DatabaseSync,
  userId: number,
  deviceId: string,
  days: number,
  now: number,
  userAgent = '',
): number {
  const expiresAt = now + days * DAY;
  db.prepare(
    `INSERT INTO trusted_devices (user_id, device_hash, created_at, expires_at, user_agent)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, device_hash) DO UPDATE
    SET created_at = excluded.created_at, expires_at = excluded.expires_at, revoked_at = NULL,
      user_agent = excluded.user_agent, last_used_at = NULL`,
  ).run(userId, deviceHash(userId, deviceId), now, expiresAt, userAgent.slice(0, USER_AGENT_MAX));
  return expiresAt;
}

/** Whether the device is trusted for the user now (well-formed, not expired, not revoked). */
export function isTrustedDevice(
  db: DatabaseSync,
  userId: number,
  deviceId: string | undefined,
  now: number,
): boolean {
  if (deviceId === undefined || !DEVICE_ID.test(deviceId)) return false;
  const row = db
    .prepare(
      `SELECT 1 FROM trusted_devices
      WHERE user_id = ? AND device_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(userId, deviceHash(userId, deviceId), now);
  return row !== undefined;
}

/** Records that the device let a sign-in through without a code (requirements X45). */
export function markDeviceUsed(
  db: DatabaseSync,
  userId: number,
  deviceId: string,
  now: number,
): void {
  db.prepare(
    'UPDATE trusted_devices SET last_used_at = ? WHERE user_id = ? AND device_hash = ?',
  ).run(now, userId, deviceHash(userId, deviceId));
}

/** A trusted device as its user lists it. */
export interface TrustedDevice {
  readonly id: number;
  readonly userAgent: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly lastUsedAt: number | null;
  /** Whether it is the device `currentDeviceId` names. */
  readonly current: boolean;
}

/** The user's devices still trusted now, the most recently used (or trusted) first. */
export function listDevices(
  db: DatabaseSync,
  userId: number,
  currentDeviceId: string,
  now: number,
): TrustedDevice[] {
  const currentHash = DEVICE_ID.test(currentDeviceId) ? deviceHash(userId, currentDeviceId) : '';
  return db
    .prepare(
      `SELECT id, device_hash, user_agent, created_at, expires_at, last_used_at FROM trusted_devices
      WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
      ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC`,
    )
    .all(userId, now)
    .map((row) => ({
      id: Number(row['id']),
      userAgent: String(row['user_agent']),
      createdAt: Number(row['created_at']),
      expiresAt: Number(row['expires_at']),
      lastUsedAt: row['last_used_at'] === null ? null : Number(row['last_used_at']),
      current: row['device_hash'] === currentHash,
    }));
}

/** Revokes one of the user's devices by its row id; returns whether one was trusted. */
export function revokeDeviceById(
  db: DatabaseSync,
  userId: number,
  id: number,
  now: number,
): boolean {
  const result = db
    .prepare(
      'UPDATE trusted_devices SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
    )
    .run(now, id, userId);
  return Number(result.changes) > 0;
}

/** Revokes one device of a user; returns whether it was trusted. */
export function revokeDevice(
  db: DatabaseSync,
  userId: number,
  deviceId: string,
  now: number,
): boolean {
  const result = db
    .prepare(
      `UPDATE trusted_devices SET revoked_at = ?
      WHERE user_id = ? AND device_hash = ? AND revoked_at IS NULL`,
    )
    .run(now, userId, deviceHash(userId, deviceId));
  return Number(result.changes) > 0;
}

/** Revokes every device of a user; returns how many were trusted. */
export function revokeAllDevices(db: DatabaseSync, userId: number, now: number): number {
  const result = db
    .prepare('UPDATE trusted_devices SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(now, userId);
  return Number(result.changes);
}
