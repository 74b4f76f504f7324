// Code or data fetched on demand: one load shared by every caller, forgotten when it fails so the
// next call tries again (offline for a moment, a deploy in between).

/** Wraps `load` so it runs once while it succeeds or is under way, and again after a failure. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
