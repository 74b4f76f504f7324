/** The interface languages, English first (served at the root). */
export const LOCALES = ['en', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The langcode the API speaks (the `lang` header and `lang` fields). */
export type Langcode = 'eng' | 'jpn' | 'kor';

const LANGCODES: Readonly<Record<Locale, Langcode>> = { en: 'eng', ja: 'jpn', ko: 'kor' };

/** Native names, shown in the language switcher in their own script. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
};

/** Whether a string is one of our locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** en → eng, ja → jpn, ko → kor. */
export function langcodeOf(locale: Locale): Langcode {
  return LANGCODES[locale];
}

/** eng → en, jpn → ja, kor → ko; anything else (or nothing) → null. */
export function localeOfLangcode(langcode: string | null | undefined): Locale | null {
  const hit = LOCALES.find((locale) => LANGCODES[locale] === langcode);
  return hit ?? null;
}

/** The locale a path belongs to: `/ja/login` → ja, `/login` → en. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/ja/login` → `/login`, `/ko` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** A route path in a locale: (`/login`, ja) → `/ja/login`, (`/`, ko) → `/ko/`. */
export function localePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}
