// The addresses the session policy sends the user to (requirements C1–C4).
import { DEFAULT_LOCALE, localeOfLangcode, localePath } from '../i18n/locales.ts';
import type { Langcode } from '../i18n/locales.ts';
import { safeRedirect } from './safe-redirect.ts';

/** `/logout?redirect_url=…` carrying the current path and query, validated and URL-encoded. */
export function logoutUrl(currentPath: string, origin: string): string {
  return `/logout?redirect_url=${encodeURIComponent(safeRedirect(currentPath, origin))}`;
}

/** The login page in the user's language (after a CSRF rejection). */
export function loginUrl(langcode: Langcode): string {
  return localePath('/login', localeOfLangcode(langcode) ?? DEFAULT_LOCALE);
}

/** The access-denied page in the user's language (WebConnectionDeny). */
export function blockedUrl(langcode: Langcode): string {
  return localePath('/blocked', localeOfLangcode(langcode) ?? DEFAULT_LOCALE);
}
