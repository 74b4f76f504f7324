// Work that must not share a task with what scheduled it: effects that run inside a hydration
// commit start the page's calls from a task of their own, so the browser can paint and answer
// input in between instead of running one long task.

/** Runs `work` in a new task; returns a function that cancels it if it has not run yet. */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => {
    clearTimeout(timer);
  };
}
