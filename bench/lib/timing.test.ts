import { describe, expect, it } from 'vitest';
import { quantile } from './stats.ts';
import {
  TIMING_BUDGETS,
  floorMedians,
  intervalVerdict,
  judgeable,
  judgedVerdict,
  relativeSpread,
  timingFigures,
  timingVerdicts,
  type TimingSample,
} from './timing.ts';

const s = (lcp: number | null, idle: number | null, tasks: number | null = 0): TimingSample => ({
  lcp,
  idle,
  longTasksAfterPaint: tasks,
});
const steady = (lcp: number, idle: number, tasks = 0, n = 7) =>
  Array.from({ length: n }, () => s(lcp, idle, tasks));
const rules = { minRuns: 7, maxFloorSpread: 0.2, level: 0.9, draws: 2000 };
const budget = { lcpVsNoJsFloor: 1.15, idleVsReactFloor: 1.3, longTasksOverReactFloor: 0 };

describe('quantiles and spread', () => {
  it.each([
    [[1, 2, 3, 4, 5], 0.25, 2],
    [[1, 2, 3, 4, 5], 0.75, 4],
    [[10, 20], 0.5, 15],
    [[5, null, Number.NaN], 0.9, 5],
    [[], 0.5, null],
  ])('quantile of %j at %d is %s', (xs, q, expected) => {
    expect(quantile(xs, q)).toBe(expected);
  });

  it.each([
    ['steady loads', [250, 250, 250, 250, 250, 250, 250], 0],
    ['a little drift', [240, 245, 250, 250, 255, 260, 300], 0.04],
    ['a busy machine', [200, 250, 320, 400, 500, 260, 700], 0.61],
    ['nothing measured', [null, null], null],
  ])('%s: spread %s', (_, xs, expected) => {
    expect(relativeSpread(xs)).toBe(expected);
  });
});

describe('whether a run can be judged', () => {
  it.each([
    ['7 steady loads', steady(250, 700), steady(400, 700), { ok: true }],
    [
      'too few loads',
      steady(250, 700, 0, 5),
      steady(400, 700, 0, 5),
      { ok: false, reason: 'fewer than 7 loads (5)' },
    ],
    ['no floor', [], steady(400, 700), { ok: false, reason: 'a floor was not measured' }],
    [
      'a no-JS floor that moves',
      [200, 250, 320, 400, 500, 260, 700].map((x) => s(x, x)),
      steady(400, 700),
      { ok: false, reason: 'too noisy to judge (no-JS floor LCP spread 61% > 20%)' },
    ],
    [
      'a React floor that moves',
      steady(250, 250),
      [500, 700, 900, 1200, 600, 650, 1400].map((x) => s(300, x, 1)),
      { ok: false, reason: 'too noisy to judge (React floor hydrated+idle spread 61% > 20%)' },
    ],
  ])('%s', (_, noJs, react, expected) => {
    expect(judgeable({ noJs, react }, rules)).toEqual(expected);
  });

  it('holds the floor in each other language to the same spread and count (decision 027)', () => {
    const base = { noJs: steady(250, 250), react: steady(400, 700) };
    expect(
      judgeable({ ...base, noJsIn: { ja: steady(300, 300), ko: steady(290, 290) } }, rules),
    ).toEqual({ ok: true });
    const moving = [200, 250, 320, 400, 500, 260, 700].map((x) => s(x, x));
    expect(judgeable({ ...base, noJsIn: { ja: steady(300, 300), ko: moving } }, rules)).toEqual({
      ok: false,
      reason: 'too noisy to judge (no-JS floor (ko) LCP spread 61% > 20%)',
    });
    expect(judgeable({ ...base, noJsIn: { ja: steady(300, 300, 0, 5) } }, rules)).toEqual({
      ok: false,
      reason: 'fewer than 7 loads (5)',
    });
  });
});

