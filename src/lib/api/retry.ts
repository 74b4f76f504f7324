// Automatic retries (security K26): only idempotent GETs, a few times,
// exponential backoff with full jitter, and the server's Retry-After when it gives one.
import { HttpError, NetworkError } from './errors.ts';
import type { ApiError } from './errors.ts';

/** The first backoff window in milliseconds; it doubles with each retry. */
export const BACKOFF_BASE_MS = 500;
/** The largest backoff window in milliseconds. */
export const BACKOFF_CAP_MS = 8_000;
/** A Retry-After longer than this is not waited for: the error goes to the user instead. */
export const MAX_RETRY_AFTER_MS = 10_000;

// Statuses that say "try again later" rather than "this request is wrong".
const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);

/** Retry-After (seconds or an HTTP date) in milliseconds from `now`, or null when absent or invalid. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (text === '' || !/[a-z]/i.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Full jitter: a uniform wait in [0, min(cap, base·2^retry)). */
export function backoffDelay(retry: number, random: () => number): number {
  const window = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
  return Math.floor(Math.min(Math.max(random(), 0), 1) * window);
}

/**
 * How long to wait before retrying after `error` (retry 0 is the first), or null for no retry:
 * a failed connection or a transient status is retried; Retry-After wins over the backoff.
 */
export function retryDelay(error: ApiError, retry: number, random: () => number): number | null {
  if (error instanceof NetworkError) {
    return error.reason === 'failed' ? backoffDelay(retry, random) : null;
  }
  if (!(error instanceof HttpError) || !TRANSIENT.has(error.status)) return null;
  if (error.retryAfter === null) return backoffDelay(retry, random);
  return error.retryAfter <= MAX_RETRY_AFTER_MS ? error.retryAfter : null;
}
