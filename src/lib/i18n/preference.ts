// Which language to show when the address does not say it on purpose: an explicit choice in the
// language switcher (the `locale` cookie) wins; then the signed-in user's profile; on a first
// visit, the browser's languages (Accept-Language, navigator.languages).
import { LOCALE_COOKIE, localeChoiceCookie, switchedLocale } from './choice.ts';
import { isLocale, LOCALES, type Locale } from './locales.ts';

export { LOCALE_COOKIE, localeChoiceCookie, switchedLocale };

/** The first of our locales a list of language tags names (`ja-JP` → ja), or null. */
export function localeOfTags(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The language tags of an Accept-Language header, most wanted first (q=0 dropped). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (header === null || header === undefined || header.length > 2000) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What decides the language of a page opened at its default (English) address. */
export interface LocaleFacts {
  /** The `locale` cookie's value, if any. */
  readonly choice: string | null;
  /** The signed-in user's language (the profile), if known. */
  readonly profile: Locale | null;
  /** The browser's languages, most wanted first. */
  readonly browser: readonly string[];
}

/** The language to switch to, or null to stay on the page's own language. */
export function preferredLocale(page: Locale, facts: LocaleFacts): Locale | null {
  const wanted = isLocale(facts.choice)
    ? facts.choice
    : (facts.profile ?? localeOfTags(facts.browser) ?? page);
  return wanted === page || !LOCALES.includes(wanted) ? null : wanted;
}
