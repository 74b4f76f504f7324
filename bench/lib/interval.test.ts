import { describe, expect, it } from 'vitest';
import { intervalText, medianInterval, sideOf } from './interval.ts';
import { seededRandom } from './stats.ts';

const rules = { level: 0.9, draws: 2000 };
const perFloor = (p: number, f: number) => (f === 0 ? null : p / f);
// The no-JS floor's LCP and /blocked's in one run of 27 November 2026 (15 loads each, ms).
const floor = [448, 252, 340, 368, 460, 428, 452, 312, 204, 188, 296, 332, 340, 332, 484];
const blocked = [556, 448, 380, 328, 480, 592, 336, 452, 388, 532, 520, 376, 324, 376, 344];

describe('a seeded generator', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('spreads its numbers over the range', () => {
    const random = seededRandom(3);
    const tenths = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const tenth = Math.floor(random() * 10);
      tenths[tenth] = (tenths[tenth] ?? 0) + 1;
    }
    expect(Math.min(...tenths)).toBeGreaterThan(900);
    expect(Math.max(...tenths)).toBeLessThan(1100);
  });

  it('gives other numbers for another seed', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});

describe('the interval of a ratio of medians', () => {
  it('is one point when neither set of loads moves', () => {
    expect(medianInterval([300, 300, 300], [250, 250], perFloor, rules)).toEqual({
      lo: 1.2,
      hi: 1.2,
    });
  });

  it('holds the ratio of the medians and is as wide as the noise makes it', () => {
    const iv = medianInterval(blocked, floor, perFloor, rules);
    // medians 388 and 340: 1.14
    expect(iv).not.toBeNull();
    expect(iv?.lo).toBeLessThan(1.14);
    expect(iv?.hi).toBeGreaterThan(1.14);
    expect(iv?.lo).toBeGreaterThan(0.85);
    expect(iv?.hi).toBeLessThan(1.6);
  });

  it('narrows as loads are added', () => {
    const width = (n: number) => {
      const iv = medianInterval(
        Array.from({ length: n }, (_, i) => blocked[i % blocked.length] ?? 0),
        Array.from({ length: n }, (_, i) => floor[i % floor.length] ?? 0),
        perFloor,
        rules,
      );
      return (iv?.hi ?? 0) - (iv?.lo ?? 0);
    };
    expect(width(60)).toBeLessThan(width(15) * 0.7);
  });

  it('is the same for the same loads (a verdict does not change between printings)', () => {
    expect(medianInterval(blocked, floor, perFloor, rules)).toEqual(
      medianInterval(blocked, floor, perFloor, rules),
    );
  });

  it('widens with the level', () => {
    const narrow = medianInterval(blocked, floor, perFloor, { ...rules, level: 0.5 });
    const wide = medianInterval(blocked, floor, perFloor, { ...rules, level: 0.98 });
    expect(wide?.lo).toBeLessThanOrEqual(narrow?.lo ?? 0);
    expect(wide?.hi).toBeGreaterThanOrEqual(narrow?.hi ?? 0);
  });

  it.each([
    ['no page loads', [], floor],
    ['no floor loads', blocked, [null, null]],
    ['a floor of zero', blocked, [0, 0]],
  ])('is null with %s', (_, page, floorLoads) => {
    expect(medianInterval(page, floorLoads, perFloor, rules)).toBeNull();
  });

  it('leaves out loads without a figure', () => {
    expect(medianInterval([300, null, 300], [250, Number.NaN], perFloor, rules)).toEqual({
      lo: 1.2,
      hi: 1.2,
    });
  });

  it('takes a difference as well as a ratio (long tasks over the React floor)', () => {
    expect(medianInterval([2, 2, 2], [1, 1, 1], (p, f) => p - f, rules)).toEqual({ lo: 1, hi: 1 });
  });
});

describe('an interval against a limit', () => {
  it.each([
    [{ lo: 0.9, hi: 1.1 }, 1.15, 'holds'],
    [{ lo: 0.9, hi: 1.15 }, 1.15, 'holds'],
    [{ lo: 1.2, hi: 1.5 }, 1.15, 'fails'],
    [{ lo: 1.15, hi: 1.5 }, 1.15, 'across'],
    [{ lo: 1.0, hi: 1.3 }, 1.15, 'across'],
  ] as const)('%j against %d: %s', (interval, limit, side) => {
    expect(sideOf(interval, limit)).toBe(side);
  });

  it('is written as a range', () => {
    expect(intervalText({ lo: 1, hi: 1.234 })).toBe('1.00–1.23');
  });
});
