import type { RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import type { login } from '../../src/lib/api/contract/auth.ts';
import type { AppContext } from '../context.ts';
import type { Company, User } from './accounts.ts';
import { maskEmail, maskPhone } from './mask.ts';
import { closeAttempt, findAttempt, openAttempt } from './otp-attempts.ts';
import { checkCode } from './otp-codes.ts';
import { isTrustedDevice, markDeviceUsed } from './trusted-devices.ts';
import {
  BLOCKED,
  CONNECTION_DENIED,
  OTP_NO_ATTEMPT,
  OTP_REQUIRED,
  SSO_ONLY,
} from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';

/** The login request and answer of the contract. */
export type LoginInput = RequestOf<typeof login>;
export type LoginAnswer = ResponseOf<typeof login>;

/** What a gate knows: the account whose password matched, the request and the browser's attempt. */
export interface GateContext {
  readonly company: Company;
  readonly user: User;
  readonly input: LoginInput;
  readonly now: number;
  /** The `login_attempt` cookie, naming a pending two-step verification. */
  readonly attemptToken: string | undefined;
}

/** A gate stops the sign-in with an answer (maybe opening an attempt), or records a verification. */
export type GateOutcome =
  | { readonly stop: LoginAnswer; readonly attemptToken?: string }
  | { readonly verified: 'otp' | 'device' };

/** A step after the password check that may stop the sign-in (blocked, SSO only, OTP, …). */
export type LoginGate = (app: AppContext, ctx: GateContext) => GateOutcome | null;

/** Blocked company or user: WebConnectionDeny (requirements L13). */
export const blockedGate: LoginGate = (_, { company, user }) =>
  company.blocked || user.blocked
    ? {
        stop: {
          success: false,
          result_code: BLOCKED,
          all: CONNECTION_DENIED,
          operation_authority: { blocked: true },
        },
      }
    : null;

/** SSO-only companies refuse password sign-in. */
export const ssoOnlyGate: LoginGate = (_, { company }) =>
  company.useSso && company.allowedType === 'sso'
    ? {
        stop: {
          success: false,
          result_code: SSO_ONLY,
          all: say('sso_only'),
        },
      }
    : null;

/**
 * Two-step verification (requirements O1, O8): a trusted device passes; without a code the answer
 * is LoginOTP and an attempt is opened for this browser; with a code, the attempt's code decides.
 */
export const twoStepGate: LoginGate = (app, { company, user, input, now, attemptToken }) => {
  if (company.otpMode === 'none') return null;
  if (isTrustedDevice(app.db, user.id, input.device_id, now)) {
    markDeviceUsed(app.db, user.id, input.device_id ?? '', now);
    return { verified: 'device' };
  }
  if (input.otp === undefined || input.otp.trim() === '') {
    const opened = openAttempt(app.db, user.id, attemptToken, now);
    return {
      stop: {
        success: false,
        all: OTP_REQUIRED,
        result_code: company.otpMode,
        result: {
          phone: maskPhone(user.phone),
          email: maskEmail(user.email),
          recent_otp_type: user.recentOtpType,
        },
      },
      attemptToken: opened.token,
    };
  }
  const attempt = findAttempt(app.db, attemptToken, now);
  if (!attempt || attempt.userId !== user.id) {
    const all = say('attempt_expired');
    return { stop: { success: false, result_code: OTP_NO_ATTEMPT, all } };
  }
  const refusal = checkCode(app.db, attempt, input.otp, now);
  if (refusal)
    return { stop: { success: false, result_code: refusal.resultCode, all: refusal.all } };
  closeAttempt(app.db, attempt.id, now);
  if (attempt.channel !== null)
    app.db
      .prepare('UPDATE users SET recent_otp_type = ? WHERE id = ?')
      .run(attempt.channel, user.id);
  return { verified: 'otp' };
};
