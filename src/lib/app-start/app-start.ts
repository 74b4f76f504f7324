// The app-start page at `/login?type=…&app=…` (requirements A1): which deep link Start opens.
//
// Link formats (defined here once; `<type>` is URI-encoded):
// - Android, the box app's SSO link:
//     intent://sso?type=<type>#Intent;scheme=cloudboxapp;package=com.example.cloudbox;end
// - iOS, the SSO-login link (opened by itself after 1 second):
//     cloudbox-sso://login?type=<type>
// - Any other platform, the app's own name as the scheme:
//     <app>://start?type=<type>
//   where <app> (lower-cased) must be one of our desktop apps (APP_SCHEMES, an allowlist: a
//   denylist always misses a scheme some handler gives meaning to, such as ms-settings or
//   steam); otherwise the page shows an error.
import { UAParser } from 'ua-parser-js';

/** The deep-link constants of the mobile apps. */
export const APP_LINKS = {
  androidScheme: 'cloudboxapp',
  androidPackage: 'com.example.cloudbox',
  iosScheme: 'cloudbox-sso',
} as const;

/** iOS opens the app by itself after this long (requirements A1). */
export const IOS_AUTO_START_MS = 1000;
/** The longest `type` value accepted. */
export const APP_TYPE_MAX = 64;

/** The platform the page runs on, as far as the deep link cares. */
export type AppPlatform = 'android' | 'ios' | 'other';

/** What the page does: open `link` on Start (and by itself after `autoStartMs`), or explain. */
export type AppStartPlan =
  | {
      readonly ok: true;
      readonly platform: AppPlatform;
      readonly link: string;
      readonly autoStartMs: number | null;
    }
  | { readonly ok: false; readonly reason: 'type' | 'app' };

/**
 * The app names the page may open, each its own link scheme: the desktop apps that register
 * one. Add an app here when it ships; nothing else is ever opened.
 */
export const APP_SCHEMES: readonly string[] = ['cloudboxdrive', 'cloudboxsync', 'drive', 'boxsync'];

/** The platform of a user agent (ua-parser-js: the OS name). */
export function platformOf(userAgent: string): AppPlatform {
  const os = new UAParser(userAgent).getResult().os.name;
  if (os === 'Android') return 'android';
  if (os === 'iOS') return 'ios';
  return 'other';
}

/** The app name as a link scheme (lower case), or null when it is not one of APP_SCHEMES. */
export function appScheme(app: unknown): string | null {
  if (typeof app !== 'string') return null;
  const scheme = app.trim().toLowerCase();
  return APP_SCHEMES.includes(scheme) ? scheme : null;
}

/** The plan for the query's `type` and `app` on a user agent. */
export function appStartPlan(type: unknown, app: unknown, userAgent: string): AppStartPlan {
  const kind = typeof type === 'string' ? type.trim() : '';
  if (kind === '' || kind.length > APP_TYPE_MAX || /\p{Cc}/u.test(kind)) {
    return { ok: false, reason: 'type' };
  }
  const query = `type=${encodeURIComponent(kind)}`;
  const platform = platformOf(userAgent);
  if (platform === 'android') {
    const { androidScheme, androidPackage } = APP_LINKS;
    const link = `intent://sso?${query}#Intent;scheme=${androidScheme};package=${androidPackage};end`;
    return { ok: true, platform, link, autoStartMs: null };
  }
  if (platform === 'ios') {
    const link = `${APP_LINKS.iosScheme}://login?${query}`;
    return { ok: true, platform, link, autoStartMs: IOS_AUTO_START_MS };
  }
  const scheme = appScheme(app);
  if (scheme === null) return { ok: false, reason: 'app' };
  return { ok: true, platform, link: `${scheme}://start?${query}`, autoStartMs: null };
}
