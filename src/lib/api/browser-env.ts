// The ApiEnv of a real page. Browser globals are read only when a function runs, never at
// import time, so this module stays importable (and testable) in Node.
import { getCookie } from '../cookies/cookies.ts';
import { HOSTS_CONFIG } from '../hosts/hosts.config.ts';
import { resolveHosts } from '../hosts/resolve.ts';
import { langcodeOf, localeOfPath } from '../i18n/locales.ts';
import type { ApiEnv } from './env.ts';

/** What only the island knows: how it alerts and toasts, and its translated fallbacks. */
export type PageEffects = Pick<ApiEnv, 'alert' | 'toastError'> &
  Partial<Pick<ApiEnv, 'messages' | 'log'>>;

/** The environment of the current page: its origin, host map, cookies, language and location. */
export function browserApiEnv(effects: PageEffects): ApiEnv {
  const origin = location.origin;
  return {
    ...effects,
    fetch: (input, init) => fetch(input, init),
    origin,
    hosts: resolveHosts(origin, getCookie(document.cookie, HOSTS_CONFIG.envCookie)),
    cookies: () => document.cookie,
    langcode: () => langcodeOf(localeOfPath(location.pathname)),
    currentPath: () => `${location.pathname}${location.search}`,
    navigate: (url) => {
      location.assign(url);
    },
    isOnline: () => navigator.onLine,
  };
}
