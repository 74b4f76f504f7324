import { describe, expect, it } from 'vitest';
import { median, medians, ratio } from './stats.ts';

describe('median', () => {
  it.each([
    ['an odd count', [5, 1, 3], 3],
    ['an even count', [4, 1, 3, 2], 2.5],
    ['one value', [7], 7],
    ['no values', [], null],
    ['values with gaps', [null, 2, null, 4, 9], 4],
  ])('of %s', (_, values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('ratio', () => {
  it.each([
    [110, 100, 1.1],
    [1, 3, 0.33],
    [5, 0, null],
    [null, 3, null],
  ])('%s / %s is %s', (a, b, expected) => {
    expect(ratio(a, b)).toBe(expected);
  });
});

it('takes the median of each field over samples', () => {
  expect(
    medians(
      [
        { a: 1, b: null },
        { a: 3, b: 2 },
        { a: 2, b: null },
      ],
      ['a', 'b'],
    ),
  ).toEqual({
    a: 2,
    b: 2,
  });
});
