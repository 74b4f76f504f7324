import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';

// Two-step verification (requirements O1–O10). The server binds every call to the pending
// login attempt that answered `all: 'LoginOTP'`: an HttpOnly `login_attempt` cookie set on that
// answer names it, so neither call carries the company or user. Failure `result_code`s (ours,
// except 4011): 'otp_no_attempt' (sign in again), 'otp_type_not_allowed', 'phone_required',
// 'no_phone' (no registered phone), '4011' (phone does not match), 'otp_resend_locked' (the
// current code is still valid; `otp_expire_seconds` says for how long), 'otp_rate_limited'
// (more than 5 codes an hour; HTTP 429 with Retry-After).

/** The longest phone number accepted (digits and separators as typed). */
export const PHONE_MAX = 32;
/** Device ids are 16 characters of [A-Za-z0-9] (requirements O8, security K14). */
export const DEVICE_ID = /^[A-Za-z0-9]{16}$/;

/** The OTP request (form-encoded): absent otp_type means e-mail, except SMS-only companies ('11'). */
export const otpRequestFields = v.object({
  otp_type: v.optional(v.picklist(['sms', 'email'])),
  phone: v.optional(text(PHONE_MAX)),
});

/** The countdown when the answer gives no `otp_expire_seconds` (requirements O6: 120 s). */
export const OTP_DEFAULT_SECONDS = 120;

/**
 * A code was sent. `success` decides (security K25): the spec gives no success
 * `result_code`, so any is accepted. `phone` is the masked destination phone ('' for e-mail);
 * `otp_expire` is the code's expiry in epoch milliseconds and `expdate` the same instant in
 * ISO 8601; the countdown starts at `otp_expire_seconds`, the seconds left (our definitions:
 * the spec does not show them, so each is optional and the countdown falls back to 120 s).
 */
export const otpSent = v.object({
  success: v.literal(true),
  result_code: v.optional(v.string()),
  phone: v.optional(v.string(), ''),
  otp_expire: v.optional(v.number()),
  expdate: v.optional(v.string()),
  otp_expire_seconds: v.optional(v.number(), OTP_DEFAULT_SECONDS),
});

/** POST /otp/request/ — sends a 6-digit code by e-mail or SMS for the pending login attempt. */
export const otpRequest = defineEndpoint({
  name: 'otp.request',
  method: 'POST',
  host: 'page',
  path: '/otp/request/',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: otpRequestFields,
  response: orFailure(otpSent),
});

/**
 * POST /otp/device/registration/ — trusts this browser (the 'Trusted' choice). Needs the session
 * of a sign-in just verified by OTP; later logins sending this device_id skip OTP until
 * `expires_at` (ISO 8601; company otp_session_expiry_day days). The spec does not show the
 * answer: ours adds `device_id` and `expires_at`, and `{ success: true }` alone is enough.
 */
export const otpDeviceRegistration = defineEndpoint({
  name: 'otp.deviceRegistration',
  answerNotShown: true,
  method: 'POST',
  host: 'page',
  path: '/otp/device/registration/',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRF-Token',
  request: v.object({ device_id: v.pipe(v.string(), v.regex(DEVICE_ID)) }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      device_id: v.optional(v.string()),
      expires_at: v.optional(v.string()),
    }),
  ),
});
