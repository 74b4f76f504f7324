import { describe, expect, it } from 'vitest';
import { droppedFrames, longTasksAfter, quietPoint, totalBlockingTime } from './tasks.ts';

const tasks = [
  { start: 100, duration: 120 },
  { start: 400, duration: 60 },
  { start: 900, duration: 51 },
];

describe('totalBlockingTime', () => {
  it('adds the part above 50 ms of every long task, before and after the first paint', () => {
    expect(totalBlockingTime(tasks)).toBe(70 + 10 + 1);
  });

  it('is 0 without long tasks', () => {
    expect(totalBlockingTime([])).toBe(0);
  });
});

describe('longTasksAfter', () => {
  it.each([
    ['counts every task after a paint at 0', 0, 3],
    ['leaves out tasks before the paint', 300, 2],
    ['counts none after the last', 1000, 0],
  ])('%s', (_, from, expected) => {
    expect(longTasksAfter(tasks, from)).toBe(expected);
  });
});

describe('quietPoint', () => {
  it.each([
    ['is unknown before hydration', null, [], 5000, null],
    ['is the hydration time when nothing runs after it', 300, [], 900, 300],
    ['waits for the quiet window to pass', 300, [], 700, null],
    [
      'moves to the end of a long task after hydration',
      300,
      [{ start: 350, duration: 100 }],
      1000,
      450,
    ],
    [
      'ignores long tasks that ended before hydration',
      300,
      [{ start: 100, duration: 100 }],
      800,
      300,
    ],
    ['waits again after a late long task', 300, [{ start: 700, duration: 60 }], 1000, null],
  ])('%s', (_, readyAt, list, now, expected) => {
    expect(quietPoint(readyAt, list, now)).toBe(expected);
  });
});

describe('droppedFrames', () => {
  it.each([
    ['smooth frames drop none', [16.7, 16.6, 16.8], 0],
    ['a frame of 25 ms is just within 1.5 budgets', [25], 0],
    ['frames over 25 ms are dropped', [26, 40, 16.7, 100], 3],
  ])('%s', (_, deltas, expected) => {
    expect(droppedFrames(deltas)).toBe(expected);
  });
});
