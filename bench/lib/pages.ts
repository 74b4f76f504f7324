// The pages the bench and the byte budgets look at: every route in every language.
import { join, normalize } from 'node:path';
import { ROUTES, type Route } from '../../src/lib/routes.ts';
import { LOCALES, localePath, type Locale } from '../../src/lib/i18n/locales.ts';

/** One built page: its route, its language and the path it is served at. */
export interface PageRef {
  readonly route: Route;
  readonly locale: Locale;
  /** The served path with a trailing slash, e.g. `/ja/login/`. */
  readonly path: string;
}

/** The app's route; every other route is a public page. */
export const APP_ROUTE: Route = '/';

function pageRef(route: Route, locale: Locale): PageRef {
  const path = localePath(route, locale);
  return { route, locale, path: path.endsWith('/') ? path : `${path}/` };
}

/** Every public page (every route but the app) in every language. */
export function publicPages(): PageRef[] {
  return ROUTES.filter((r) => r !== APP_ROUTE).flatMap((route) =>
    LOCALES.map((locale) => pageRef(route, locale)),
  );
}

/** The app in every language. */
export function appPages(): PageRef[] {
  return LOCALES.map((locale) => pageRef(APP_ROUTE, locale));
}

/** The file in dist/ behind a URL path (directories mean their index.html); null if it escapes. */
export function distFileOf(distDir: string, urlPath: string): string | null {
  const clean = urlPath.split(/[?#]/)[0] ?? '';
  const file = clean.endsWith('/') ? `${clean}index.html` : clean;
  const full = normalize(join(distDir, file));
  return full.startsWith(normalize(distDir)) ? full : null;
}
