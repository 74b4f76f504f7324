// The budgets in bench/budgets.json and the verdict of a figure against its limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { FirstLoad } from './first-load.ts';
import type { Interval } from './interval.ts';

const Limit = v.pipe(v.number(), v.minValue(0));
const BudgetsSchema = v.object({
  publicPage: v.object({
    scriptKB: Limit,
    totalKB: Limit,
    /** LCP ≤ this × the no-JS floor's (decision 011). */
    lcpVsNoJsFloor: Limit,
    /** Hydrated + idle ≤ this × the React floor's. */
    idleVsReactFloor: Limit,
    /** Long tasks after FCP ≤ the React floor's + this. */
    longTasksOverReactFloor: Limit,
    /** Everything until the network is quiet (decision 011): requests, and script beyond React. */
    untilQuiet: v.object({
      $comment: v.optional(v.string()),
      scriptKBOverReactFloor: Limit,
      requests: Limit,
      pages: v.optional(
        v.record(
          v.string(),
          v.object({ scriptKBOverReactFloor: v.optional(Limit), requests: v.optional(Limit) }),
        ),
      ),
    }),
  }),
  /**
   * When timings can be judged: enough loads; a ratio when its interval lies on one side of its
   * budget (decision 031); the app's absolute timings when the floors held still.
   */
  timing: v.object({
    $comment: v.optional(v.string()),
    minRuns: v.pipe(v.number(), v.integer(), v.minValue(1)),
    maxFloorSpread: Limit,
    level: v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.99)),
    draws: v.pipe(v.number(), v.integer(), v.minValue(100)),
  }),
  app: v.object({
    $comment: v.optional(v.string()),
    scriptKB: Limit,
    firstFolderPageAfterResponseMs: Limit,
    scrollLongTasks: Limit,
    /** Opening, sorting and searching the 10,000-entry folder: input → painted result (ms). */
    interactionMs: Limit,
    /** The JS heap after browsing the 10,000-entry folder (MB). */
    heapMB: Limit,
    /** The app's timing budgets hold in each of this many consecutive rounds (`--repeat`). */
    repeats: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  /** The login page against the best open-source peer (bench/lib/peers.ts). */
  peers: v.object({
    $comment: v.optional(v.string()),
    bestUsableVsNoJsFloor: Limit,
    bestScriptKB: Limit,
    fasterBy: Limit,
    lighterBy: Limit,
  }),
  /** The reference server: GET /v2/search's p95 on the seeded data plus 100,000 files (ms). */
  server: v.object({ searchP95Ms: Limit }),
  onDemand: v.array(
    v.object({
      name: v.string(),
      page: v.string(),
      source: v.string(),
      markers: v.pipe(v.array(v.pipe(v.string(), v.minLength(4))), v.minLength(1)),
    }),
  ),
});

/** The budgets, as bench/budgets.json states them. */
export type Budgets = v.InferOutput<typeof BudgetsSchema>;
/** One code-splitting rule: a module whose markers must stay out of a page's first load. */
export type OnDemandRule = Budgets['onDemand'][number];

/** The one budgets file. */
export const BUDGETS_FILE = join(import.meta.dirname, '..', 'budgets.json');

/** Validates the budgets file's content; throws with the reason when it is malformed. */
export function parseBudgets(json: unknown): Budgets {
  const parsed = v.safeParse(BudgetsSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`bench/budgets.json: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  return parsed.output;
}

/** Reads and validates bench/budgets.json. */
export function loadBudgets(file = BUDGETS_FILE): Budgets {
  return parseBudgets(JSON.parse(readFileSync(file, 'utf8')));
}

/** A figure held against a limit; `ok` is null when the figure could not be measured. */
export interface Verdict {
  readonly budget: string;
  readonly subject: string;
  readonly actual: number | null;
  readonly limit: number;
  readonly ok: boolean | null;
  /** Why there is no figure, or what makes up the figure. */
  readonly note?: string;
  /** Where the figure could lie at this run's noise (timing ratios, decision 031). */
  readonly interval?: Interval;
}

/** Holds `actual` against `limit` (inclusive); null stays null. */
export function verdict(
  budget: string,
  subject: string,
  actual: number | null,
  limit: number,
  note?: string,
): Verdict {
  const ok = actual === null || !Number.isFinite(actual) ? null : actual <= limit;
  return { budget, subject, actual, limit, ok, ...(note === undefined ? {} : { note }) };
}

/** Kilobytes (1024 bytes), to one decimal. */
export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The byte budgets of a built page: JS and total for public pages, JS for the app. */
export function byteVerdicts(load: FirstLoad, budgets: Budgets, isApp: boolean): Verdict[] {
  if (isApp) return [verdict('app JS KB', load.page, kb(load.byType.script), budgets.app.scriptKB)];
  return [
    verdict('JS KB', load.page, kb(load.byType.script), budgets.publicPage.scriptKB),
    verdict('total KB', load.page, kb(load.total), budgets.publicPage.totalKB),
  ];
}

/** The markers of a rule found in any of the texts. */
export function markersIn(texts: readonly string[], markers: readonly string[]): string[] {
  return markers.filter((m) => texts.some((t) => t.includes(m)));
}
