import { describe, expect, it } from 'vitest';
import { parseAutoLogout } from './interval.ts';

describe('auto-logout interval', () => {
  const minute = 60_000;
  it.each([
    ['30m', 30 * minute],
    ['2H', 120 * minute],
    ['1D', 1440 * minute],
    ['1W', 7 * 1440 * minute],
    ['1M', 30 * 1440 * minute],
    [' 15m ', 15 * minute],
    ['0m', null],
    ['', null],
    ['30', null],
    ['m', null],
    ['1h', null],
    ['1d', null],
    ['1.5H', null],
    ['-1D', null],
    ['1Y', null],
    ['1234567m', null],
  ])('reads %j as %s ms', (value, ms) => {
    expect(parseAutoLogout(value)).toBe(ms);
  });
});
