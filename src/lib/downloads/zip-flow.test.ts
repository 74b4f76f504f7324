import { describe, expect, it } from 'vitest';
import { ZIP_MAX_POLLS, ZIP_START, isFinal, next } from './zip-flow.ts';
import type { ZipEvent, ZipState } from './zip-flow.ts';

const polling = (polls = 0): ZipState => ({ tag: 'polling', taskKey: 'k1', polls });

describe('the zip download machine', () => {
  it.each<[string, ZipState, ZipEvent, ZipState]>([
    [
      'starts polling once the task key arrives',
      ZIP_START,
      { type: 'started', taskKey: 'k1' },
      polling(),
    ],
    [
      'keeps polling while the zip is ready to start',
      polling(),
      { type: 'status', meaning: 'ready' },
      polling(1),
    ],
    [
      'keeps polling while the zip is processing',
      polling(3),
      { type: 'status', meaning: 'processing' },
      polling(4),
    ],
    [
      'completes when the status says so',
      polling(2),
      { type: 'status', meaning: 'completed', downloadUrl: '/z/k1.zip' },
      { tag: 'completed', taskKey: 'k1', downloadUrl: '/z/k1.zip' },
    ],
    [
      'ends on any other status',
      polling(2),
      { type: 'status', meaning: 'unknown' },
      { tag: 'ended', taskKey: 'k1' },
    ],
    [
      'fails when the zip cannot start',
      ZIP_START,
      { type: 'failed', reason: 'start' },
      { tag: 'failed', reason: 'start' },
    ],
    [
      'fails when the status cannot be read',
      polling(1),
      { type: 'failed', reason: 'status' },
      { tag: 'failed', reason: 'status' },
    ],
    [
      'gives up after the most polls',
      polling(ZIP_MAX_POLLS - 1),
      { type: 'status', meaning: 'processing' },
      { tag: 'failed', reason: 'timeout' },
    ],
    ['stops when nobody watches any more', polling(5), { type: 'stop' }, { tag: 'stopped' }],
    [
      'ignores a status before the task key',
      ZIP_START,
      { type: 'status', meaning: 'completed' },
      ZIP_START,
    ],
    ['ignores a second task key', polling(1), { type: 'started', taskKey: 'k2' }, polling(1)],
    [
      'ignores a late status after completion',
      { tag: 'completed', taskKey: 'k1', downloadUrl: null },
      { type: 'status', meaning: 'processing' },
      { tag: 'completed', taskKey: 'k1', downloadUrl: null },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });

  it.each<[ZipState, boolean]>([
    [ZIP_START, false],
    [polling(), false],
    [{ tag: 'completed', taskKey: 'k', downloadUrl: null }, true],
    [{ tag: 'ended', taskKey: 'k' }, true],
    [{ tag: 'failed', reason: 'status' }, true],
    [{ tag: 'stopped' }, true],
  ])('knows whether %o is final', (state, final) => {
    expect(isFinal(state)).toBe(final);
  });
});
