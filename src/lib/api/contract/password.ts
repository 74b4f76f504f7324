import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LIMITS, formBoolean, orFailure, text } from './common.ts';

// The password wizard's change call (requirements P4, P5). The server enforces the company policy
// with the same module the browser shows (src/lib/password/policy.ts). Failure `result_code`s
// (ours): 'password_mismatch', 'current_password_wrong', 'password_policy' (the `all` text names
// the rules broken), 'password_reused' (one of the last N, the company's password_past_use),
// 'password_ldap' (changed in the directory), 'too_many_attempts' (HTTP 429). Success clears the
// wizard restriction of the session; with need_gdpr (or a pending agreement) the session stays
// restricted to the GDPR step.

/** POST /user/password/ — changes the signed-in user's password (restricted sessions allowed). */
export const changePassword = defineEndpoint({
  name: 'password.change',
  method: 'POST',
  host: 'page',
  path: '/user/password/',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRF-Token',
  request: v.object({
    current_password: text(LIMITS.password),
    new_password: text(LIMITS.password),
    verify_password: text(LIMITS.password),
    need_gdpr: v.optional(formBoolean),
  }),
  response: orFailure(v.object({ success: v.literal(true), all: v.string() })),
});
