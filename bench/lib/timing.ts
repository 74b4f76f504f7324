// The timing verdicts (decision 011): each public page against the floors measured in the same
// run — LCP against the no-JS floor's, hydrated + idle and long tasks against the React floor's —
// as medians over at least `minRuns` loads. Each ratio is judged only when its bootstrap interval
// lies wholly on one side of the budget (decision 031); the app's timings, which are absolute,
// only when the floors' own loads held still (a calm machine).
import { median, quantile, ratio } from './stats.ts';
import { verdict, type Verdict } from './budgets.ts';
import {
  intervalText,
  medianInterval,
  sideOf,
  type Interval,
  type IntervalRules,
} from './interval.ts';

/** The timing budgets of a public page, from budgets.json. */
export interface TimingBudget {
  /** LCP ≤ this × the no-JS floor's LCP. */
  readonly lcpVsNoJsFloor: number;
  /** Hydrated + idle ≤ this × the React floor's. */
  readonly idleVsReactFloor: number;
  /** Long tasks after FCP ≤ the React floor's + this. */
  readonly longTasksOverReactFloor: number;
}

/** When a run can be judged at all. */
export interface JudgeRules extends IntervalRules {
  /** Each verdict is a median over at least this many loads. */
  readonly minRuns: number;
  /** The widest spread (interquartile range ÷ median) a floor's loads may have for the app. */
  readonly maxFloorSpread: number;
}

/** One load's timings (ms; null: not measured). */
export interface TimingSample {
  readonly lcp: number | null;
  readonly idle: number | null;
  readonly longTasksAfterPaint: number | null;
}

/** Interquartile range ÷ median, to two decimals; null with no figures or a zero median. */
export function relativeSpread(values: ReadonlyArray<number | null>): number | null {
  const mid = median(values);
  const p25 = quantile(values, 0.25);
  const p75 = quantile(values, 0.75);
  if (mid === null || mid === 0 || p25 === null || p75 === null) return null;
  return Math.round(((p75 - p25) / mid) * 100) / 100;
}

/** Whether a run's timings can be judged, and why not. */
export type Judgement = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The app's timings can be judged with enough loads and floors that held still. */
export function judgeable(
  floors: {
    readonly noJs: readonly TimingSample[];
    readonly react: readonly TimingSample[];
    /** The no-JS floor in other languages (decision 027), each held to the same spread. */
    readonly noJsIn?: Readonly<Record<string, readonly TimingSample[]>>;
    /** The React floor in other languages (decision 038), each held to the same spread. */
    readonly reactIn?: Readonly<Record<string, readonly TimingSample[]>>;
  },
  rules: Pick<JudgeRules, 'minRuns' | 'maxFloorSpread'>,
): Judgement {
  const languages = Object.entries(floors.noJsIn ?? {});
  const reactLanguages = Object.entries(floors.reactIn ?? {});
  const loads = Math.min(
    floors.noJs.length,
    floors.react.length,
    ...[...languages, ...reactLanguages].map(([, samples]) => samples.length),
  );
  if (loads === 0) return { ok: false, reason: 'a floor was not measured' };
  if (loads < rules.minRuns)
    return { ok: false, reason: `fewer than ${rules.minRuns} loads (${loads})` };
  const spreads = [
    ['no-JS floor LCP', relativeSpread(floors.noJs.map((s) => s.lcp))],
    ...languages.map(
      ([language, samples]) =>
        [`no-JS floor (${language}) LCP`, relativeSpread(samples.map((s) => s.lcp))] as const,
    ),
    ['React floor hydrated+idle', relativeSpread(floors.react.map((s) => s.idle))],
    ...reactLanguages.map(
      ([language, samples]) =>
        [
          `React floor (${language}) hydrated+idle`,
          relativeSpread(samples.map((s) => s.idle)),
        ] as const,
    ),
  ] as const;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const wide = spreads.filter(([, s]) => s === null || s > rules.maxFloorSpread);
  if (wide.length === 0) return { ok: true };
  const what = wide
    .map(([name, s]) => (s === null ? `${name} n/a` : `${name} spread ${pct(s)}`))
    .join(', ');
  return {
    ok: false,
    reason: `too noisy to judge (${what} > ${pct(rules.maxFloorSpread)})`,
  };
}

/** The floors' loads a page is held to: the no-JS floor and the React floor in its language. */
export interface FloorSamples {
  readonly noJs: readonly TimingSample[];
  readonly react: readonly TimingSample[];
}

/** The floors' medians a page is compared with. */
export interface FloorMedians {
  readonly noJsLcp: number | null;
  readonly reactIdle: number | null;
  readonly reactLongTasks: number | null;
}

