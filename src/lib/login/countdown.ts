// The verification countdown (requirements O6): from otp_expire_seconds down to 0, ticking each
// second.
import { atom, type ReadableAtom } from 'nanostores';

/** Seconds as `mm:ss` (minutes grow past 59 rather than wrap). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The clock a countdown reads; tests pass fake timers. */
export interface CountdownClock {
  readonly now: () => number;
  readonly setInterval: (tick: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
}

/** The real clock. */
export const systemClock: CountdownClock = {
  now: () => Date.now(),
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (handle) => {
    clearInterval(handle as ReturnType<typeof setInterval>);
  },
};

/** A countdown: `$remaining` seconds, null when not running. */
export interface Countdown {
  readonly $remaining: ReadableAtom<number | null>;
  /** (Re)starts from `seconds`. */
  start(seconds: number): void;
  /** Stops ticking (e.g. when the step is left). */
  stop(): void;
}

/**
 * Counts down against a deadline, so a throttled or sleeping tab shows the true time left when
 * it wakes instead of where it stopped.
 */
export function createCountdown(clock: CountdownClock = systemClock): Countdown {
  const $remaining = atom<number | null>(null);
  let handle: unknown = null;
  let deadline = 0;

  const stop = (): void => {
    if (handle !== null) clock.clearInterval(handle);
    handle = null;
  };
  const tick = (): void => {
    const left = Math.max(0, Math.ceil((deadline - clock.now()) / 1000));
    $remaining.set(left);
    if (left === 0) stop();
  };

  return {
    $remaining,
    start(seconds) {
      stop();
      deadline = clock.now() + Math.max(0, seconds) * 1000;
      tick();
      if ($remaining.get() !== 0) handle = clock.setInterval(tick, 1000);
    },
    stop,
  };
}
