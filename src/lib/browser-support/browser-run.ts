// The browser check on a real page: this page's user agent and path, the log call, navigation.
// The login page loads this module (and ua-parser-js with it) only once the browser is idle, so
// the check never competes with the page's load.
import type { ApiClient } from '../api/client.ts';
import { logError } from '../api/contract/logs.ts';
import { checkBrowser, type BrowserCheckEnv, type BrowserVerdict } from './browser.ts';
import { lazyPageClient } from '../login/page-client.ts';

/** The log call gives up quickly: it must never hold up the redirect to /restricted. */
const LOG_TIMEOUT_MS = 3000;

/** The check's environment on this page; pass the page's client to reuse it. */
export function browserCheckEnv(client?: ApiClient): BrowserCheckEnv {
  const page = lazyPageClient({ ok: 'OK', unknownError: 'Unknown Error' });
  return {
    userAgent: navigator.userAgent,
    pathname: location.pathname,
    logError: (message) =>
      (client ?? page().client).call(
        logError,
        { message },
        { onFailure: 'caller', timeoutMs: LOG_TIMEOUT_MS },
      ),
    navigate: (url) => {
      // replace: Back must not return to a page that sends the user away again.
      location.replace(url);
    },
  };
}

/** Runs `checkBrowser` on this page now; resolves with the verdict. */
export function checkThisBrowser(client?: ApiClient): Promise<BrowserVerdict> {
  return checkBrowser(browserCheckEnv(client));
}
