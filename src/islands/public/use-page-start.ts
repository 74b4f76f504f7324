// How an e-mail-link page starts once it is hydrated: its first call in a task of its own (not
// inside the hydration commit) once its card has been painted (src/lib/ui/first-paint.ts), and
// the form's code requested in the task after that.
import { useEffect } from 'react';
import { afterFirstPaint } from '../../lib/ui/first-paint.ts';
import { inNextTask } from '../../lib/ui/next-task.ts';

/** Runs `start` after the hydration commit and the first paint, then `preloadForm`; `start` is null on the server. */
export function usePageStart(start: (() => void) | null, preloadForm: () => void): void {
  useEffect(
    () =>
      afterFirstPaint(() => {
        start?.();
        inNextTask(preloadForm);
      }),
    [start, preloadForm],
  );
}
