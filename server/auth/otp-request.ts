import type { RequestOf, ResponseOf } from '../../src/lib/api/endpoint.ts';
import type { otpRequest } from '../../src/lib/api/contract/otp.ts';
import type { AppContext } from '../context.ts';
import { companyById, userById } from './accounts.ts';
import { maskPhone, phoneDigits } from './mask.ts';
import { findAttempt, storeCode } from './otp-attempts.ts';
import {
  MAX_WRONG_TRIES,
  hashCode,
  newCode,
  otpLifetimeSeconds,
  recordSend,
  sendWait,
} from './otp-codes.ts';
import {
  NO_PHONE,
  OTP_BY_EMAIL,
  OTP_BY_SMS,
  OTP_NO_ATTEMPT,
  OTP_PHONE_MISMATCH,
  OTP_RATE_LIMITED,
  OTP_RESEND_LOCKED,
  OTP_TYPE_NOT_ALLOWED,
  PHONE_REQUIRED,
  RESULT_OK,
} from '../../src/lib/api/contract/results.ts';
import { say } from '../messages/language.ts';
import { MESSAGES } from '../messages/catalogue.ts';

/** The answer of POST /otp/request/ and its HTTP status. */
export interface OtpRequestOutcome {
  readonly status: number;
  readonly body: ResponseOf<typeof otpRequest>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The text for result_code 4011 (requirements O4). */
export const PHONE_MISMATCH = MESSAGES.phone_mismatch.eng;
/** The spec's text when SMS is chosen and no phone is registered. */
export const NO_PHONE_TEXT = MESSAGES.no_phone.eng;

function refuse(resultCode: string, all: string, extra: Record<string, unknown> = {}) {
  return { status: 200, body: { success: false as const, result_code: resultCode, all, ...extra } };
}

function limited(wait: number): OtpRequestOutcome {
  const minutes = Math.ceil(wait / 60_000);
  const all = say('otp_rate_limited', { count: minutes });
  return {
    status: 429,
    body: { success: false, result_code: OTP_RATE_LIMITED, all },
    headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
  };
}

/** Sends a code for the pending login attempt the cookie names (requirements O1–O7). */
export function requestOtp(
  app: AppContext,
  input: RequestOf<typeof otpRequest>,
  attemptToken: string | undefined,
): OtpRequestOutcome {
  const now = app.clock.now();
  const attempt = findAttempt(app.db, attemptToken, now);
  const user = attempt ? userById(app.db, attempt.userId) : null;
  if (!attempt || !user) return refuse(OTP_NO_ATTEMPT, say('attempt_expired'));
  const company = companyById(app.db, user.companyId);
  const mode = company.otpMode;
  const channel = input.otp_type ?? (mode === OTP_BY_SMS ? 'sms' : 'email');
  if (
    mode === 'none' ||
    (mode === OTP_BY_EMAIL && channel !== 'email') ||
    (mode === OTP_BY_SMS && channel !== 'sms')
  )
    return refuse(OTP_TYPE_NOT_ALLOWED, say('otp_type_not_allowed'));
  if (channel === 'sms') {
    if (user.phone === '') return refuse(NO_PHONE, say('no_phone'));
    const typed = phoneDigits(input.phone ?? '');
    if (mode === OTP_BY_SMS && typed === '') return refuse(PHONE_REQUIRED, say('phone_required'));
    // Past the limit even the right number is refused: guessing must not pay off.
    const guessWait = typed === '' ? 0 : sendWait(app.db, user.id, 'mismatch', now);
    if (guessWait > 0) return limited(guessWait);
    if (typed !== '' && typed !== phoneDigits(user.phone)) {
      recordSend(app.db, user.id, 'mismatch', now);
      return refuse(OTP_PHONE_MISMATCH, say('phone_mismatch'));
    }
  }
  const until = attempt.codeExpiresAt;
  if (
    until !== null &&
    now < until &&
    attempt.wrongTries < MAX_WRONG_TRIES &&
    attempt.channel === channel
  ) {
    const left = Math.ceil((until - now) / 1000);
    return refuse(OTP_RESEND_LOCKED, say('otp_resend_locked', { count: left }), {
      otp_expire_seconds: left,
    });
  }
  const wait = sendWait(app.db, user.id, 'send', now);
  if (wait > 0) return limited(wait);
  const code = newCode();
  const seconds = otpLifetimeSeconds(company.otpExpireSeconds);
  const expiresAt = now + seconds * 1000;
  storeCode(app.db, attempt.id, { codeHash: hashCode(attempt.id, code), channel, expiresAt });
  recordSend(app.db, user.id, channel, now);
  const minutes = Math.ceil(seconds / 60);
  const text = `Your verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. If you did not try to sign in, change your password.`;
  app.outbox.send({
    to: channel === 'sms' ? user.phone : user.email,
    kind: channel,
    ...(channel === 'email' ? { subject: 'Your verification code' } : {}),
    body: text,
    code,
  });
  return {
    status: 200,
    body: {
      success: true,
      result_code: RESULT_OK,
      phone: channel === 'sms' ? maskPhone(user.phone) : '',
      otp_expire: expiresAt,
      expdate: new Date(expiresAt).toISOString(),
      otp_expire_seconds: seconds,
    },
  };
}
