import { LINK_LIMITS } from '../api/contract/public.ts';
import type { Langcode } from '../i18n/locales.ts';

// E-mailed links are parsed once (requirements E1): every parameter must appear exactly once. The
// back end issued the link and judges its secrets (security K25): `code`, `request` and `batch_seq`
// need only be present, bounded in length and free of control characters; the IDs shown on the page
// keep the shape people type. Anything else is a damaged link, with the field at fault.

/** Why a link cannot be used before asking the server. */
export type LinkFault = 'missing' | 'malformed' | 'duplicated';

/** A failed parse: the fault and the parameter it concerns. */
export interface LinkError {
  readonly ok: false;
  readonly reason: LinkFault;
  readonly field: string;
}

/** A reset or registration link (`lang` is null when the link has none). */
export type ResetLink =
  | {
      readonly ok: true;
      readonly code: string;
      readonly id: string;
      readonly batchSeq: string;
      readonly lang: Langcode | null;
    }
  | LinkError;

/** A first-password link: `code` is the company ID, `id` the user ID, `request` the secret. */
export type NewPasswordLink =
  | {
      readonly ok: true;
      readonly request: string;
      readonly code: string;
      readonly id: string;
      readonly lang: Langcode | null;
    }
  | LinkError;

/** A black-list confirmation link. */
export type BlacklistLink =
  { readonly ok: true; readonly request: string; readonly lang: Langcode | null } | LinkError;

// Whatever the back end put there (a token, a company ID, base64 with +/=): no control characters,
// within the contract's bounds.
const linkValue = (max: number): RegExp => new RegExp(`^[^\\p{Cc}]{1,${String(max)}}$`, 'u');
const LINK_VALUE = linkValue(LINK_LIMITS.secret);
const BATCH_SEQ = linkValue(LINK_LIMITS.batchSeq);
// IDs as typed by people: printable, no control characters, no surrounding spaces.
const ACCOUNT_ID = /^(?!\s)[^\p{Cc}\p{Cf}]{1,256}(?<!\s)$/u;
const COMPANY_ID = /^(?!\s)[^\p{Cc}\p{Cf}]{1,127}(?<!\s)$/u;
const LANGCODE = /^(eng|jpn|kor)$/;

type Rules = Readonly<Record<string, { readonly pattern: RegExp; readonly optional?: boolean }>>;

function searchOf(url: string | URL): URLSearchParams {
  try {
    return new URL(url, 'https://link.invalid').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** Reads each parameter of `rules` exactly once, or says what is wrong. */
function read(url: string | URL, rules: Rules): Record<string, string | null> | LinkError {
  const params = searchOf(url);
  const values: Record<string, string | null> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const all = params.getAll(field);
    if (all.length > 1) return { ok: false, reason: 'duplicated', field };
    const value = all[0];
    if (value === undefined || value === '') {
      if (rule.optional === true) {
        values[field] = null;
        continue;
      }
      return { ok: false, reason: 'missing', field };
    }
    if (!rule.pattern.test(value)) return { ok: false, reason: 'malformed', field };
    values[field] = value;
  }
  return values;
}

function isError(value: object): value is LinkError {
  return 'ok' in value;
}

const lang = { pattern: LANGCODE, optional: true } as const;

/** Parses `/forgotPassword` and `/passwordRegistration` links: lang, code, id, batch_seq. */
export function parseResetLink(url: string | URL): ResetLink {
  const v = read(url, {
    code: { pattern: LINK_VALUE },
    id: { pattern: ACCOUNT_ID },
    batch_seq: { pattern: BATCH_SEQ },
    lang,
  });
  if (isError(v)) return v;
  return {
    ok: true,
    code: v['code'] ?? '',
    id: v['id'] ?? '',
    batchSeq: v['batch_seq'] ?? '',
    lang: (v['lang'] ?? null) as Langcode | null,
  };
}

/** Parses `/newPassword` links: lang, request, code (company ID), id (user ID). */
export function parseNewPasswordLink(url: string | URL): NewPasswordLink {
  const v = read(url, {
    request: { pattern: LINK_VALUE },
    code: { pattern: COMPANY_ID },
    id: { pattern: ACCOUNT_ID },
    lang,
  });
  if (isError(v)) return v;
  return {
    ok: true,
    request: v['request'] ?? '',
    code: v['code'] ?? '',
    id: v['id'] ?? '',
    lang: (v['lang'] ?? null) as Langcode | null,
  };
}

/** Parses `/black-list` links: lang, request. */
export function parseBlacklistLink(url: string | URL): BlacklistLink {
  const v = read(url, { request: { pattern: LINK_VALUE }, lang });
  if (isError(v)) return v;
  return { ok: true, request: v['request'] ?? '', lang: (v['lang'] ?? null) as Langcode | null };
}
