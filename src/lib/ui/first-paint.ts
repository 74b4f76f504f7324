// The e-mail-link and share pages start their link's check once their static card has been
// painted (decision 019). On a fast machine the island hydrated before the first frame was
// shown, and the answer replaced the card's intro before the browser reported that frame: the
// page's largest paint then became the smaller result drawn after it (e2e/first-paint.spec.ts).
import { inNextTask } from './next-task.ts';

/** What the browser tells of its paints. */
export interface PaintSignals {
  /** Whether the first contentful paint has been reported. */
  readonly painted: () => boolean;
  /** Calls `then` when it is; returns a function that stops listening. */
  readonly onPaint: (then: () => void) => () => void;
}

/** No paint is waited for longer than this: a tab in the background paints nothing. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** The signals of this page: the Paint Timing API, or none where the browser lacks it. */
export function pagePaintSignals(): PaintSignals | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return null;
  }
  return {
    painted: () => performance.getEntriesByName('first-contentful-paint').length > 0,
    onPaint: (then) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) then();
      });
      observer.observe({ type: 'paint', buffered: true });
      return () => {
        observer.disconnect();
      };
    },
  };
}

/**
 * Runs `work` in a task of its own once the page's first contentful paint has been reported (at
 * once if it has been, or if the browser cannot say), and after `FIRST_PAINT_WAIT_MS` at the
 * latest. Returns a function that cancels it if it has not run yet.
 */
export function afterFirstPaint(
  work: () => void,
  signals: PaintSignals | null = pagePaintSignals(),
): () => void {
  const cancels: Array<() => void> = [];
  const cancel = (): void => {
    for (const stop of cancels.splice(0)) stop();
  };
  const run = (): void => {
    cancel();
    work();
  };
  // Always a task of its own: never inside the hydration commit that scheduled it.
  const soon = (): void => {
    cancel();
    cancels.push(inNextTask(run));
  };
  if (signals === null || signals.painted()) {
    soon();
  } else {
    const wait = setTimeout(run, FIRST_PAINT_WAIT_MS);
    cancels.push(signals.onPaint(soon), () => {
      clearTimeout(wait);
    });
  }
  return cancel;
}
