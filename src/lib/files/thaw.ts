// Cold storage (requirements X37): a file there is frozen until someone with the matrix's Unfreeze
// row unfreezes it; thawing then takes a while (the reference server simulates a few seconds),
// after which the file is available to download for a week, then frozen again. Shared by the app
// and the server, so both read one rule.

/** How long thawing takes on the reference server. */
export const THAW_MS = 4000;
/** How long a thawed file stays available before it is frozen again. */
export const AVAILABLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a cold-storage file stands. */
export type ThawState = 'frozen' | 'thawing' | 'available';

/** A cold-storage file's state, with the thawing's progress (0–100) and when it is ready. */
export interface Thaw {
  readonly state: ThawState;
  /** Percent done: 0 while frozen, 100 once available. */
  readonly progress: number;
  /** When the file is (or was) available; null while frozen. */
  readonly readyAt: number | null;
}

/** The state at `now` of a file whose unfreezing started at `startedAt` (null: never). */
export function thawAt(startedAt: number | null, now: number): Thaw {
  if (startedAt === null || now - startedAt >= THAW_MS + AVAILABLE_MS || now < startedAt) {
    return { state: 'frozen', progress: 0, readyAt: null };
  }
  const readyAt = startedAt + THAW_MS;
  if (now >= readyAt) return { state: 'available', progress: 100, readyAt };
  return {
    state: 'thawing',
    progress: Math.min(99, Math.floor(((now - startedAt) / THAW_MS) * 100)),
    readyAt,
  };
}
