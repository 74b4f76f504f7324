// The document viewer's cache check (requirements V4): before converting a document, ask the viewer
// every second whether it still holds an upload cache for the file, until the answer is empty.
import type { Sleep } from '../downloads/pacing.ts';

/** How often the cache is asked. */
export const CACHE_POLL_INTERVAL_MS = 1000;
/** The most checks before giving up (two minutes): no spinner may wait forever. */
export const CACHE_POLL_MAX_TRIES = 120;

/** Thrown when the cache never emptied within the allowed tries. */
export class CacheWaitExpired extends Error {
  override readonly name = 'CacheWaitExpired';
  constructor(tries: number) {
    super(`The viewer cache was still busy after ${tries} checks`);
  }
}

/** Options of `waitForEmptyCache`. */
export interface CachePollOptions {
  readonly sleep: Sleep;
  readonly signal?: AbortSignal | undefined;
  readonly intervalMs?: number;
  readonly maxTries?: number;
}

/**
 * Calls `isEmpty` at once and then every interval until it answers true. Rejects with the
 * check's own error, with CacheWaitExpired, or when the signal aborts (the viewer closed).
 */
export async function waitForEmptyCache(
  isEmpty: (signal?: AbortSignal) => Promise<boolean>,
  options: CachePollOptions,
): Promise<void> {
  const interval = options.intervalMs ?? CACHE_POLL_INTERVAL_MS;
  const maxTries = options.maxTries ?? CACHE_POLL_MAX_TRIES;
  for (let tries = 1; ; tries += 1) {
    options.signal?.throwIfAborted();
    if (await isEmpty(options.signal)) return;
    if (tries >= maxTries) throw new CacheWaitExpired(tries);
    await options.sleep(interval, options.signal);
  }
}
