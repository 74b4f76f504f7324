// The timing verdicts (decision 011): each public page against the floors measured in the same
// run — LCP against the no-JS floor's, hydrated + idle and long tasks against the React floor's —
// as medians over at least `minRuns` loads; and no verdict at all when the floors' own loads
// spread too widely (a busy machine), since a ratio to a floor that moves says nothing.
import { median, ratio } from './stats.ts';
import { verdict, type Verdict } from './budgets.ts';

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
export interface JudgeRules {
  /** Each verdict is a median over at least this many loads. */
  readonly minRuns: number;
  /** The widest spread (interquartile range ÷ median) a floor's loads may have. */
  readonly maxFloorSpread: number;
}

/** One load's timings (ms; null: not measured). */
export interface TimingSample {
  readonly lcp: number | null;
  readonly idle: number | null;
  readonly longTasksAfterPaint: number | null;
}

/** The q-quantile (0…1) of the numbers, linearly interpolated; null when there are none. */
export function quantile(values: ReadonlyArray<number | null>, q: number): number | null {
  const xs = values
    .filter((x): x is number => x !== null && Number.isFinite(x))
    .toSorted((a, b) => a - b);
  if (xs.length === 0) return null;
  const at = (xs.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (xs[lo] ?? 0) + ((xs[hi] ?? 0) - (xs[lo] ?? 0)) * (at - lo);
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

/** A run can be judged with enough loads and floors that held still. */
export function judgeable(
  floors: {
    readonly noJs: readonly TimingSample[];
    readonly react: readonly TimingSample[];
    /** The no-JS floor in other languages (decision 027), each held to the same spread. */
    readonly noJsIn?: Readonly<Record<string, readonly TimingSample[]>>;
  },
  rules: JudgeRules,
): Judgement {
  const languages = Object.entries(floors.noJsIn ?? {});
  const loads = Math.min(
    floors.noJs.length,
    floors.react.length,
    ...languages.map(([, samples]) => samples.length),
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

/** The floors' medians a page is compared with. */
export interface FloorMedians {
  readonly noJsLcp: number | null;
  readonly reactIdle: number | null;
  readonly reactLongTasks: number | null;
}

/** The medians of the floors' samples. */
export function floorMedians(
  noJs: readonly TimingSample[],
  react: readonly TimingSample[],
): FloorMedians {
  return {
    noJsLcp: median(noJs.map((s) => s.lcp)),
    reactIdle: median(react.map((s) => s.idle)),
    reactLongTasks: median(react.map((s) => s.longTasksAfterPaint)),
  };
}

/** A page's three timing ratios against the floors (null: not measured). */
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

/** A page's timing verdicts; with a run that cannot be judged, each is n/a with the reason. */
export function timingVerdicts(
  path: string,
  page: readonly TimingSample[],
  floors: FloorMedians,
  budget: TimingBudget,
  judgement: Judgement,
): Verdict[] {
  const f = timingFigures(page, floors);
  const rows = [
    [TIMING_BUDGETS.lcp, f.lcpVsNoJs, budget.lcpVsNoJsFloor],
    [TIMING_BUDGETS.idle, f.idleVsReact, budget.idleVsReactFloor],
    [TIMING_BUDGETS.tasks, f.longTasksOverReact, budget.longTasksOverReactFloor],
  ] as const;
  return rows.map(([name, actual, limit]) => judgedVerdict(name, path, actual, limit, judgement));
}
