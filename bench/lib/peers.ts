// Against the peers (issue 17): the login page stays at least `lighterBy` times lighter in script
// and `fasterBy` times faster to usable than the best of the open-source peers measured when the
// budgets were first set (filebrowser, AList, Cloudreve, ownCloud Web, under the bench's
// conditions), as a ratio to the no-JS floor. The peers' figures are fixed in budgets.json; ours
// are measured in every run.
import { verdict, type Verdict } from './budgets.ts';
import { intervalVerdict, perFloor, type JudgeRules } from './timing.ts';
import { medianInterval } from './interval.ts';
import { median, ratio } from './stats.ts';

/** The best peer's figures and how far ahead of them the login page must stay. */
export interface PeerBudget {
  /** The best peer's time to usable, as a multiple of the no-JS floor's LCP. */
  readonly bestUsableVsNoJsFloor: number;
  /** The best peer's script on its login page (KB). */
  readonly bestScriptKB: number;
  readonly fasterBy: number;
  readonly lighterBy: number;
}

/** The verdict names. */
export const PEER_BUDGETS = {
  usable: 'usable ×no-JS floor (vs the best peer)',
  script: 'JS KB (vs the best peer)',
} as const;

/** One load of a login page: time to usable (hydrated + idle, ms). */
interface UsableSample {
  readonly idle: number | null;
}

/**
 * The login page's two verdicts against the best peer. The script (bytes) is judged in every
 * run; the time to usable, like every timing ratio, by its interval (decision 031).
 */
export function peerVerdicts(
  path: string,
  page: { readonly samples: readonly UsableSample[]; readonly scriptKB: number | null },
  noJsFloorLcp: ReadonlyArray<number | null>,
  budget: PeerBudget,
  rules: Pick<JudgeRules, 'minRuns' | 'level' | 'draws'>,
): Verdict[] {
  const idle = page.samples.map((s) => s.idle);
  const usable = ratio(median(idle), median(noJsFloorLcp));
  const usableLimit = Math.round((budget.bestUsableVsNoJsFloor / budget.fasterBy) * 100) / 100;
  const scriptLimit = Math.round((budget.bestScriptKB / budget.lighterBy) * 10) / 10;
  const loads = { count: Math.min(idle.length, noJsFloorLcp.length), minRuns: rules.minRuns };
  const interval = medianInterval(idle, noJsFloorLcp, perFloor, rules);
  return [
    intervalVerdict(PEER_BUDGETS.usable, path, usable, interval, usableLimit, loads),
    verdict(PEER_BUDGETS.script, path, page.scriptKB, scriptLimit),
  ];
}
