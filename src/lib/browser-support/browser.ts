// Browser support routing (requirements B1): iOS passes first; a known browser below its supported
// minimum is logged and sent to /restricted; browsers we cannot name pass.
import { UAParser } from 'ua-parser-js';
import { SUPPORTED_BROWSERS } from './support.ts';
import { localeOfPath, localePath, stripLocale } from '../i18n/locales.ts';

/** What the check concluded about one user agent. */
export type BrowserVerdict =
  | { readonly kind: 'ios' }
  | { readonly kind: 'unknown' }
  | {
      readonly kind: 'supported' | 'unsupported';
      /** The family as SUPPORTED_BROWSERS names it ("Chrome", "Internet Explorer", …). */
      readonly family: string;
      /** The name and version ua-parser-js reported, for the log line. */
      readonly browser: string;
      readonly version: string;
      readonly major: number;
    };

// ua-parser-js 1.x names → the families of SUPPORTED_BROWSERS. Anything else is "unknown".
const FAMILY_OF: Readonly<Record<string, string>> = {
  Chrome: 'Chrome',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  Chromium: 'Chrome',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
  Edge: 'Edge',
  Opera: 'Opera',
  IE: 'Internet Explorer',
  IEMobile: 'Internet Explorer',
};

/** The verdict for a user-agent string (pure; the same answer on the server and in tests). */
export function browserVerdict(userAgent: string): BrowserVerdict {
  // Only the OS and the browser: the device, engine and CPU tables are the bulk of the parser's
  // work and the check needs none of them.
  const parser = new UAParser(userAgent);
  if (parser.getOS().name === 'iOS') return { kind: 'ios' };
  const found = parser.getBrowser();
  const browser = found.name ?? '';
  const family = Object.hasOwn(FAMILY_OF, browser) ? FAMILY_OF[browser] : undefined;
  const minimum = SUPPORTED_BROWSERS.find((b) => b.name === family)?.minVersion;
  const version = found.version ?? '';
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (family === undefined || minimum === undefined || !Number.isFinite(major)) {
    return { kind: 'unknown' };
  }
  const kind = major < minimum ? 'unsupported' : 'supported';
  return { kind, family, browser, version, major };
}

/** Whether the verdict is Internet Explorer 11, the one browser that gets the farewell banner. */
export function isInternetExplorer11(verdict: BrowserVerdict): boolean {
  return verdict.kind === 'supported' && verdict.family === 'Internet Explorer';
}

/** The line sent to {api}/app/log/errors for a refused browser. */
export function browserErrorMessage(browser: string, version: string): string {
  return `browser version error: ${browser} ${version}`;
}

/** Whether a path is the unsupported-browser page, in any language. */
export function isRestrictedPath(pathname: string): boolean {
  return stripLocale(pathname).replace(/\/+$/, '') === '/restricted';
}

/** The unsupported-browser page in the language of the current path. */
export function restrictedUrl(pathname: string): string {
  return localePath('/restricted', localeOfPath(pathname));
}

/** What `checkBrowser` needs from the page. */
export interface BrowserCheckEnv {
  readonly userAgent: string;
  readonly pathname: string;
  /** Sends the log line; failures are ignored (the user still has to leave). */
  readonly logError: (message: string) => Promise<unknown>;
  readonly navigate: (url: string) => void;
}

/**
 * Runs the check once (the login page calls it after hydration, at idle time). On /restricted it
 * never redirects, so arriving from there cannot loop. Resolves with the verdict.
 */
export async function checkBrowser(env: BrowserCheckEnv): Promise<BrowserVerdict> {
  const verdict = browserVerdict(env.userAgent);
  if (verdict.kind !== 'unsupported' || isRestrictedPath(env.pathname)) return verdict;
  try {
    await env.logError(browserErrorMessage(verdict.browser, verdict.version));
  } catch {
    // The log is best effort; the redirect is what matters.
  }
  env.navigate(restrictedUrl(env.pathname));
  return verdict;
}
