import * as v from 'valibot';

// Shapes shared by every area of the contract. The spec answers most failures with HTTP 200 and
// `success: false`; transport failures (CSRF 403, bad request 400, 429, 5xx) reuse the same shape.

/** A failed answer: `result_code` names the case ('01' session, 'csrf', 'bad_request', …), `all` is the text. */
export const apiFailure = v.looseObject({
  success: v.literal(false),
  result_code: v.optional(v.string()),
  all: v.optional(v.string()),
});

/** A success shape or the common failure, told apart by `success`. */
/* @__NO_SIDE_EFFECTS__ */
export function orFailure<
  const Ok extends v.ObjectSchema<
    { success: v.LiteralSchema<true, undefined> } & v.ObjectEntries,
    undefined
  >,
>(ok: Ok) {
  return v.variant('success', [ok, apiFailure]);
}

/** A form-encoded boolean, as the browser client writes it. */
export const formBoolean = v.picklist(['true', 'false']);

/** A bounded, trimmed-free text field (limits are named once here and shared with the client). */
/* @__NO_SIDE_EFFECTS__ */
export function text(max: number) {
  return v.pipe(v.string(), v.maxLength(max));
}

/** Field length limits used by requests. */
export const LIMITS = {
  companyCode: 127,
  userId: 256,
  password: 1024,
  deviceId: 64,
  otp: 32,
  inviteSeq: 32,
  logMessage: 4000,
} as const;

/** The empty request of calls without parameters. */
export const noParams = v.object({});
