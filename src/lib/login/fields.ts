// The login form's fields: prefill from cookies, text typed before hydration, focus and Enter.
import { getCookie } from '../cookies/cookies.ts';
import { COOKIE, persistentSessionDefault } from '../cookies/names.ts';
import { toHalfWidthDigits } from '../ui/keys.ts';

/** The three text fields of the login form, in tab order. */
export const FIELD_ORDER = ['company', 'userId', 'password'] as const;
export type FieldName = (typeof FIELD_ORDER)[number];

/** What the form holds. */
export interface FormValues {
  readonly company: string;
  readonly userId: string;
  readonly password: string;
  readonly persistent: boolean;
}

/** The form before anything is known (what the static page renders). */
export const EMPTY_FORM: FormValues = { company: '', userId: '', password: '', persistent: true };

/** What the cookies say about the form (requirements L2). */
export interface CookiePrefill {
  readonly values: FormValues;
  /** Sub-domain mode: the company field is read-only. */
  readonly companyLocked: boolean;
}

function isOn(value: string | null): boolean {
  return value !== null && ['true', '1', 'y', 'yes'].includes(value.trim().toLowerCase());
}

/** The form prefilled from `document.cookie`. */
export function prefillFromCookies(cookies: string): CookiePrefill {
  return {
    values: {
      company: getCookie(cookies, COOKIE.companyCode) ?? '',
      userId: getCookie(cookies, COOKIE.userId) ?? '',
      password: '',
      persistent: persistentSessionDefault(getCookie(cookies, COOKIE.persistentSession)),
    },
    companyLocked: isOn(getCookie(cookies, COOKIE.useSubdomain)),
  };
}

/**
 * The values to start with after hydration: what the user typed into the server-rendered inputs
 * wins over the cookies, which win over nothing; a locked company always comes from the cookie.
 */
export function hydratedValues(
  prefill: CookiePrefill,
  typed: Partial<Record<FieldName, string | undefined>> & {
    readonly persistent?: boolean | undefined;
  },
): FormValues {
  const pick = (name: FieldName): string => {
    const value = typed[name] ?? '';
    return value !== '' ? value : prefill.values[name];
  };
  return {
    company:
      prefill.companyLocked && prefill.values.company !== ''
        ? prefill.values.company
        : pick('company'),
    userId: pick('userId'),
    password: pick('password'),
    persistent: typed.persistent ?? prefill.values.persistent,
  };
}

/** The form's state in the island: its values, the company lock, whether the prefill is in. */
export interface FormState {
  readonly values: FormValues;
  readonly companyLocked: boolean;
  /** False until the prefill has rendered: `values` may not yet hold what was typed before. */
  readonly prefilled: boolean;
}

/** The state the server renders and hydration starts from. */
export const UNFILLED: FormState = { values: EMPTY_FORM, companyLocked: false, prefilled: false };

/**
 * One field changed. The prefill renders as a transition after hydration; a change made before
 * that render is in builds on the prefill already read (`pending`), so the render it causes does
 * not blank the fields that were typed before the page came alive.
 */
export function changeField(
  old: FormState,
  pending: FormState | null,
  field: keyof FormValues,
  value: string | boolean,
): FormState {
  const base = old.prefilled || pending === null ? old : pending;
  return { ...base, values: { ...base.values, [field]: value } };
}

/** The field that gets focus: the first empty one, or the password when all are filled. */
export function firstEmptyField(values: FormValues, companyLocked: boolean): FieldName {
  const candidates = FIELD_ORDER.filter((name) => !(name === 'company' && companyLocked));
  return candidates.find((name) => values[name] === '') ?? 'password';
}

/** What Enter does in a field (requirements L3); `none` lets nothing happen. */
export type EnterAction = { readonly focus: FieldName } | 'submit' | 'none';

/** Enter moves company → user ID → password → submit; off while SSO is on. */
export function enterAction(field: FieldName, value: string, ssoOn: boolean): EnterAction {
  if (ssoOn) return 'none';
  if (field === 'company') return value.trim() === '' ? 'none' : { focus: 'userId' };
  if (field === 'userId') return { focus: 'password' };
  return value === '' ? 'none' : 'submit';
}

/** The fields left empty, in order (each gets its own "required" message). */
export function missingFields(values: FormValues): FieldName[] {
  return FIELD_ORDER.filter((name) =>
    name === 'password' ? values.password === '' : values[name].trim() === '',
  );
}

/** A phone number as typed: full-width digits made ASCII, everything else ignored. */
export function phoneDigits(typed: string): string {
  return toHalfWidthDigits(typed).replace(/\D/g, '');
}

/** A verification code as typed or pasted: ASCII digits only (spaces and dashes dropped). */
export function codeDigits(typed: string): string {
  return toHalfWidthDigits(typed).replace(/\D/g, '').slice(0, 32);
}
