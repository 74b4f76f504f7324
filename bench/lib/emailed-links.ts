// The e-mail-link pages are measured as their visitors see them: opened from a fresh, valid link
// that the reference server's dev tools issue (server/links/dev.ts), not bare, which would only
// measure the "invalid link" card.
import { langcodeOf } from '../../src/lib/i18n/locales.ts';
import { MAIL_LINK_ROUTE, type Route } from '../../src/lib/routes.ts';
import type { PageRef } from './pages.ts';

/** One dev call; `userIdFromPrevious` adds the previous answer's `user_id` as `id`. */
export interface LinkStep {
  readonly path: string;
  readonly form: Readonly<Record<string, string>>;
  readonly userIdFromPrevious?: boolean;
}

/** The dev calls that issue a page's link, POSTed in order; the last one's e-mail holds it. */
export interface LinkRecipe {
  readonly steps: readonly LinkStep[];
}

const RECIPES: Partial<Record<Route, (lang: string) => LinkRecipe>> = {
  [MAIL_LINK_ROUTE.reset]: (lang) => ({
    // A fresh user, then the reset e-mail a forgot-password request would send them.
    steps: [
      { path: '/dev/invite', form: { lang } },
      { path: '/dev/reset-link', form: { company: 'demo' }, userIdFromPrevious: true },
    ],
  }),
  [MAIL_LINK_ROUTE.registration]: (lang) => ({
    steps: [{ path: '/dev/invite', form: { kind: 'registration', lang } }],
  }),
  [MAIL_LINK_ROUTE.new_password]: (lang) => ({
    steps: [{ path: '/dev/invite', form: { kind: 'new_password', lang } }],
  }),
  [MAIL_LINK_ROUTE.blacklist]: (lang) => ({ steps: [{ path: '/dev/blacklist', form: { lang } }] }),
};

/** How to issue a link for the page, or null when the page is opened without one. */
export function linkRecipe(page: PageRef): LinkRecipe | null {
  return RECIPES[page.route]?.(langcodeOf(page.locale)) ?? null;
}

/** The measured page's own path (and language) with the e-mailed link's query. */
export function withLinkQuery(pagePath: string, link: string): string {
  return `${pagePath}${new URL(link).search}`;
}

/** The newest e-mailed link (the outbox lists newest first) that opens `route`, if any. */
export function linkTo(route: Route, links: readonly string[]): string | null {
  return links.find((link) => new URL(link).pathname.replace(/\/+$/, '').endsWith(route)) ?? null;
}
