// Work that must not compete with the page's load: it runs when the browser is next idle.

/** Browsers without requestIdleCallback (Safari) run the work after this pause. */
export const IDLE_FALLBACK_MS = 200;

/** Runs `work` at the next idle moment, and at the latest after `timeoutMs`. */
export function whenIdle(work: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(work, { timeout: timeoutMs });
  } else {
    setTimeout(work, IDLE_FALLBACK_MS);
  }
}
