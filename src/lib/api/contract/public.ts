import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, orFailure, text } from './common.ts';

// The calls of the pages reached from e-mailed links (requirements E1–E9, R1–R4) and the in-app
// reset request.
//
// Links (built by the server from PUBLIC_URL, never from Host; `/ja/…` and `/ko/…` by the user's
// language; valid 24 hours, single use, a newer link of the same kind voids older ones):
// - `/forgotPassword?lang=eng&code=<secret>&id=<user ID>&batch_seq=<link number>` and the same
//   on `/passwordRegistration`: `code` is the secret (32 random bytes, base64url, stored as
//   SHA-256), `id` the user ID the link was issued to, `batch_seq` the link's number.
// - `/newPassword?lang=eng&request=<secret>&code=<company ID>&id=<user ID>`: the page shows
//   `code` and `id` read-only as they are in the link. The spec has no verify call for this
//   screen; ours (`newPasswordVerify`) answers the policy, or that the password is already set,
//   on load. Without it the server checks all three on submit, so a tampered link fails then.
// - `/black-list?lang=eng&request=<secret>`.
// Every bad link (unknown, wrong user, used, voided, older than 24 h) gets one generic failure:
// result_code 'expired_link' (EXPIRED_URL_BLACKLIST_MAIL for the black-list confirmation).
// Other failure codes: 'password_mismatch', 'password_policy' (the text names the broken rules),
// 'password_reused', 'rate_limited', 'already_set_password' (newPassword, also in `all`).
// Server texts (`all`) follow the `lang` field, else the `lang` header.

/** The three langcodes as the API names them. */
export const langcode = v.picklist(['eng', 'jpn', 'kor']);

/** Field limits of the e-mail-link calls. */
export const LINK_LIMITS = { secret: 2048, batchSeq: 64, email: 254 } as const;

/** The password policy a verify answer carries ('Y' in password_past_use allows reuse). */
export const linkPasswordPolicy = v.object({
  password_min_length: v.nullable(v.number()),
  password_string_type: v.nullable(v.number()),
  password_continuation_limit: v.nullable(v.number()),
  password_past_use: v.nullable(v.union([v.string(), v.boolean()])),
});

const okWithText = orFailure(v.object({ success: v.literal(true), all: v.string() }));

const linkFields = {
  lang: langcode,
  code: text(LINK_LIMITS.secret),
  id: text(LIMITS.userId),
  batch_seq: text(LINK_LIMITS.batchSeq),
};

const newPasswordFields = {
  password: text(LIMITS.password),
  password_confirm: text(LIMITS.password),
};

const verifyAnswer = orFailure(
  v.object({
    success: v.literal(true),
    /** The company logo; '' when none (the page shows it only if http(s) on an allowed origin). */
    logo_img_url: v.string(),
    password_policy: linkPasswordPolicy,
  }),
);

function apiPost<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  name: string,
  path: string,
  request: Req,
  response: Res,
  answerNotShown = false,
) {
  return defineEndpoint({
    name,
    ...(answerNotShown ? { answerNotShown: true as const } : {}),
    method: 'POST',
    host: 'api',
    path,
    encoding: 'form',
    auth: 'none',
    csrf: 'X-CSRFToken',
    request,
    response,
  });
}

/**
 * POST {api}/app/pb/forgotPassword/user — e-mails a reset link. Always `success: true` with the
 * same text, in about the same time, whether or not the account exists (rate limit: 'rate_limited').
 */
export const forgotPasswordUser = apiPost(
  'public.forgotPasswordUser',
  '/app/pb/forgotPassword/user',
  v.object({
    code: text(LIMITS.companyCode),
    id: text(LIMITS.userId),
    lang: langcode,
    email: text(LINK_LIMITS.email),
  }),
  okWithText,
);

