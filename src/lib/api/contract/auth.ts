import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, formBoolean, noParams, text } from './common.ts';

/** The login request of spec 1 §3 (form-encoded; `otp` and `invite_seq` on the verification step). */
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
 * The login response of spec 1 §3. One loose shape for success and failure, because failures
 * also carry flags (`operation_authority.blocked`, `result` for LoginOTP) and the spec passes
 * further fields on as login data.
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

/** GET /csrf — sets the csrf_token cookie when it is missing or invalid and returns its value. */
export const csrfToken = defineEndpoint({
  name: 'auth.csrf',
  method: 'GET',
  host: 'page',
  path: '/csrf',
  encoding: 'none',
  auth: 'none',
  csrf: null,
  request: noParams,
  response: v.object({ success: v.literal(true), csrf_token: v.string() }),
});
