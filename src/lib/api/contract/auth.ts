import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, formBoolean, noParams, orFailure, text } from './common.ts';

/**
 * The login request (requirements L7), form-encoded (`otp` and `invite_seq` on the verification
 * step).
 */
export const loginRequest = v.object({
  company_code: text(LIMITS.companyCode),
  id: text(LIMITS.userId),
  password: text(LIMITS.password),
  persistent_session: v.optional(formBoolean),
  device_id: v.optional(text(LIMITS.deviceId)),
  otp: v.optional(text(LIMITS.otp)),
  invite_seq: v.optional(text(LIMITS.inviteSeq)),
});

/** The OTP info sent with `all: 'LoginOTP'` (result_code then carries the otpCode '10'|'11'|'12'). */
export const otpInfo = v.object({
  phone: v.string(),
  email: v.string(),
  recent_otp_type: v.picklist(['none', 'email', 'sms']),
});

/**
 * The login response (requirements L9–L17). One loose shape for success and failure, because
 * failures also carry flags (`operation_authority.blocked`, `result` for LoginOTP) and the spec
 * passes further fields on as login data.
 *
 * Two-step verification: without `otp`, an OTP company answers `all: 'LoginOTP'`, `result_code`
 * the otpCode ('10' e-mail, '11' SMS, '12' choice) and `result` the {@link otpInfo} (phone ''
 * when none is registered: SMS unavailable), and sets the HttpOnly `login_attempt` cookie that
 * /otp/request/ and the verifying login use. With `otp`, a refused code answers success false,
 * an `all` text and result_code 'otp_invalid' | 'otp_expired' | 'otp_void' (5 wrong tries: request
 * a new code) | 'otp_not_requested' | 'otp_no_attempt' (sign in again) — never 'LoginOTP'.
 * A `device_id` trusted through /otp/device/registration/ skips the step until it expires.
 * After an OTP sign-in with persistent_session 'true' (and company trust days > 0),
 * `flag_persistent_session` is true and `otp_session_expiry_day` gives the days.
 * Other failure codes: 'invalid_credentials', 'blocked' (WebConnectionDeny), 'sso_only',
 * '4001' (login screen security session over), 'too_many_attempts' (HTTP 429).
 */
export const loginResponse = v.looseObject({
  success: v.boolean(),
  all: v.optional(v.string()),
  result_code: v.optional(v.string()),
  result: v.optional(v.unknown()),
  operation_authority: v.optional(v.looseObject({ blocked: v.optional(v.boolean()) })),
  use_ldap: v.optional(v.boolean()),
  password_first_login: v.optional(v.boolean()),
  password_secure: v.optional(v.boolean()),
  password_timelimit_exceed: v.optional(v.boolean()),
  need_gdpr: v.optional(v.boolean()),
  need_memo: v.optional(v.boolean()),
  duplicate_login: v.optional(v.boolean()),
  redirect_url: v.optional(v.string()),
  access_token: v.optional(v.string()),
  flag_persistent_session: v.optional(v.boolean()),
  otp_session_expiry_day: v.optional(v.number()),
  // The company password policy for the wizard (requirements P2), on success.
  password_change_flag: v.optional(v.boolean()),
  password_min_length: v.optional(v.number()),
  password_string_type: v.optional(v.number()),
  password_continuation_limit: v.optional(v.number()),
  /** 'Y': previous passwords may be reused; 'N': the last ones are refused (the company's depth). */
  password_past_use: v.optional(v.string()),
});

/** POST /login/proceed/ — signs in; on success sets the access_token cookie and a fresh csrf_token. */
export const login = defineEndpoint({
  name: 'auth.login',
  method: 'POST',
  host: 'page',
  path: '/login/proceed/',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: loginRequest,
  response: loginResponse,
});

/**
 * POST /login/cancel/ — ours: "Back to sign in" after the password. Ends what the sign-in opened
 * so far: the pending two-step verification (its `login_attempt` cookie) and a session a step
 * such as GDPR or the password wizard was waiting on. A back end without it answers 404; the
 * page then simply shows the form again (the attempt and session expire on their own).
 */
export const cancelLogin = defineEndpoint({
  name: 'auth.cancelLogin',
  ours: true,
  method: 'POST',
  host: 'page',
  path: '/login/cancel/',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true) })),
});

/** GET /csrf — sets the csrf_token cookie when it is missing or invalid and returns its value. */
export const csrfToken = defineEndpoint({
  name: 'auth.csrf',
  ours: true,
  method: 'GET',
  host: 'page',
  path: '/csrf',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: noParams,
  response: v.object({ success: v.literal(true), csrf_token: v.string() }),
});

/**
 * POST /login/token — the web login of the access-token host (requirements L22). A real form
 * navigation, not a fetch: the login page posts `access_token` (from the login response, which
 * carries it only on that host), the validated `redirect_url`, and `csrf_token`, which must equal
 * the csrf_token cookie because a form cannot send the header (so no other site can sign a browser
 * in). Answers 303 to `redirect_url` with the access cookie set, or 303 to /login when the token is
 * not a live session. Defined by us.
 */
export const tokenLogin = defineEndpoint({
  name: 'auth.tokenLogin',
  ours: true,
  method: 'POST',
  host: 'page',
  path: '/login/token',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: v.object({
    access_token: text(200),
    redirect_url: v.optional(text(2048)),
    csrf_token: text(400),
  }),
  response: v.looseObject({ success: v.boolean() }),
});
