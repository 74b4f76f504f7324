import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../api/env.ts';
import { createZipJob, settle } from './zip-job.ts';
import type { ZipApi } from './zip-job.ts';
import type { ZipMeaning } from './zip-flow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A zip server that answers the given statuses in order and records what it was asked. */
function zipServer(statuses: (ZipMeaning | Error)[], initFails = false) {
  const calls: string[] = [];
  const t0 = Date.now();
  const api: ZipApi = {
    start: () => {
      calls.push('start');
      return initFails ? Promise.reject(new Error('503')) : Promise.resolve('task-1');
    },
    status: (key) => {
      calls.push(`status ${key} at ${Date.now() - t0}`);
      const answer = statuses.shift() ?? 'processing';
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(
        answer === 'completed' ? { meaning: answer, downloadUrl: '/z.zip' } : { meaning: answer },
      );
    },
  };
  return { api, calls };
}

describe('the zip job store', () => {
  it('does nothing until someone listens', async () => {
    const server = zipServer(['completed']);
    createZipJob(server.api, sleep);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toEqual([]);
  });

  it('starts the zip and reads the status every second until completed', async () => {
    const server = zipServer(['ready', 'processing', 'processing', 'completed']);
    const seen: string[] = [];
    const done = settle(createZipJob(server.api, sleep), (state) => seen.push(state.tag));
    await vi.advanceTimersByTimeAsync(4000);
    expect(await done).toEqual({ tag: 'completed', taskKey: 'task-1', downloadUrl: '/z.zip' });
    expect(server.calls).toEqual([
      'start',
      'status task-1 at 1000',
      'status task-1 at 2000',
      'status task-1 at 3000',
      'status task-1 at 4000',
    ]);
    expect(seen[0]).toBe('starting');
    expect(seen.at(-1)).toBe('completed');
  });

  it.each<[string, (ZipMeaning | Error)[], boolean, object]>([
    [
      'ends on another status',
      ['processing', 'unknown'],
      false,
      { tag: 'ended', taskKey: 'task-1' },
    ],
    [
      'fails when the status call fails',
      [new Error('reset')],
      false,
      { tag: 'failed', reason: 'status' },
    ],
    ['fails when no task key comes', [], true, { tag: 'failed', reason: 'start' }],
  ])('%s', async (_, statuses, initFails, expected) => {
    const server = zipServer(statuses, initFails);
    const done = settle(createZipJob(server.api, sleep));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await done).toEqual(expected);
  });

  it('stops polling when the last listener leaves', async () => {
    const server = zipServer([]);
    const job = createZipJob(server.api, sleep);
    const unbind = job.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(2000);
    unbind();
    await vi.advanceTimersByTimeAsync(10_000);
    const polls = server.calls.filter((c) => c.startsWith('status')).length;
    expect(polls).toBeLessThanOrEqual(3);
    expect(job.get()).toEqual({ tag: 'stopped' });
  });
});
