// Weight until quiet (decision 011): every response a public page receives until the network is
// quiet — not only its static first-load graph — held against the React floor. The floor's
// script is React itself: in the built site, the `react` chunk (astro.config.mjs), so what a page
// ships beyond React is every script byte but that chunk's.
import { kb, verdict, type Verdict } from './budgets.ts';

/** One response of a page load: URL, resource type as the browser reports it, body bytes. */
export interface QuietResponse {
  readonly url: string;
  readonly type: string;
  /** Body bytes on the wire (compressed as served). */
  readonly bytes: number;
}

/** A page's weight until quiet. */
export interface QuietWeight {
  readonly requests: number;
  readonly scriptBytes: number;
  /** The React chunk's bytes (what the React floor ships). */
  readonly reactBytes: number;
  /** Script beyond React: what the budget holds. */
  readonly scriptOverReact: number;
  /** The scripts, largest first, for a failure message. */
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly bytes: number }>;
}

/** The built site's React chunk (`/_astro/react.<hash>.js`). */
export const REACT_CHUNK = /\/_astro\/react\.[\w-]+\.js$/;

/** Sums a load's responses. */
export function quietWeight(responses: readonly QuietResponse[]): QuietWeight {
  const scripts = responses.filter((r) => r.type === 'script');
  const scriptBytes = scripts.reduce((sum, r) => sum + r.bytes, 0);
  const reactBytes = scripts
    .filter((r) => REACT_CHUNK.test(new URL(r.url, 'http://x').pathname))
    .reduce((sum, r) => sum + r.bytes, 0);
  return {
    requests: responses.length,
    scriptBytes,
    reactBytes,
    scriptOverReact: scriptBytes - reactBytes,
    scripts: scripts
      .map((r) => ({ url: new URL(r.url, 'http://x').pathname, bytes: r.bytes }))
      .toSorted((a, b) => b.bytes - a.bytes),
  };
}

/** The limits a page is held to until quiet, from budgets.json's `publicPage.untilQuiet`. */
export interface QuietBudget {
  readonly scriptKBOverReactFloor: number;
  readonly requests: number;
  /** Pages allowed more for now (the gap is written in bench/README.md). */
  readonly pages?:
    | Readonly<
        Record<
          string,
          {
            readonly scriptKBOverReactFloor?: number | undefined;
            readonly requests?: number | undefined;
          }
        >
      >
    | undefined;
}

/** The limits for one route (e.g. `/login`): its own when listed, else the general ones. */
export function quietLimits(
  budget: QuietBudget,
  route: string,
): { scriptKBOverReactFloor: number; requests: number } {
  const own = budget.pages?.[route];
  return {
    scriptKBOverReactFloor: own?.scriptKBOverReactFloor ?? budget.scriptKBOverReactFloor,
    requests: own?.requests ?? budget.requests,
  };
}

/** The two verdicts of a page's weight until quiet. */
export function quietVerdicts(
  page: string,
  route: string,
  weight: QuietWeight,
  budget: QuietBudget,
): Verdict[] {
  const limits = quietLimits(budget, route);
  return [
    verdict('requests until quiet', page, weight.requests, limits.requests),
    verdict(
      'JS KB over React until quiet',
      page,
      kb(weight.scriptOverReact),
      limits.scriptKBOverReactFloor,
    ),
  ];
}
