// How sure a ratio of medians is (decision 031). On this project's machines one page's loads
// spread widely (the no-JS floor's LCP 188–484 ms over 15 loads of 27 November 2026), so a median
// of 7 is not the page's speed, and a ratio of two such medians may fall on either side of a
// budget by chance. A bootstrap interval says how far the ratio could move: the loads of the page
// and of the floor are each drawn again, with replacement, many times, and the statistic taken on
// every draw; the central part of those values is the interval. A budget is judged only when the
// whole interval falls on one side of it.
import { finite, median, quantile, seededRandom } from './stats.ts';

/** The central part of the resampled values. */
export interface Interval {
  readonly lo: number;
  readonly hi: number;
}

/** How the interval is drawn. */
export interface IntervalRules {
  /** The share of the resampled values the interval holds (0.9: from the 5th to the 95th). */
  readonly level: number;
  /** How many times both sets of loads are drawn again. */
  readonly draws: number;
}

/**
 * The `level` interval of `statistic(median of page, median of floor)` over bootstrap draws of
 * the two sets of loads; null when either set has no figure or the statistic never has a value.
 * Rounded to two decimals.
 */
export function medianInterval(
  page: ReadonlyArray<number | null>,
  floor: ReadonlyArray<number | null>,
  statistic: (pageMedian: number, floorMedian: number) => number | null,
  rules: IntervalRules,
  seed = 1,
): Interval | null {
  const a = finite(page);
  const b = finite(floor);
  if (a.length === 0 || b.length === 0) return null;
  const random = seededRandom(seed);
  const draw = (xs: readonly number[]) =>
    median(xs.map(() => xs[Math.floor(random() * xs.length)] ?? 0)) ?? 0;
  const values = Array.from({ length: rules.draws }, () => statistic(draw(a), draw(b)));
  const tail = (1 - rules.level) / 2;
  const lo = quantile(values, tail);
  const hi = quantile(values, 1 - tail);
  if (lo === null || hi === null) return null;
  const round = (x: number) => Math.round(x * 100) / 100;
  return { lo: round(lo), hi: round(hi) };
}

/** Where an interval lies against a limit: under it (holds), over it (fails), or across it. */
export function sideOf(interval: Interval, limit: number): 'holds' | 'fails' | 'across' {
  if (interval.hi <= limit) return 'holds';
  return interval.lo > limit ? 'fails' : 'across';
}

/** "1.02–1.31", for notes and printed lines. */
export function intervalText(interval: Interval): string {
  return `${interval.lo.toFixed(2)}–${interval.hi.toFixed(2)}`;
}
