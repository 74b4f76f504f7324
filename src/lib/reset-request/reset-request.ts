// The in-app Reset Password request (requirements R1–R3): validation with the spec's messages and
// the payload of forgotPassword/user or /guest.
import type { RequestOf } from '../api/endpoint.ts';
import type { forgotPasswordGuest, forgotPasswordUser } from '../api/contract/public.ts';
import type { Langcode } from '../i18n/locales.ts';

/** Who asks for the link: a company user (with e-mail) or a guest (the address on file). */
export type ResetUserType = 'user' | 'guest';

/** The fields as typed. */
export interface ResetFields {
  readonly company: string;
  readonly id: string;
  readonly email: string;
}

/** A field of the form, in the order the form shows them. */
export type ResetField = keyof ResetFields;

/** Field length limits (the contract's). */
export const RESET_LIMITS = { company: 127, id: 256, email: 254 } as const;

/** What the form is set up with. */
export interface ResetContext {
  readonly type: ResetUserType;
  /** Sub-domain mode: no company field; the code comes from the sub-domain. */
  readonly subdomain: boolean;
  /** The company code of the sub-domain (used only in sub-domain mode). */
  readonly subdomainCode: string;
  readonly lang: Langcode;
}

/** One field error: the field and the translation key of its message. */
export interface ResetError {
  readonly field: ResetField;
  readonly key: string;
}

/** The call to make: which endpoint and its payload. */
export type ResetCall =
  | { readonly type: 'user'; readonly request: RequestOf<typeof forgotPasswordUser> }
  | { readonly type: 'guest'; readonly request: RequestOf<typeof forgotPasswordGuest> };

/** The validation outcome: the call, or every failing field in form order. */
export type ResetValidation =
  | { readonly ok: true; readonly call: ResetCall }
  | { readonly ok: false; readonly errors: readonly ResetError[] };

/** The fields a context shows: company unless sub-domain, e-mail only for users. */
export function visibleFields(context: Pick<ResetContext, 'type' | 'subdomain'>): ResetField[] {
  return [
    ...(context.subdomain ? [] : (['company'] as const)),
    'id' as const,
    ...(context.type === 'user' ? (['email'] as const) : []),
  ];
}

// Deliberately loose: one @ with text around it. The server is the judge of real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function errorOf(field: ResetField, value: string, type: ResetUserType): string | null {
  if (value === '') {
    if (field === 'company') return 'resetRequest.companyRequired';
    if (field === 'id')
      return type === 'user' ? 'resetRequest.userIdRequired' : 'resetRequest.guestIdRequired';
    return 'resetRequest.emailRequired';
  }
  if (field === 'email' && !EMAIL.test(value)) return 'resetRequest.emailInvalid';
  return null;
}

/** Checks the visible fields (trimmed) and builds the call, or lists the errors. */
export function validateResetRequest(fields: ResetFields, context: ResetContext): ResetValidation {
  const trimmed: ResetFields = {
    company: fields.company.trim(),
    id: fields.id.trim(),
    email: fields.email.trim(),
  };
  const errors: ResetError[] = [];
  for (const field of visibleFields(context)) {
    const key = errorOf(field, trimmed[field], context.type);
    if (key !== null) errors.push({ field, key });
  }
  if (errors.length > 0) return { ok: false, errors };
  const code = context.subdomain ? context.subdomainCode.trim() : trimmed.company;
  const base = { code, id: trimmed.id, lang: context.lang };
  return {
    ok: true,
    call:
      context.type === 'user'
        ? { type: 'user', request: { ...base, email: trimmed.email } }
        : { type: 'guest', request: base },
  };
}
