// Against the peers (issue 17): the login page stays at least `lighterBy` times lighter in script
// and `fasterBy` times faster to usable than the best of the open-source peers measured when the
// budgets were first set (filebrowser, AList, Cloudreve, ownCloud Web, under the bench's
// conditions), as a ratio to the no-JS floor. The peers' figures are fixed in budgets.json; ours
// are measured in every run.
import { verdict, type Verdict } from './budgets.ts';
import { judgedVerdict, type Judgement } from './timing.ts';
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
 * run; the time to usable only when the run's floors held still (`judgement`).
 */
export function peerVerdicts(
  path: string,
  page: { readonly samples: readonly UsableSample[]; readonly scriptKB: number | null },
  noJsFloorLcp: number | null,
  budget: PeerBudget,
  judgement: Judgement,
): Verdict[] {
  const usable = ratio(median(page.samples.map((s) => s.idle)), noJsFloorLcp);
  const usableLimit = Math.round((budget.bestUsableVsNoJsFloor / budget.fasterBy) * 100) / 100;
  const scriptLimit = Math.round((budget.bestScriptKB / budget.lighterBy) * 10) / 10;
  return [
    judgedVerdict(PEER_BUDGETS.usable, path, usable, usableLimit, judgement),
    verdict(PEER_BUDGETS.script, path, page.scriptKB, scriptLimit),
  ];
}
