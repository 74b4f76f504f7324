// The addresses the session policy sends the user to (requirements C1–C4).
import { DEFAULT_LOCALE, localeOfLangcode, localePath } from '../i18n/locales.ts';
import type { Langcode, Locale } from '../i18n/locales.ts';
import { safeRedirect } from './safe-redirect.ts';

/** `/logout?redirect_url=…` carrying the current path and query, validated and URL-encoded. */
export function logoutUrl(currentPath: string, origin: string): string {
  return `/logout?redirect_url=${encodeURIComponent(safeRedirect(currentPath, origin))}`;
}

/** The language of a langcode; the default language for one we do not know. */
export function localeOrDefault(langcode: Langcode): Locale {
  return localeOfLangcode(langcode) ?? DEFAULT_LOCALE;
}

/** The login page in the user's language (after a CSRF rejection). */
export function loginUrl(langcode: Langcode): string {
  return localePath('/login', localeOrDefault(langcode));
}
