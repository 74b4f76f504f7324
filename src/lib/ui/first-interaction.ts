// Code that no visitor needs before they act (decision 011): it loads on the first interaction
// with the page, or a while after the page has gone quiet, whichever comes first — so the
// page's load never carries it, and it still runs for a visitor who only looks.

/** The interactions that start the work: the first touch, click, key or focus. */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** How long after the call the work runs at the latest when nobody interacts. */
export const QUIET_FALLBACK_MS = 3000;

/** The little of `window` this needs (a fake in tests). */
export interface InteractionTarget {
  addEventListener(type: string, listener: () => void, options: { capture: boolean }): void;
  removeEventListener(type: string, listener: () => void, options: { capture: boolean }): void;
  setTimeout(work: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** Runs `work` once: at the first interaction, or after `laterMs` without one. */
export function onFirstInteraction(
  work: () => void,
  target: InteractionTarget,
  laterMs = QUIET_FALLBACK_MS,
): void {
  let done = false;
  const options = { capture: true };
  const run = (): void => {
    if (done) return;
    done = true;
    target.clearTimeout(timer);
    for (const type of FIRST_INTERACTIONS) target.removeEventListener(type, run, options);
    work();
  };
  for (const type of FIRST_INTERACTIONS) target.addEventListener(type, run, options);
  const timer = target.setTimeout(run, laterMs);
}
