// Reads the login answer (already checked against the contract) into the flow's own words.
import type { PasswordPolicy } from '../password/policy.ts';
import type { LoginData, OtpCode, OtpContext } from './types.ts';
import { OTP_BY_EMAIL, OTP_BY_SMS, OTP_CHOICE } from '../api/contract/results.ts';

type Body = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The spec's flags arrive as booleans; older back ends send 'Y'/'N' or 1/0.
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'Y' || value === 'y' || value === 'true';
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const POLICY_FIELDS = [
  'password_min_length',
  'password_string_type',
  'password_continuation_limit',
  'password_past_use',
  'password_change_flag',
  'password_first_login',
] as const;

/** The password policy fields the answer carries (top level or under `password_policy`). */
export function policyOf(body: Body): PasswordPolicy {
  const source = isRecord(body['password_policy']) ? body['password_policy'] : body;
  const policy: Record<string, unknown> = {};
  for (const field of POLICY_FIELDS) {
    const value = source[field] ?? body[field];
    if (field === 'password_past_use' || field.endsWith('_flag') || field.endsWith('_login')) {
      if (typeof value === 'string' || typeof value === 'boolean') policy[field] = value;
    } else {
      const n = num(value);
      if (n !== null) policy[field] = n;
    }
  }
  return policy;
}

/** The flow's view of a successful login answer; missing flags count as false. */
export function loginDataOf(body: Body): LoginData {
  const token = str(body['access_token']);
  return {
    useLdap: flag(body['use_ldap']),
    firstLogin: flag(body['password_first_login']),
    // Only an explicit false means insecure: an answer without the flag is not a reason to nag.
    passwordSecure: body['password_secure'] !== false && body['password_secure'] !== 'N',
    timeLimitExceeded: flag(body['password_timelimit_exceed']),
    passwordChangeFlag: flag(body['password_change_flag']),
    needGdpr: flag(body['need_gdpr']),
    duplicateLogin: flag(body['duplicate_login']),
    redirectUrl: str(body['redirect_url']),
    offerTrust: flag(body['flag_persistent_session']),
    trustDays: Math.max(0, Math.floor(num(body['otp_session_expiry_day']) ?? 0)),
    accessToken: token === '' ? null : token,
    policy: policyOf(body),
  };
}

/** Whether a value is one of the spec's otpCodes. */
export function isOtpCode(value: unknown): value is OtpCode {
  return value === OTP_BY_EMAIL || value === OTP_BY_SMS || value === OTP_CHOICE;
}

/** The OTP context of a LoginOTP answer (result_code + result), or null when it is unusable. */
export function otpContextOf(resultCode: string | null, result: unknown): OtpContext | null {
  if (!isOtpCode(resultCode)) return null;
  const info = isRecord(result) ? result : {};
  const recent = info['recent_otp_type'];
  return {
    code: resultCode,
    phone: str(info['phone']),
    email: str(info['email']),
    recent: recent === 'email' || recent === 'sms' ? recent : 'none',
  };
}
