// The language a person chose with the language switcher, remembered in a cookie. The switcher is
// the only way from a page in one language to a page in another, so the server (or a CDN edge
// rule) sees the choice in the navigation itself and no page script is needed for it.
import { localeOfPath, type Locale } from './locales.ts';

/** The cookie that holds an explicit choice, kept for a year. */
export const LOCALE_COOKIE = 'locale';

/** The cookie line of an explicit choice. A preference, not a secret: not Secure or HttpOnly. */
export function localeChoiceCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The language chosen by a navigation, or null: a same-site page in one language that leads to a
 * page in another (only the switcher does that, by a link or, mid sign-in, by fetching the page:
 * requirements L27).
 */
export function switchedLocale(
  pathname: string,
  referer: string | undefined,
  origin: string,
  fetchSite: string | undefined,
): Locale | null {
  if (fetchSite !== 'same-origin' || referer === undefined) return null;
  // Only a page is a switch: a Japanese page's scripts, images and API reads are not English.
  if (pathname.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.origin !== origin) return null;
  const to = localeOfPath(pathname);
  return localeOfPath(from.pathname) === to ? null : to;
}