/** The medians of the floors' samples. */
export function floorMedians(floors: FloorSamples): FloorMedians {
  return {
    noJsLcp: median(floors.noJs.map((s) => s.lcp)),
    reactIdle: median(floors.react.map((s) => s.idle)),
    reactLongTasks: median(floors.react.map((s) => s.longTasksAfterPaint)),
  };
}

/** A page's three timing figures against the floors: medians' ratios and difference. */
export function timingFigures(
  page: readonly TimingSample[],
  floors: FloorMedians,
): { lcpVsNoJs: number | null; idleVsReact: number | null; longTasksOverReact: number | null } {
  const lcp = median(page.map((s) => s.lcp));
  const idle = median(page.map((s) => s.idle));
  const tasks = median(page.map((s) => s.longTasksAfterPaint));
  return {
    lcpVsNoJs: ratio(lcp, floors.noJsLcp),
    idleVsReact: ratio(idle, floors.reactIdle),
    longTasksOverReact:
      tasks === null || floors.reactLongTasks === null ? null : tasks - floors.reactLongTasks,
  };
}

/** page ÷ floor, the statistic of a ratio's interval. */
export const perFloor = (page: number, floor: number): number | null =>
  floor === 0 ? null : page / floor;
/** page − floor, the statistic of a count's interval. */
export const overFloor = (page: number, floor: number): number => page - floor;

/** The budget names the verdicts carry. */
export const TIMING_BUDGETS = {
  lcp: 'LCP ×no-JS floor',
  idle: 'hydrated+idle ×React floor',
  tasks: 'long tasks after FCP over React floor',
} as const;

/**
 * A timing verdict: judged when the run can be, else n/a with the reason, the figure kept. A
 * figure that is missing for a reason of its own (`note`: the part did not run, the page had no
 * search field) says that reason instead.
 */
export function judgedVerdict(
  budget: string,
  subject: string,
  actual: number | null,
  limit: number,
  judgement: Judgement,
  note?: string,
): Verdict {
  if (judgement.ok || (actual === null && note !== undefined)) {
    return verdict(budget, subject, actual, limit, note);
  }
  return { ...verdict(budget, subject, null, limit, judgement.reason), actual };
}

/**
 * A figure judged by its interval (decision 031): holds when the whole interval is within the
 * limit, fails when the whole interval is over it, and is n/a — the figure and the interval
 * kept — when the interval spans the limit or the loads are fewer than `minRuns`.
 */
export function intervalVerdict(
  budget: string,
  subject: string,
  actual: number | null,
  interval: Interval | null,
  limit: number,
  loads: { readonly count: number; readonly minRuns: number },
): Verdict {
  if (actual === null) return verdict(budget, subject, null, limit);
  const undecided = (note: string): Verdict => ({
    ...verdict(budget, subject, null, limit, note),
    actual,
    ...(interval === null ? {} : { interval }),
  });
  if (loads.count < loads.minRuns)
    return undecided(`fewer than ${loads.minRuns} loads (${loads.count})`);
  if (interval === null) return undecided('no interval');
  const side = sideOf(interval, limit);
  if (side === 'across')
    return undecided(`cannot tell at this noise: interval ${intervalText(interval)}`);
  return { ...verdict(budget, subject, actual, limit), ok: side === 'holds', interval };
}

/** A page's timing verdicts against the floors of the same run, each by its interval. */
export function timingVerdicts(
  path: string,
  page: readonly TimingSample[],
  floors: FloorSamples,
  budget: TimingBudget,
  rules: Pick<JudgeRules, 'minRuns' | 'level' | 'draws'>,
): Verdict[] {
  const f = timingFigures(page, floorMedians(floors));
  const loads = {
    count: Math.min(page.length, floors.noJs.length, floors.react.length),
    minRuns: rules.minRuns,
  };
  const lcp = (s: TimingSample) => s.lcp;
  const idle = (s: TimingSample) => s.idle;
  const tasks = (s: TimingSample) => s.longTasksAfterPaint;
  const rows = [
    [TIMING_BUDGETS.lcp, f.lcpVsNoJs, lcp, floors.noJs, perFloor, budget.lcpVsNoJsFloor],
    [TIMING_BUDGETS.idle, f.idleVsReact, idle, floors.react, perFloor, budget.idleVsReactFloor],
    [
      TIMING_BUDGETS.tasks,
      f.longTasksOverReact,
      tasks,
      floors.react,
      overFloor,
      budget.longTasksOverReactFloor,
    ],
  ] as const;
  return rows.map(([name, actual, pick, floor, statistic, limit]) => {
    const interval = medianInterval(page.map(pick), floor.map(pick), statistic, rules);
    return intervalVerdict(name, path, actual, interval, limit, loads);
  });
}
