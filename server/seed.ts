import type { DatabaseSync } from 'node:sqlite';
import {
  OTP_BY_EMAIL,
  OTP_BY_SMS,
  OTP_CHOICE,
  type OtpCode,
} from '../src/lib/api/contract/results.ts';
import { hashPassword } from './auth/password.ts';
import { transaction } from './db/open.ts';
import { int } from './db/rows.ts';

// The demo data: one table of companies and one of accounts, read by the seed, the tests and
// the README's demo table (checked by scripts/readme.test.ts), so the three never disagree.

/** The password of every demo account (it satisfies every demo company's policy). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** A demo company and its settings (requirements SSO7, O1, P2). */
export interface DemoCompany {
  readonly code: string;
  readonly name: string;
  readonly blocked?: boolean;
  readonly useSso?: boolean;
  readonly configuredSso?: string;
  readonly allowedType?: 'all' | 'sso';
  readonly otpMode?: 'none' | OtpCode;
  readonly otpSessionExpiryDay?: number;
  readonly autoLogoutInterval?: string;
}

/** A demo account and the sign-in case it shows. */
export interface DemoAccount {
  readonly company: string;
  readonly userId: string;
  readonly shows: string;
  readonly name: string;
  readonly type?: 'user' | 'guest' | 'connect';
  readonly email?: string;
  readonly phone?: string;
  readonly lang?: 'eng' | 'jpn' | 'kor';
  readonly useLdap?: boolean;
  readonly firstLogin?: boolean;
  readonly insecure?: boolean;
  readonly expired?: boolean;
  readonly needGdpr?: boolean;
  readonly recentOtpType?: 'none' | 'email' | 'sms';
}

/** Every demo company. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { code: 'demo', name: 'Demo Company', otpSessionExpiryDay: 30, autoLogoutInterval: '30m' },
  { code: 'demo-mail', name: 'Demo Mail OTP', otpMode: OTP_BY_EMAIL, otpSessionExpiryDay: 30 },
  { code: 'demo-sms', name: 'Demo SMS OTP', otpMode: OTP_BY_SMS, otpSessionExpiryDay: 30 },
  { code: 'demo-otp', name: 'Demo Choose OTP', otpMode: OTP_CHOICE, otpSessionExpiryDay: 7 },
  { code: 'demo-blocked', name: 'Blocked Company', blocked: true },
  { code: 'demo-sso', name: 'Demo SSO', useSso: true, configuredSso: 'Microsoft Entra ID' },
  {
    code: 'demo-sso-only',
    name: 'Demo SSO Only',
    useSso: true,
    configuredSso: 'Google Workspace',
    allowedType: 'sso',
  },
];

/** Every demo account; all use DEMO_PASSWORD. The first row is the main demo sign-in. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { company: 'demo', userId: 'alice', name: 'Alice Example', shows: 'normal sign-in (main demo)' },
  {
    company: 'demo',
    userId: 'first',
    name: 'Fumi First',
    firstLogin: true,
    shows: 'first login: password wizard',
  },
  {
    company: 'demo',
    userId: 'expired',
    name: 'Ezra Expired',
    expired: true,
    shows: 'expired password: wizard titled Expired Password',
  },
  {
    company: 'demo',
    userId: 'insecure',
    name: 'Ines Insecure',
    insecure: true,
    shows: 'insecure password: password wizard',
  },
  {
    company: 'demo',
    userId: 'ldap',
    name: 'Leo Ldap',
    useLdap: true,
    insecure: true,
    shows: 'LDAP user: no password wizard although flagged insecure',
  },
  {
    company: 'demo',
    userId: 'gdpr',
    name: 'Greta Gdpr',
    needGdpr: true,
    shows: 'GDPR agreement pending',
  },
  { company: 'demo', userId: 'guest', name: 'Gil Guest', type: 'guest', shows: 'guest user' },
  {
    company: 'demo',
    userId: 'connect',
    name: 'Cora Connect',
    type: 'connect',
    shows: 'connect user',
  },
  {
    company: 'demo',
    userId: 'yuki',
    name: '山田 雪',
    lang: 'jpn',
    shows: 'Japanese-language user',
  },
  { company: 'demo-mail', userId: 'emma', name: 'Emma Mail', shows: 'e-mail OTP (otpCode 10)' },
  {
    company: 'demo-mail',
    userId: 'tess',
    name: 'Tess Trusted',
    shows: 'e-mail OTP; lists and removes trusted browsers',
  },
  {
    company: 'demo-sms',
    userId: 'sid',
    name: 'Sid Sms',
    phone: '09012345678',
    shows: 'SMS OTP (otpCode 11)',
  },
  {
    company: 'demo-sms',
    userId: 'nophone',
    name: 'Nell Nophone',
    phone: '',
    shows: 'SMS OTP with no registered phone',
  },
  {
    company: 'demo-otp',
    userId: 'chris',
    name: 'Chris Choose',
    phone: '09087654321',
    shows: 'choose e-mail or SMS OTP (otpCode 12)',
  },
  {
    company: 'demo-otp',
    userId: 'rita',
    name: 'Rita Recent',
    phone: '09011112222',
    recentOtpType: 'sms',
    shows: 'choose OTP, SMS pre-selected (recent_otp_type sms)',
  },
  {
    company: 'demo-blocked',
    userId: 'bob',
    name: 'Bob Blocked',
    shows: 'blocked company: WebConnectionDeny → /blocked',
  },
  {
    company: 'demo-sso',
    userId: 'sam',
    name: 'Sam Sso',
    shows: 'SSO company that also allows password sign-in',
  },
  {
    company: 'demo-sso-only',
    userId: 'sue',
    name: 'Sue SsoOnly',
    shows: 'SSO-only company: password sign-in refused',
  },
];

/** The sign-in printed at start. */
export const MAIN_DEMO = { company: 'demo', userId: 'alice', password: DEMO_PASSWORD } as const;

