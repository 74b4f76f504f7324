import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../api/env.ts';
import { CACHE_POLL_INTERVAL_MS, CacheWaitExpired, waitForEmptyCache } from './cache-poll.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A cache that answers "busy" the given number of times, then "empty"; records when it was asked. */
function cacheBusyFor(times: number) {
  const askedAt: number[] = [];
  const t0 = Date.now();
  const isEmpty = () => {
    askedAt.push(Date.now() - t0);
    return Promise.resolve(askedAt.length > times);
  };
  return { isEmpty, askedAt };
}

describe('waiting for the viewer cache to empty', () => {
  it.each([
    ['asks once when the cache is already empty', 0, [0]],
    ['asks again every second while it is busy', 2, [0, 1000, 2000]],
    ['keeps asking for as long as it takes', 5, [0, 1000, 2000, 3000, 4000, 5000]],
  ])('%s', async (_, busy, expected) => {
    const cache = cacheBusyFor(busy);
    const done = waitForEmptyCache(cache.isEmpty, { sleep });
    await vi.advanceTimersByTimeAsync(busy * CACHE_POLL_INTERVAL_MS);
    await done;
    expect(cache.askedAt).toEqual(expected);
  });

  it('stops asking when the viewer closes', async () => {
    const cache = cacheBusyFor(100);
    const controller = new AbortController();
    const done = waitForEmptyCache(cache.isEmpty, { sleep, signal: controller.signal });
    const outcome = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBeInstanceOf(Error);
    expect(cache.askedAt).toEqual([0, 1000, 2000]);
  });

  it('gives up after the most tries with a clear error', async () => {
    const cache = cacheBusyFor(100);
    const outcome = waitForEmptyCache(cache.isEmpty, { sleep, maxTries: 3 }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBeInstanceOf(CacheWaitExpired);
    expect(cache.askedAt).toHaveLength(3);
  });

  it('passes on the error of a failed check', async () => {
    const failing = () => Promise.reject(new Error('HTTP 503'));
    await expect(waitForEmptyCache(failing, { sleep })).rejects.toThrow('HTTP 503');
  });
});
