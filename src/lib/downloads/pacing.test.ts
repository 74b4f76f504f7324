import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../api/env.ts';
import { DOWNLOAD_GAP_MS, oneByOne } from './pacing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('downloading several files one by one', () => {
  it('starts the first at once and each next one a second after the previous', async () => {
    const started: [string, number][] = [];
    const run = oneByOne(
      ['a', 'b', 'c'],
      (item) => {
        started.push([item, Date.now()]);
        return Promise.resolve();
      },
      { sleep },
    );
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map(([i]) => i)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_GAP_MS - 1);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map(([i]) => i)).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_GAP_MS);
    await run;
    expect(started.map(([, at]) => at - t0)).toEqual([0, 1000, 2000]);
  });

  it('stops before the next file when aborted', async () => {
    const controller = new AbortController();
    const started: string[] = [];
    const run = oneByOne(
      ['a', 'b'],
      (item) => {
        started.push(item);
        return Promise.resolve();
      },
      { sleep, signal: controller.signal },
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(run).rejects.toThrow();
    expect(started).toEqual(['a']);
  });

  it('does nothing for an empty list', async () => {
    const each = vi.fn(() => Promise.resolve());
    await oneByOne([], each, { sleep });
    expect(each).not.toHaveBeenCalled();
  });
});