describe('timing verdicts against the floors of the same run', () => {
  const floorLoads = { noJs: steady(250, 250), react: steady(280, 700, 1) };
  const floors = floorMedians(floorLoads);

  it('takes the floors’ medians', () => {
    expect(floors).toEqual({ noJsLcp: 250, reactIdle: 700, reactLongTasks: 1 });
  });

  it.each([
    ['the React floor itself', steady(280, 700, 1), [1.12, 1, 0], [true, true, true]],
    ['at the limits', steady(287.5, 910, 1), [1.15, 1.3, 0], [true, true, true]],
    ['over each limit', steady(300, 1000, 2), [1.2, 1.43, 1], [false, false, false]],
    ['not measured', [s(null, null, null)], [null, null, null], [null, null, null]],
  ])('%s', (_, page, figures, ok) => {
    const f = timingFigures(page, floors);
    expect([f.lcpVsNoJs, f.idleVsReact, f.longTasksOverReact]).toEqual(figures);
    const verdicts = timingVerdicts('/login/', page, floorLoads, budget, rules);
    expect(verdicts.map((v) => v.budget)).toEqual(Object.values(TIMING_BUDGETS));
    expect(verdicts.map((v) => v.ok)).toEqual(ok);
  });

  // Loads as noisy as the floor's on 27 November 2026 (IQR 37 % of the median).
  const noisyFloor = [448, 252, 340, 368, 460, 428, 452, 312, 204, 188, 296, 332, 340, 332, 484];
  const scaled = (k: number) => noisyFloor.map((x) => s(x * k, x * k * 2, 1));
  const noisyFloors = {
    noJs: noisyFloor.map((x) => s(x, x)),
    react: noisyFloor.map((x) => s(x, x * 2, 1)),
  };

  it('judges through the noise when the whole interval lies on one side of the budget', () => {
    const fast = timingVerdicts('/blocked/', scaled(0.8), noisyFloors, budget, rules);
    expect(fast.map((v) => v.ok)).toEqual([true, true, true]);
    const slow = timingVerdicts('/login/', scaled(1.8), noisyFloors, budget, rules);
    expect(slow.slice(0, 2).map((v) => v.ok)).toEqual([false, false]);
    expect(slow[0]?.interval?.lo).toBeGreaterThan(1.15);
  });

  it('gives no verdict where the interval spans the budget, but keeps the figure and interval', () => {
    const [lcp] = timingVerdicts('/login/', scaled(1.12), noisyFloors, budget, rules);
    expect(lcp?.ok).toBeNull();
    expect(lcp?.actual).toBeCloseTo(1.12, 1);
    expect(lcp?.interval?.lo).toBeLessThan(1.15);
    expect(lcp?.interval?.hi).toBeGreaterThan(1.15);
    expect(lcp?.note).toMatch(/^cannot tell at this noise: interval \d\.\d\d–\d\.\d\d$/);
  });

  it('gives no verdict from fewer loads than the rules ask, steady or not', () => {
    const page = steady(300, 1000, 2, 5);
    const verdicts = timingVerdicts('/login/', page, floorLoads, budget, rules);
    expect(verdicts.map((v) => [v.ok, v.actual, v.note])).toEqual([
      [null, 1.2, 'fewer than 7 loads (5)'],
      [null, 1.43, 'fewer than 7 loads (5)'],
      [null, 1, 'fewer than 7 loads (5)'],
    ]);
  });
});

describe('a figure judged by its interval', () => {
  const loads = { count: 7, minRuns: 7 };
  it.each([
    ['within', 1.05, { lo: 1, hi: 1.1 }, true, undefined],
    ['over', 1.3, { lo: 1.2, hi: 1.4 }, false, undefined],
    ['across', 1.14, { lo: 1, hi: 1.3 }, null, 'cannot tell at this noise: interval 1.00–1.30'],
    ['without an interval', 1.14, null, null, 'no interval'],
  ] as const)('%s', (_, actual, interval, ok, note) => {
    const v = intervalVerdict('LCP', '/login/', actual, interval, 1.15, loads);
    expect(v).toMatchObject({ ok, actual, limit: 1.15 });
    expect(v.note).toBe(note);
  });

  it('says nothing more of a figure that was not measured', () => {
    expect(intervalVerdict('LCP', '/login/', null, null, 1.15, loads)).toEqual({
      budget: 'LCP',
      subject: '/login/',
      actual: null,
      limit: 1.15,
      ok: null,
    });
  });
});

describe('one timing verdict', () => {
  const noisy = { ok: false, reason: 'too noisy to judge' } as const;
  it.each([
    ['judged in a calm run', { ok: true } as const, 120, undefined, true, 120, undefined],
    ['over its limit in a calm run', { ok: true } as const, 160, undefined, false, 160, undefined],
    ['n/a in a noisy run, the figure kept', noisy, 120, undefined, null, 120, 'too noisy to judge'],
    [
      'n/a with the reason of its own missing figure',
      noisy,
      null,
      'no search field',
      null,
      null,
      'no search field',
    ],
    [
      'n/a with the noise when a figure is missing for no stated reason',
      noisy,
      null,
      undefined,
      null,
      null,
      'too noisy to judge',
    ],
  ] as const)('%s', (_, judgement, actual, note, ok, shown, why) => {
    const v = judgedVerdict('search ms', '/', actual, 150, judgement, note);
    expect(v.ok).toBe(ok);
    expect(v.actual).toBe(shown);
    expect(v.note).toBe(why);
  });
});
