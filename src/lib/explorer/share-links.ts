// The share-link dialog's logic (requirements X26): the link address, the default and allowed
// expiry dates, the form read into a request, and what each link's state and failure say.
import { SHARE_LINK_LIMITS, SHARE_LINK_RESULTS } from '../api/contract/share-links.ts';
import { ApiFailure } from '../api/errors.ts';
import { localePath, type Locale } from '../i18n/locales.ts';
import type { ExplorerItem } from './items.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The public page's address of a token: the token in the fragment, never sent to a server. */
export function shareLinkUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}${localePath('/link', locale)}#${token}`;
}

/** The public upload page's address of an upload request's token (requirements X27). */
export function uploadRequestUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}${localePath('/upload', locale)}#${token}`;
}

/** A date as the date field holds it (`YYYY-MM-DD`, local time). */
export function dateField(at: number): string {
  const d = new Date(at);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The default expiry: seven days from now. */
export function defaultExpiry(now: number): string {
  return dateField(now + 7 * DAY);
}

/** The earliest and latest dates the field offers: tomorrow to a year ahead. */
export function expiryRange(now: number): { min: string; max: string } {
  return {
    min: dateField(now + DAY),
    max: dateField(now + (SHARE_LINK_LIMITS.lifetimeMaxDays - 1) * DAY),
  };
}

/** What the form holds. */
export interface LinkForm {
  readonly expires: string;
  readonly password: string;
  /** '' for no limit. */
  readonly limit: string;
  readonly previewOnly: boolean;
}

/** Why a form cannot be sent: the key of its message. */
export type FormProblem = 'expiry' | 'limit' | 'password';

/** The settings of a form (the link ends at the end of its expiry day), or what is wrong. */
export function readForm(
  form: LinkForm,
  now: number,
):
  | {
      ok: true;
      expires_at: number;
      download_limit: number | null;
      preview_only: boolean;
      password: string;
    }
  | { ok: false; problem: FormProblem } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(form.expires);
  const end = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59).getTime()
    : NaN;
  if (!Number.isFinite(end) || end <= now || end > now + SHARE_LINK_LIMITS.lifetimeMaxDays * DAY) {
    return { ok: false, problem: 'expiry' };
  }
  const limitText = form.limit.trim();
  const limit = limitText === '' ? null : Number(limitText);
  if (
    limit !== null &&
    (!/^\d+$/.test(limitText) || limit < 1 || limit > SHARE_LINK_LIMITS.downloadLimitMax)
  ) {
    return { ok: false, problem: 'limit' };
  }
  if (form.password !== '' && form.password.length < SHARE_LINK_LIMITS.passwordMin) {
    return { ok: false, problem: 'password' };
  }
  return {
    ok: true,
    expires_at: end,
    download_limit: form.previewOnly ? null : limit,
    preview_only: form.previewOnly,
    password: form.password,
  };
}

/** The item a link is made for, as the calls name it. */
export function shareTargetOf(item: ExplorerItem): { kind: 'file' | 'folder'; seq: number } {
  return item.kind === 'file'
    ? { kind: 'file', seq: item.fileSeq ?? 0 }
    : { kind: 'folder', seq: item.dirSeq ?? 0 };
}

/** The translation key of a share-link failure, or null when the caller should use its text. */
export function failureKey(error: unknown): string | null {
  if (!(error instanceof ApiFailure) || error.resultCode === null) return null;
  return error.resultCode in SHARE_LINK_RESULTS
    ? `files.shareLink.error.${error.resultCode}`
    : null;
}