/**
 * The demo company password policy (requirements P2): 10+ chars, type 4, ≤3 repeats, last 3
 * disallowed.
 */
const POLICY = { min: 10, type: 4, continuation: 3, pastUse: 3 } as const;

function emailOf(account: DemoAccount): string {
  return account.email ?? `${account.userId}@${account.company}.example`;
}

/** Inserts the demo data when the database has no company yet; returns whether it seeded. */
export async function seedIfEmpty(
  db: DatabaseSync,
  now: number,
  passwordCost?: number,
): Promise<boolean> {
  const count = db.prepare('SELECT COUNT(*) AS n FROM companies').get();
  if (count && int(count, 'n') > 0) return false;
  // Hash before the transaction: scrypt runs on the thread pool, the insert stays synchronous.
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD, passwordCost)),
  );
  transaction(db, () => {
    const companyIds = new Map<string, number>();
    const insertCompany =
      db.prepare(`INSERT INTO companies (code, name, blocked, use_sso, configured_sso,
      allowed_type, otp_mode, password_min_length, password_string_type, password_continuation_limit,
      password_past_use, otp_session_expiry_day, auto_logout_interval, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const c of DEMO_COMPANIES) {
      const { lastInsertRowid } = insertCompany.run(
        c.code,
        c.name,
        c.blocked ? 1 : 0,
        c.useSso ? 1 : 0,
        c.configuredSso ?? '',
        c.allowedType ?? 'all',
        c.otpMode ?? 'none',
        POLICY.min,
        POLICY.type,
        POLICY.continuation,
        POLICY.pastUse,
        c.otpSessionExpiryDay ?? 0,
        c.autoLogoutInterval ?? '',
        now,
      );
      companyIds.set(c.code, Number(lastInsertRowid));
    }
    const insertUser =
      db.prepare(`INSERT INTO users (company_id, login_id, user_type, user_name, email,
      phone, lang, password_hash, use_ldap, password_first_login, password_secure, password_expired,
      need_gdpr, recent_otp_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    DEMO_ACCOUNTS.forEach((a, i) => {
      const companyId = companyIds.get(a.company);
      if (companyId === undefined)
        throw new Error(`Demo account ${a.userId} names unknown company ${a.company}`);
      insertUser.run(
        companyId,
        a.userId,
        a.type ?? 'user',
        a.name,
        emailOf(a),
        a.phone ?? '',
        a.lang ?? 'eng',
        hashes[i] ?? '',
        a.useLdap ? 1 : 0,
        a.firstLogin ? 1 : 0,
        a.insecure ? 0 : 1,
        a.expired ? 1 : 0,
        a.needGdpr ? 1 : 0,
        a.recentOtpType ?? 'none',
        now,
      );
    });
  });
  return true;
}