/** POST {api}/app/pb/forgotPassword/guest — the same for guests (the address on file). */
export const forgotPasswordGuest = apiPost(
  'public.forgotPasswordGuest',
  '/app/pb/forgotPassword/guest',
  v.object({ code: text(LIMITS.companyCode), id: text(LIMITS.userId), lang: langcode }),
  okWithText,
);

/** POST {api}/app/pb/forgotPassword/verify — checks a reset link; answers the logo and policy. */
export const resetVerify = apiPost(
  'public.resetVerify',
  '/app/pb/forgotPassword/verify',
  v.object(linkFields),
  verifyAnswer,
);

/** POST {api}/app/pb/registrationPassword/verify — the same for a registration link. */
export const registrationVerify = apiPost(
  'public.registrationVerify',
  '/app/pb/registrationPassword/verify',
  v.object(linkFields),
  verifyAnswer,
);

/** POST {api}/app/pb/forgotPassword/reset — sets the password, uses up the link, ends all sessions. */
export const resetPassword = apiPost(
  'public.resetPassword',
  '/app/pb/forgotPassword/reset',
  v.object({ ...linkFields, ...newPasswordFields }),
  okWithText,
);

/** POST {api}/app/pb/registrationPassword/registration — sets an invited user's first password. */
export const registerPassword = apiPost(
  'public.registerPassword',
  '/app/pb/registrationPassword/registration',
  v.object({ ...linkFields, ...newPasswordFields }),
  okWithText,
);

/** POST {api}/openapi/account/newPassword — first password; `all: 'already_set_password'` if set. */
export const newPassword = apiPost(
  'public.newPassword',
  '/openapi/account/newPassword',
  v.object({
    lang: langcode,
    request: text(LINK_LIMITS.secret),
    code: text(LIMITS.companyCode),
    id: text(LIMITS.userId),
    ...newPasswordFields,
  }),
  okWithText,
);

/**
 * POST {api}/openapi/account/newPassword/verify — ours (requirements E11): checks a first-password
 * link as newPassword would, on load. Answers the logo and policy of a usable link, result_code
 * 'already_set_password' once the user has a password, 'expired_link' for any other bad link.
 */
export const newPasswordVerify = defineEndpoint({
  name: 'public.newPasswordVerify',
  method: 'POST',
  host: 'api',
  path: '/openapi/account/newPassword/verify',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRFToken',
  ours: true,
  request: v.object({
    lang: langcode,
    request: text(LINK_LIMITS.secret),
    code: text(LIMITS.companyCode),
    id: text(LIMITS.userId),
  }),
  response: verifyAnswer,
});

/**
 * POST {api}/v2/mail-blacklist/delete-confirm — re-enables a deactivated address. Answer (ours):
 * `{ success: true, email }` with the address masked (`a***@example.com`); any bad link answers
 * result_code EXPIRED_URL_BLACKLIST_MAIL. The spec does not show the answer: `{ success: true }`
 * alone is enough (the page then names no address).
 */
export const blacklistConfirm = apiPost(
  'public.blacklistConfirm',
  '/v2/mail-blacklist/delete-confirm',
  v.object({ request: text(LINK_LIMITS.secret) }),
  orFailure(v.object({ success: v.literal(true), email: v.optional(v.string()) })),
  true,
);

/** The result_code of every bad reset, registration or first-password link. */
export const EXPIRED_LINK = 'expired_link';
/** The result_code (and spec name) of a bad black-list confirmation link. */
export const EXPIRED_BLACKLIST = 'EXPIRED_URL_BLACKLIST_MAIL';
/** The `all` value that sends the first-password screen to already_registered. */
export const ALREADY_SET_PASSWORD = 'already_set_password';

/** Every endpoint of this file. */
export const publicEndpoints = [
  forgotPasswordUser,
  forgotPasswordGuest,
  resetVerify,
  registrationVerify,
  resetPassword,
  registerPassword,
  newPassword,
  newPasswordVerify,
  blacklistConfirm,
] as const;
