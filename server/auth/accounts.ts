import type { DatabaseSync } from 'node:sqlite';
import {
  OTP_BY_EMAIL,
  OTP_BY_SMS,
  OTP_CHOICE,
  type OtpCode,
} from '../../src/lib/api/contract/results.ts';
import { bool, int, text, type Row } from '../db/rows.ts';

/** A company as the auth code needs it. */
export interface Company {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly blocked: boolean;
  readonly useSso: boolean;
  readonly configuredSso: string;
  readonly allowedType: 'all' | 'sso';
  readonly otpMode: 'none' | OtpCode;
  readonly passwordMinLength: number;
  readonly passwordStringType: number;
  readonly passwordContinuationLimit: number;
  readonly passwordPastUse: number;
  readonly otpSessionExpiryDay: number;
  /** Lifetime of an OTP code in seconds (migration 2; clamped to 30–600 where used). */
  readonly otpExpireSeconds: number;
  readonly autoLogoutInterval: string;
}

/** A user as the auth code needs it. */
export interface User {
  readonly id: number;
  readonly companyId: number;
  readonly loginId: string;
  readonly type: 'user' | 'guest' | 'connect';
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly lang: 'eng' | 'jpn' | 'kor';
  readonly passwordHash: string;
  readonly useLdap: boolean;
  readonly passwordFirstLogin: boolean;
  readonly passwordSecure: boolean;
  readonly passwordExpired: boolean;
  readonly needGdpr: boolean;
  readonly blocked: boolean;
  readonly recentOtpType: 'none' | 'email' | 'sms';
  readonly viewerBrowserMode: 'user' | 'browser';
}

function pick<T extends string>(row: Row, key: string, allowed: readonly T[]): T {
  const value = text(row, key);
  const hit = allowed.find((a) => a === value);
  if (hit === undefined) throw new TypeError(`Column ${key} has unexpected value ${value}`);
  return hit;
}

/** Maps a companies row. */
export function companyFromRow(row: Row): Company {
  return {
    id: int(row, 'id'),
    code: text(row, 'code'),
    name: text(row, 'name'),
    blocked: bool(row, 'blocked'),
    useSso: bool(row, 'use_sso'),
    configuredSso: text(row, 'configured_sso'),
    allowedType: pick(row, 'allowed_type', ['all', 'sso']),
    otpMode: pick(row, 'otp_mode', ['none', OTP_BY_EMAIL, OTP_BY_SMS, OTP_CHOICE]),
    passwordMinLength: int(row, 'password_min_length'),
    passwordStringType: int(row, 'password_string_type'),
    passwordContinuationLimit: int(row, 'password_continuation_limit'),
    passwordPastUse: int(row, 'password_past_use'),
    otpSessionExpiryDay: int(row, 'otp_session_expiry_day'),
    otpExpireSeconds: int(row, 'otp_expire_seconds'),
    autoLogoutInterval: text(row, 'auto_logout_interval'),
  };
}

/** Maps a users row. */
export function userFromRow(row: Row): User {
  return {
    id: int(row, 'id'),
    companyId: int(row, 'company_id'),
    loginId: text(row, 'login_id'),
    type: pick(row, 'user_type', ['user', 'guest', 'connect']),
    name: text(row, 'user_name'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    lang: pick(row, 'lang', ['eng', 'jpn', 'kor']),
    passwordHash: text(row, 'password_hash'),
    useLdap: bool(row, 'use_ldap'),
    passwordFirstLogin: bool(row, 'password_first_login'),
    passwordSecure: bool(row, 'password_secure'),
    passwordExpired: bool(row, 'password_expired'),
    needGdpr: bool(row, 'need_gdpr'),
    blocked: bool(row, 'blocked'),
    recentOtpType: pick(row, 'recent_otp_type', ['none', 'email', 'sms']),
    viewerBrowserMode: pick(row, 'viewer_browser_mode', ['user', 'browser']),
  };
}

/** The company with this code (case-insensitive), or null. */
export function findCompany(db: DatabaseSync, code: string): Company | null {
  const row = db.prepare('SELECT * FROM companies WHERE code = ?').get(code);
  return row ? companyFromRow(row) : null;
}

/** The company by id (it must exist). */
export function companyById(db: DatabaseSync, id: number): Company {
  const row = db.prepare('SELECT * FROM companies WHERE id = ?').get(id);
  if (!row) throw new Error(`No company ${id}`);
  return companyFromRow(row);
}

/** The user with this login id in the company (case-insensitive), or null. */
export function findUser(db: DatabaseSync, companyId: number, loginId: string): User | null {
  const row = db
    .prepare('SELECT * FROM users WHERE company_id = ? AND login_id = ?')
    .get(companyId, loginId);
  return row ? userFromRow(row) : null;
}

/** The user by id, or null when deleted. */
export function userById(db: DatabaseSync, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id);
  return row ? userFromRow(row) : null;
}
