import { describe, expect, it } from 'vitest';
import { AVAILABLE_MS, THAW_MS, thawAt } from './thaw.ts';

describe('the thaw of a cold-storage file (requirements X37)', () => {
  const start = 1_000_000;
  it.each([
    ['never unfrozen', null, start, { state: 'frozen', progress: 0, readyAt: null }],
    ['just started', start, start, { state: 'thawing', progress: 0, readyAt: start + THAW_MS }],
    [
      'half way',
      start,
      start + THAW_MS / 2,
      { state: 'thawing', progress: 50, readyAt: start + THAW_MS },
    ],
    [
      'a moment before the end',
      start,
      start + THAW_MS - 1,
      { state: 'thawing', progress: 99, readyAt: start + THAW_MS },
    ],
    [
      'done',
      start,
      start + THAW_MS,
      { state: 'available', progress: 100, readyAt: start + THAW_MS },
    ],
    [
      'the last moment of the week',
      start,
      start + THAW_MS + AVAILABLE_MS - 1,
      { state: 'available', progress: 100, readyAt: start + THAW_MS },
    ],
    [
      'a week later: frozen again',
      start,
      start + THAW_MS + AVAILABLE_MS,
      { state: 'frozen', progress: 0, readyAt: null },
    ],
    ['a start in the future', start, start - 1, { state: 'frozen', progress: 0, readyAt: null }],
  ] as const)('%s', (_name, startedAt, now, expected) => {
    expect(thawAt(startedAt, now)).toEqual(expected);
  });
});
