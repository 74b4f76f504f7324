import type { RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import type { login } from '../../src/lib/api/contract/auth.ts';
import { HOUR } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { findCompany, findUser, type Company, type User } from './accounts.ts';
import { accountKey, lockedFor, recordAttempt } from './limits.ts';
import { verifyPassword } from './password.ts';
import { createSession, endUserSessions, hasLiveSession, type Restriction } from './sessions.ts';

/** The login request and answer of the contract. */
export type LoginInput = RequestOf<typeof login>;
export type LoginAnswer = ResponseOf<typeof login>;

/** What the route turns into an HTTP answer. */
export interface LoginOutcome {
  readonly status: number;
  readonly body: LoginAnswer;
  readonly headers?: Readonly<Record<string, string>>;
  /** Set when a session was created: the token for the access_token cookie. */
  readonly session?: { readonly token: string; readonly persistent: boolean };
}

/** A step after the password check that may stop the sign-in (blocked, SSO only, OTP, …). */
export type LoginGate = (
  app: AppContext,
  account: { company: Company; user: User; input: LoginInput },
) => LoginAnswer | null;

/** The login screen's security session (spec 1 §9): older CSRF tokens get 4001. */
export const LOGIN_WINDOW = HOUR;
/** The one message for a wrong company, user or password: it must not tell them apart. */
export const INVALID_CREDENTIALS = 'The company ID, user ID or password is incorrect.';

const blockedGate: LoginGate = (_, { company, user }) =>
  company.blocked || user.blocked
    ? {
        success: false,
        result_code: 'blocked',
        all: 'WebConnectionDeny',
        operation_authority: { blocked: true },
      }
    : null;

const ssoOnlyGate: LoginGate = (_, { company }) =>
  company.useSso && company.allowedType === 'sso'
    ? {
        success: false,
        result_code: 'sso_only',
        all: 'This company signs in with SSO only. Use SSO Login.',
      }
    : null;

// Until the OTP issue lands, an OTP company always gets the challenge of spec 1 §8 (LoginOTP
// with the otpCode in result_code and the OTP info in result); the code is not verified yet.
const otpGate: LoginGate = (_, { company, user }) =>
  company.otpMode === 'none'
    ? null
    : {
        success: false,
        all: 'LoginOTP',
        result_code: company.otpMode,
        result: {
          phone: maskPhone(user.phone),
          email: maskEmail(user.email),
          recent_otp_type: user.recentOtpType,
        },
      };

/** The gates, in order; later issues insert theirs (trusted device before OTP, invitations, …). */
export const LOGIN_GATES: LoginGate[] = [blockedGate, ssoOnlyGate, otpGate];

/** Shows enough of a phone number to recognise it: the last 4 digits. */
export function maskPhone(phone: string): string {
  return phone === '' ? '' : `${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

/** Shows the first character of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? '' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

function restrictionOf(user: User): Restriction {
  if (!user.useLdap && (user.passwordFirstLogin || !user.passwordSecure || user.passwordExpired))
    return 'password';
  return user.needGdpr ? 'gdpr' : null;
}

/** Runs a password sign-in (spec 1 §4, SECURITY.md E.19). */
export async function attemptLogin(
  app: AppContext,
  input: LoginInput,
  meta: { ip: string; csrfIssuedAt: number | null },
): Promise<LoginOutcome> {
  const now = app.clock.now();
  if (meta.csrfIssuedAt !== null && now - meta.csrfIssuedAt > LOGIN_WINDOW) {
    const all =
      'Login was blocked because the security session on the login screen expired (1 hour). Please log in again.';
    return { status: 200, body: { success: false, result_code: '4001', all } };
  }
  const key = accountKey(input.company_code, input.id);
  const wait = lockedFor(app.db, key, meta.ip, now, app.limits);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    const all = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    return {
      status: 429,
      body: { success: false, result_code: 'too_many_attempts', all },
      headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
    };
  }
  const company = findCompany(app.db, input.company_code);
  const user = company ? findUser(app.db, company.id, input.id) : null;
  // Always one scrypt run, against the dummy when there is no such account: equal timing.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? app.dummyHash);
  recordAttempt(app.db, key, meta.ip, matches && user !== null, now);
  if (!company || !user || !matches) {
    return {
      status: 200,
      body: { success: false, result_code: 'invalid_credentials', all: INVALID_CREDENTIALS },
    };
  }
  for (const gate of LOGIN_GATES) {
    const stop = gate(app, { company, user, input });
    if (stop) return { status: 200, body: stop };
  }
  const duplicate = hasLiveSession(app.db, user.id, now);
  if (duplicate) endUserSessions(app.db, user.id, now, 'duplicate_login');
  const persistent = input.persistent_session === 'true';
  const { token } = createSession(
    app.db,
    {
      userId: user.id,
      persistent,
      restriction: restrictionOf(user),
      ip: meta.ip,
      deviceId: input.device_id ?? '',
    },
    now,
  );
  const body: LoginAnswer = {
    success: true,
    result_code: '00',
    all: '',
    operation_authority: { blocked: false },
    use_ldap: user.useLdap,
    password_first_login: user.passwordFirstLogin,
    password_secure: user.passwordSecure,
    password_timelimit_exceed: user.passwordExpired,
    need_gdpr: user.needGdpr,
    need_memo: false,
    duplicate_login: duplicate,
    redirect_url: '',
    flag_persistent_session: false,
    otp_session_expiry_day: company.otpSessionExpiryDay,
  };
  return { status: 200, body, session: { token, persistent } };
}
