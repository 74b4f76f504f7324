import { HOUR } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { findCompany, findUser } from './accounts.ts';
import { companyPolicy } from './company-policy.ts';
import { accountKey, clientKey, lockedFor, recordAttempt } from './limits.ts';
import { isTrustedDevice } from './trusted-devices.ts';
import {
  blockedGate,
  ssoOnlyGate,
  twoStepGate,
  type LoginAnswer,
  type LoginGate,
  type LoginInput,
} from './login-gates.ts';
import { verifyPassword } from './password.ts';
import { openSession, restrictionOf } from './signin.ts';
import {
  INVALID_CREDENTIALS,
  LOGIN_SCREEN_EXPIRED,
  RESULT_OK,
  TOO_MANY_ATTEMPTS,
} from '../../src/lib/api/contract/results.ts';

export type {
  GateContext,
  GateOutcome,
  LoginAnswer,
  LoginGate,
  LoginInput,
} from './login-gates.ts';
import { say } from '../messages/language.ts';
import { MESSAGES } from '../messages/catalogue.ts';
export { maskEmail, maskPhone } from './mask.ts';

/** What the route turns into an HTTP answer. */
export interface LoginOutcome {
  readonly status: number;
  readonly body: LoginAnswer;
  readonly headers?: Readonly<Record<string, string>>;
  /** Set when a session was created: the token for the access_token cookie. */
  readonly session?: { readonly token: string; readonly persistent: boolean };
  /** The login_attempt cookie to set (a token), or null to clear it. */
  readonly attemptCookie?: string | null;
}

/** The login screen's security session (requirements L14): older CSRF tokens get 4001. */
export const LOGIN_WINDOW = HOUR;
/** The one message for a wrong company, user or password: it must not tell them apart. */
export const INVALID_CREDENTIALS_TEXT = MESSAGES.invalid_credentials.eng;

/** The gates, in order; later issues insert theirs (invitations, …) before twoStepGate. */
export const LOGIN_GATES: LoginGate[] = [blockedGate, ssoOnlyGate, twoStepGate];

/** Runs a password sign-in (requirements L9, security K19), with its two-step verification. */
export async function attemptLogin(
  app: AppContext,
  input: LoginInput,
  meta: { ip: string; csrfIssuedAt: number | null; attemptToken?: string | undefined },
): Promise<LoginOutcome> {
  const now = app.clock.now();
  if (meta.csrfIssuedAt !== null && now - meta.csrfIssuedAt > LOGIN_WINDOW) {
    const all = say('login_screen_expired');
    return { status: 200, body: { success: false, result_code: LOGIN_SCREEN_EXPIRED, all } };
  }
  const key = accountKey(input.company_code, input.id);
  const company = findCompany(app.db, input.company_code);
  const user = company ? findUser(app.db, company.id, input.id) : null;
  // Throttled per (account, client) (security K31): a trusted browser counts on its own, so
  // failures from elsewhere never slow it; the account-wide hourly cap applies only where no
  // second factor stands behind the password (no two-step verification for the company).
  const trusted =
    user !== null && isTrustedDevice(app.db, user.id, input.device_id, now)
      ? (input.device_id ?? null)
      : null;
  const client = clientKey(meta.ip, trusted);
  const accountWide = trusted === null && (company?.otpMode ?? 'none') === 'none';
  const wait = lockedFor(app.db, key, client, meta.ip, now, app.limits, { accountWide });
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    const all = say('too_many_logins', { count: minutes });
    return {
      status: 429,
      body: { success: false, result_code: TOO_MANY_ATTEMPTS, all },
      headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
    };
  }
  // Always one scrypt run, against the dummy when there is no such account: equal timing.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? app.dummyHash);
  recordAttempt(app.db, key, client, meta.ip, matches && user !== null, now);
  if (!company || !user || !matches) {
    return {
      status: 200,
      body: { success: false, result_code: INVALID_CREDENTIALS, all: say('invalid_credentials') },
    };
  }
  let viaOtp = false;
  const ctx = { company, user, input, now, attemptToken: meta.attemptToken };
  for (const gate of LOGIN_GATES) {
    const outcome = gate(app, ctx);
    if (outcome === null) continue;
    if ('stop' in outcome) {
      const cookie =
        outcome.attemptToken === undefined ? {} : { attemptCookie: outcome.attemptToken };
      return { status: 200, body: outcome.stop, ...cookie };
    }
    if (outcome.verified === 'otp') viaOtp = true;
  }
  const persistent = input.persistent_session === 'true';
  const { token, duplicate } = openSession(app, {
    user,
    persistent,
    restriction: restrictionOf(user),
    ip: meta.ip,
    deviceId: input.device_id ?? '',
    viaOtp,
  });
  const body: LoginAnswer = {
    success: true,
    result_code: RESULT_OK,
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
    // The trust-browser step: only after a code was verified, and only if the company trusts.
    flag_persistent_session: viaOtp && persistent && company.otpSessionExpiryDay > 0,
    otp_session_expiry_day: company.otpSessionExpiryDay,
    password_change_flag: false,
    ...companyPolicy(company),
  };
  return {
    status: 200,
    body,
    session: { token, persistent },
    ...(viaOtp ? { attemptCookie: null } : {}),
  };
}
