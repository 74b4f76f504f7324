// Code fetched ahead of need, one piece at a time (decision 024): each load starts in a moment the
// scheduler picks (the browser's next idle one) once the one before has settled, so the fetches
// and their module evaluations never pile up in front of the user's next input.

/**
 * Whether code may be fetched before it is needed: not when the user asked to save data
 * (`navigator.connection.saveData`, where the browser has it).
 */
export function mayPreload(navigator: object): boolean {
  const connection: unknown = 'connection' in navigator ? navigator.connection : undefined;
  return !(
    typeof connection === 'object' &&
    connection !== null &&
    'saveData' in connection &&
    connection.saveData === true
  );
}

/**
 * Runs `loads` one after the other, each handed to `schedule` once the one before has settled
 * (a failed load does not stop the rest: it is loaded again when it is needed). Returns a
 * function that stops before the next load.
 */
export function loadInTurn(
  loads: readonly (() => Promise<unknown>)[],
  schedule: (run: () => void) => void,
): () => void {
  let stopped = false;
  const next = (index: number): void => {
    const load = loads[index];
    if (stopped || load === undefined) return;
    schedule(() => {
      if (stopped) return;
      const then = (): void => {
        next(index + 1);
      };
      load().then(then, then);
    });
  };
  next(0);
  return () => {
    stopped = true;
  };
}
