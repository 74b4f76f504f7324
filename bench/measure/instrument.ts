// What the bench installs in every measured page before any of its scripts run (addInitScript):
// long-task and LCP observers, the moment every Astro island has hydrated, and the app's first
// folder page. Functions here run IN THE PAGE: they must be self-contained.

/** What the page has recorded so far. */
export interface PageProbe {
  readonly now: number;
  readonly fcp: number | null;
  readonly lcp: number | null;
  readonly hydratedAt: number | null;
  readonly firstRowsAt: number | null;
  readonly longTasks: ReadonlyArray<{ start: number; duration: number }>;
  readonly listResponses: readonly number[];
}

/**
 * The app's "first folder page painted" signal, defined here once: the performance mark below if
 * the app sets one, else the first frame after a file row (not a header or a skeleton) appears.
 */
export const FIRST_PAGE_MARK = 'cloudbox:first-folder-page';
/** Rows of a folder listing as the app renders them: not the header, not a loading skeleton. */
export const ROW_SELECTOR =
  '[role="row"]:has([role="gridcell"]):not([aria-busy="true"], [aria-hidden="true"], :has([aria-busy="true"]))';
/** The folder-list call (requirements X3: POST {api}/app/explorer/lists/{node}). */
export const LIST_PATH = '/app/explorer/lists/';

interface ProbeState {
  longTasks: Array<{ start: number; duration: number }>;
  lcp: number | null;
  hydratedAt: number | null;
  firstRowsAt: number | null;
}

/** Installed with addInitScript; `rows` is ROW_SELECTOR. */
export function installProbe(rows: string): void {
  const state: ProbeState = { longTasks: [], lcp: null, hydratedAt: null, firstRowsAt: null };
  Object.defineProperty(window, '__benchProbe', { value: state });
  const observe = (type: string, each: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => {
        list.getEntries().forEach(each);
      }).observe({ type, buffered: true });
    } catch {
      // Not supported: the figure stays empty.
    }
  };
  observe('longtask', (e) => state.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.startTime;
  });
  const check = () => {
    if (document.readyState === 'loading') return;
    if (state.hydratedAt === null && document.querySelector('astro-island[ssr]') === null) {
      state.hydratedAt = performance.now();
    }
    if (state.firstRowsAt === null && document.querySelector(rows) !== null) {
      state.firstRowsAt = -1; // seen; the time is that of the next frame, when it is painted
      requestAnimationFrame(() => {
        setTimeout(() => {
          state.firstRowsAt = performance.now();
        }, 0);
      });
    }
  };
  // While the parser runs, only the islands' `ssr` attribute is watched: a childList observer
  // would queue a record for every parsed node and bill the page for the probe's own work.
  const observer = new MutationObserver(check);
  const watch = (childList: boolean) => {
    observer.observe(document, {
      subtree: true,
      childList,
      attributes: true,
      attributeFilter: ['ssr'],
    });
  };
  watch(false);
  document.addEventListener('DOMContentLoaded', () => {
    watch(true);
    check();
  });
}

/** Reads the probe (runs in the page); `mark` is FIRST_PAGE_MARK, `list` is LIST_PATH. */
export function readProbe({ mark, list }: { mark: string; list: string }): PageProbe {
  const state = (window as unknown as { __benchProbe: ProbeState }).__benchProbe;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const marked = performance.getEntriesByName(mark)[0]?.startTime ?? null;
  const rows = state.firstRowsAt === -1 ? null : state.firstRowsAt;
  const listResponses = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes(list))
    .map((e) => (e as PerformanceResourceTiming).responseEnd);
  return {
    now: performance.now(),
    fcp,
    lcp: state.lcp,
    hydratedAt: state.hydratedAt,
    firstRowsAt: marked ?? rows,
    longTasks: state.longTasks,
    listResponses,
  };
}
