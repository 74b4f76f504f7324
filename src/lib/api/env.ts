// What the API client needs from the outside world. The browser passes the real things; tests
// pass fakes, so the client runs with no DOM. Functions are called unbound (fetch needs that).
import type { HostMap } from '../hosts/types.ts';
import type { Langcode } from '../i18n/locales.ts';

/** The side effects and facts the client uses; only the first block is required. */
export interface ApiEnv {
  /** `globalThis.fetch` in the browser, passed as is. */
  readonly fetch: typeof fetch;
  /** The page's own origin (`location.origin`): the `page` host. */
  readonly origin: string;
  /** Origins of api, uploader, viewer, thumb, manager and downloader (`resolveHosts`). */
  readonly hosts: HostMap;
  /** The current `document.cookie` string. */
  readonly cookies: () => string;
  /** The interface language as the API names it: sent as the `lang` header. */
  readonly langcode: () => Langcode;
  /** The current path and query (`location.pathname + location.search`), for logout's redirect_url. */
  readonly currentPath: () => string;
  /** Leaves the page (`location.assign`). */
  readonly navigate: (url: string) => void;
  /** A modal alert; resolves when the user has dismissed it. */
  readonly alert: (message: string) => Promise<void>;
  /** An error toast. */
  readonly toastError: (message: string) => void;

  /** A diagnostic line (never user data or tokens). */
  readonly log?: ((message: string) => void) | undefined;
  /** `navigator.onLine`: when false, calls fail at once as offline. */
  readonly isOnline?: (() => boolean) | undefined;
  /** A uniform random number in [0, 1) for retry jitter; defaults to crypto.getRandomValues. */
  readonly random?: (() => number) | undefined;
  /** Waits between retries; defaults to setTimeout, ending early when the signal aborts. */
  readonly sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
  /** The clock, for Retry-After dates; defaults to Date.now. */
  readonly now?: (() => number) | undefined;
  /** Translated fallbacks for answers that carry no text of their own. */
  readonly messages?: Partial<PolicyMessages> | undefined;
}

/** Texts the policy shows when the server sent none. */
export interface PolicyMessages {
  /** Alerted on result_code 01 without an `all` text. */
  readonly sessionEnded: string;
  /** Toasted on success false without an `all` text. */
  readonly unknownError: string;
}

/** English fallbacks; islands pass translated ones through `messages`. */
export const DEFAULT_MESSAGES: PolicyMessages = {
  sessionEnded: 'Your session has ended. Please sign in again.',
  unknownError: 'Unknown Error',
};

/** Options of one call. */
export interface CallOptions {
  /** Aborts the call (and any wait before a retry); the call then fails with NetworkError 'aborted'. */
  readonly signal?: AbortSignal | undefined;
  /** Time limit of each attempt in milliseconds; 15 000 by default. */
  readonly timeoutMs?: number | undefined;
  /**
   * 'caller': a success-false answer is only thrown, not toasted (the caller shows it).
   * 'silent': nothing is shown and an ended session does not sign out either: for a question
   * such as "is anyone signed in here?", whose failure is an answer.
   */
  readonly onFailure?: 'toast' | 'caller' | 'silent' | undefined;
  /** Automatic retries of a GET (never of other methods); 2 by default. */
  readonly retries?: number | undefined;
  /** Largest answer accepted, in bytes; 4 MiB by default. */
  readonly maxBytes?: number | undefined;
}

/** The default time limit of one attempt. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The default number of automatic retries of a GET. */
export const DEFAULT_RETRIES = 2;
/** The default largest answer, in bytes. */
export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** A uniform random number in [0, 1) from the platform CSPRNG (Math.random is banned). */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** Waits `ms` milliseconds; rejects at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
