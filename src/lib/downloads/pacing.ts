// Multi-file download is sequential with a 1 second gap (requirements D2): browsers drop
// downloads started in the same instant, and one at a time keeps the server load even.

/** The pause between two downloads of a multi-file download. */
export const DOWNLOAD_GAP_MS = 1000;

/** Waits `ms` milliseconds, or rejects when the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Runs `each` over the items in order with a gap between them; stops early when aborted. */
export async function oneByOne<T>(
  items: readonly T[],
  each: (item: T, index: number) => Promise<void>,
  options: { readonly sleep: Sleep; readonly gapMs?: number; readonly signal?: AbortSignal },
): Promise<void> {
  const gap = options.gapMs ?? DOWNLOAD_GAP_MS;
  for (const [index, item] of items.entries()) {
    if (options.signal?.aborted === true) return;
    if (index > 0) await options.sleep(gap, options.signal);
    await each(item, index);
  }
}
