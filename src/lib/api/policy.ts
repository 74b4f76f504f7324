// The spec's failure policy, in one place (requirements C3–C5): toast success-false answers,
// end the session once on result_code 01, log and leave on a CSRF 403.
import { blockedPath } from '../nav/blocked.ts';
import { localeOrDefault, loginUrl, logoutUrl } from '../nav/routes.ts';
import { safeRedirect } from '../nav/safe-redirect.ts';
import { DEFAULT_MESSAGES } from './env.ts';
import type { ApiEnv, CallOptions } from './env.ts';
import { ApiFailure, CsrfRejected, SessionFailure } from './errors.ts';
import type { ApiError } from './errors.ts';

/** Applies the policy to a failed call; marks the error `handled` when the user was told. */
export type Policy = (error: ApiError, endpointName: string, options: CallOptions) => void;

/**
 * The policy of one client. After the first 01 or CSRF 403 the page is on its way out: later
 * failures show nothing, so five parallel 01 answers give exactly one alert.
 */
export function createPolicy(env: ApiEnv, logError: (message: string) => Promise<void>): Policy {
  const messages = { ...DEFAULT_MESSAGES, ...env.messages };
  let leaving = false;

  const leave = (work: () => Promise<void>, target: () => string) => {
    leaving = true;
    // The page leaves whatever happens to the alert or the log call.
    void new Promise<void>((resolve) => {
      resolve(work());
    })
      .catch(() => undefined)
      .finally(() => {
        env.navigate(target());
      });
  };

  return (error, endpointName, options) => {
    if (options.onFailure === 'silent') return;
    const reports = error instanceof ApiFailure || error instanceof SessionFailure;
    if (leaving) {
      if (reports || error instanceof CsrfRejected) error.handled = true;
      return;
    }
    if (error instanceof ApiFailure) {
      if (options.onFailure === 'caller') return;
      env.toastError(error.message === '' ? messages.unknownError : error.message);
      error.handled = true;
    } else if (error instanceof SessionFailure) {
      error.handled = true;
      env.log?.(`Session failure on ${endpointName}`);
      if (error.denied) {
        leave(
          () => Promise.resolve(),
          () => blockedPath(localeOrDefault(env.langcode())),
        );
      } else {
        const message = error.message === '' ? messages.sessionEnded : error.message;
        leave(
          () => env.alert(message),
          () => logoutUrl(env.currentPath(), env.origin),
        );
      }
    } else if (error instanceof CsrfRejected) {
      error.handled = true;
      // The path only: a query may hold a reset code, which must never reach a log.
      const path = safeRedirect(env.currentPath(), env.origin).split(/[?#]/)[0] ?? '/';
      const message = `CSRF token rejected (HTTP 403) on ${endpointName} at ${path}`;
      env.log?.(message);
      leave(
        () => logError(message),
        () => loginUrl(env.langcode()),
      );
    }
  };
}
