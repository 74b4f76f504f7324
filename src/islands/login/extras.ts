// The parts of the login page that load on demand (SSO, in-app reset, app start, the IE banner),
// so their code is not in the first load.
import { lazy } from 'react';
import { getCookie } from '../../lib/cookies/cookies.ts';
import { COOKIE } from '../../lib/cookies/names.ts';
import { onFirstInteraction } from '../../lib/ui/first-interaction.ts';
import { whenIdle } from '../../lib/ui/idle.ts';

const extras = () => import('./on-demand.ts');

/** The "Check SSO Status" modal. */
export const SsoModal = lazy(() => extras().then((m) => ({ default: m.SsoModal })));
/** The in-app Reset Password modal. */
export const ResetPasswordModal = lazy(() =>
  extras().then((m) => ({ default: m.ResetPasswordModal })),
);
/** The app-start page (`?type=…&app=…`). */
export const AppStart = lazy(() => extras().then((m) => ({ default: m.AppStart })));
/** The Internet Explorer banner. */
export const IeBanner = lazy(() => extras().then((m) => ({ default: m.IeBanner })));

/**
 * Runs the browser-support check (requirements B1) at the visitor's first interaction, or a few
 * seconds after the page went quiet (decision 011): only then does its code (with ua-parser-js
 * and the log client) load, so it is never part of the page's load. Failures are ignored.
 */
export function scheduleBrowserCheck(): void {
  // Then two idle moments: one to load the parser, one to run it, so neither is a long task.
  onFirstInteraction(() => {
    loadAndRunBrowserCheck();
  }, window);
}

function loadAndRunBrowserCheck(): void {
  whenIdle(() => {
    void import('../../lib/browser-support/browser-run.ts')
      .then((run) => {
        whenIdle(() => {
          void run.checkThisBrowser().catch(() => undefined);
        });
      })
      .catch(() => undefined);
  });
}

/**
 * A browser still signed in goes on to `target` (the app or the redirect): checked at the next
 * idle moment and only with an access-token cookie, so the load and its visitors pay nothing.
 */
export function scheduleSignedInCheck(target: string | null): void {
  if (target === null || getCookie(document.cookie, COOKIE.accessToken) === null) return;
  // Only the login page itself: an unknown address served with it stays where it was sent.
  if (!/^(\/(ja|ko))?\/login\/?$/.test(location.pathname)) return;
  whenIdle(() => {
    void import('../../lib/login/signed-in.ts')
      .then((check) =>
        check.goOnIfSignedIn(target, (url) => {
          location.replace(url);
        }),
      )
      .catch(() => undefined);
  });
}

/**
 * The company's banner (requirements L23): with a known company (the remembered or sub-domain
 * code), its code loads and asks at the next idle moment, so it never delays the first paint.
 */
export function scheduleBanner(): void {
  const code = getCookie(document.cookie, COOKIE.companyCode);
  if (code === null || code === '') return;
  whenIdle(() => {
    void import('./banner-run.ts').then((run) => run.showLoginBanner(code)).catch(() => undefined);
  });
}
