// The result codes and protocol words of the sign-in and session answers, named once for the
// client, the login and OTP machines and the reference server. One constant per code (not one
// object) so a page bundles only the codes it reads: the login page's budget has no room to spare.

/** `result_code` of a successful login or code delivery. */
export const RESULT_OK = '00';
/** `result_code` 01: the session is over (with `all` {@link CONNECTION_DENIED}: access is denied). */
export const SESSION_FAILURE = '01';

/** `all` of a login that needs a verification code; `result_code` is then the otpCode. */
export const OTP_REQUIRED = 'LoginOTP';
/** `all` of a login or session refused because the company or user is blocked (requirements L13). */
export const CONNECTION_DENIED = 'WebConnectionDeny';

/** otpCode (the `result_code` of {@link OTP_REQUIRED}): codes go by e-mail only. */
export const OTP_BY_EMAIL = '10';
/** otpCode: codes go by SMS only, to the phone number the user types. */
export const OTP_BY_SMS = '11';
/** otpCode: the user chooses e-mail or SMS. */
export const OTP_CHOICE = '12';
/** The otpCode of a LoginOTP answer (also a company's OTP mode on the reference server). */
export type OtpCode = typeof OTP_BY_EMAIL | typeof OTP_BY_SMS | typeof OTP_CHOICE;

/** The login screen's security session is over: the page reloads (requirements L14). */
export const LOGIN_SCREEN_EXPIRED = '4001';
/** Wrong company, user ID or password. */
export const INVALID_CREDENTIALS = 'invalid_credentials';
/** Too many attempts (HTTP 429) at login or at a password change. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';
/** The company or user is blocked (`all` is {@link CONNECTION_DENIED}). */
export const BLOCKED = 'blocked';
/** The company signs in with SSO only. */
export const SSO_ONLY = 'sso_only';

/** The typed phone number does not match the registered one (requirements O4). */
export const OTP_PHONE_MISMATCH = '4011';
/** The sign-in attempt behind the verification step is gone: sign in again. */
export const OTP_NO_ATTEMPT = 'otp_no_attempt';
/** A code was checked before any was requested. */
export const OTP_NOT_REQUESTED = 'otp_not_requested';
/** The code has expired. */
export const OTP_EXPIRED = 'otp_expired';
/** The code is wrong. */
export const OTP_INVALID = 'otp_invalid';
/** Five wrong codes: this code is void, request a new one. */
export const OTP_VOID = 'otp_void';
/** Too many code requests. */
export const OTP_RATE_LIMITED = 'otp_rate_limited';
/** The company does not allow this delivery method. */
export const OTP_TYPE_NOT_ALLOWED = 'otp_type_not_allowed';
/** The current code is still valid; `otp_expire_seconds` says for how long. */
export const OTP_RESEND_LOCKED = 'otp_resend_locked';
/** SMS was chosen but the user has no registered phone. */
export const NO_PHONE = 'no_phone';
/** SMS needs the phone number typed. */
export const PHONE_REQUIRED = 'phone_required';
/** The company does not let browsers be trusted. */
export const DEVICE_TRUST_UNAVAILABLE = 'device_trust_unavailable';

/** HTTP 403 on a CSRF-protected call. */
export const CSRF_REJECTED = 'csrf';
/** HTTP 400: the request does not match the contract. */
export const BAD_REQUEST = 'bad_request';
