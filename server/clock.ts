/** The server's notion of "now" in epoch milliseconds; tests inject a fake one. */
export interface Clock {
  now(): number;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock the test moves by hand. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** Creates a fake clock starting at `start` (default 2026-01-05 09:00 UTC). */
export function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): FakeClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}

/** Durations in milliseconds, named once. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
