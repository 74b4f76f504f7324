import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { DAY } from '../clock.ts';
import { DEVICE_ID } from '../../src/lib/api/contract/otp.ts';

// Browsers a user trusted after an OTP sign-in (security K14): per user, stored as a
// hash, expiring after the company's otp_session_expiry_day days, revocable.

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
): number {
  const expiresAt = now + days * DAY;
  db.prepare(
    `INSERT INTO trusted_devices (user_id, device_hash, created_at, expires_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, device_hash) DO UPDATE
    SET created_at = excluded.created_at, expires_at = excluded.expires_at, revoked_at = NULL`,
  ).run(userId, deviceHash(userId, deviceId), now, expiresAt);
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
