// Main-thread figures from long-task entries (PerformanceObserver 'longtask', page clock in ms).

/** One long task as the page observed it. */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** Tasks of 50 ms or less are not long; the part above 50 ms blocks input. */
export const LONG_TASK_MS = 50;

/** Total blocking time: the sum over ALL long tasks of the part above 50 ms. */
export function totalBlockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);
}

/** How many tasks over `over` ms started at or after `from` (e.g. the first paint). */
export function longTasksAfter(
  tasks: readonly LongTask[],
  from: number,
  over = LONG_TASK_MS,
): number {
  return tasks.filter((t) => t.start >= from && t.duration > over).length;
}

/**
 * The moment the page became ready and quiet: the later of `readyAt` (islands hydrated) and the
 * end of the last long task still running after it — provided no long task followed for
 * `quietMs` up to `now`. Null while that is not known yet (or never ready).
 */
export function quietPoint(
  readyAt: number | null,
  tasks: readonly LongTask[],
  now: number,
  quietMs = 500,
): number | null {
  if (readyAt === null) return null;
  const ends = tasks.map((t) => t.start + t.duration).filter((end) => end > readyAt);
  const point = Math.max(readyAt, ...ends);
  return now - point >= quietMs ? point : null;
}

/** Frames that took longer than `factor` frame budgets, from requestAnimationFrame deltas. */
export function droppedFrames(
  deltas: readonly number[],
  frameMs = 1000 / 60,
  factor = 1.5,
): number {
  return deltas.filter((d) => d > frameMs * factor).length;
}
