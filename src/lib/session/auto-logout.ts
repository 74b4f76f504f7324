// Auto-logout (requirements C6): a countdown reset by every API response, shared by the user's tabs
// through a broadcast channel, with a warning shortly before the end. Timers and the channel are
// injected, so tests drive it with fake timers and no browser.
import { atom, type ReadableAtom } from 'nanostores';

/** The longest delay setTimeout keeps (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

/** Where the countdown stands; `warning` carries the whole seconds left for the dialog. */
export type AutoLogoutState =
  | { readonly phase: 'active'; readonly deadline: number }
  | { readonly phase: 'warning'; readonly deadline: number; readonly secondsLeft: number }
  | { readonly phase: 'expired' }
  | { readonly phase: 'stopped' };

/** What the tabs tell each other: a later deadline, or that the session is over. */
export type AutoLogoutMessage =
  { readonly type: 'activity'; readonly deadline: number } | { readonly type: 'expired' };

/** A BroadcastChannel reduced to what the countdown uses. */
export interface ChannelLike {
  post(message: AutoLogoutMessage): void;
  /** Listens to the other tabs; returns the unsubscribe. */
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** Clock, timers and the channel (null where BroadcastChannel is missing). */
export interface AutoLogoutEnv {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  readonly channel: ChannelLike | null;
  /** Runs once when the countdown ends in this tab or another one. */
  readonly onExpire: () => void;
}

/** The running countdown. */
export interface AutoLogout {
  readonly $state: ReadableAtom<AutoLogoutState>;
  /** Something reached the server: start the countdown again (and tell the other tabs). */
  touch(): void;
  /** Stops the timers and the channel (page leaving, or signed out another way). */
  stop(): void;
}

/** The warning shows this long before the end (at most half the interval). */
export const WARNING_MS = 60_000;

/** Reads a message from another tab; anything else is ignored. */
export function parseMessage(data: unknown): AutoLogoutMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, deadline } = data as { type?: unknown; deadline?: unknown };
  if (type === 'expired') return { type };
  if (type === 'activity' && typeof deadline === 'number' && Number.isFinite(deadline)) {
    return { type, deadline };
  }
  return null;
}

/** Starts the countdown of `intervalMs` milliseconds from now. */
export function createAutoLogout(intervalMs: number, env: AutoLogoutEnv): AutoLogout {
  const warnMs = Math.min(WARNING_MS, Math.floor(intervalMs / 2));
  const $state = atom<AutoLogoutState>({ phase: 'active', deadline: env.now() + intervalMs });
  let timer: unknown = null;
  let deadline = env.now() + intervalMs;

  const clear = (): void => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };
  const live = (): boolean => {
    const { phase } = $state.get();
    return phase === 'active' || phase === 'warning';
  };

  function expire(tell: boolean): void {
    if (!live()) return;
    clear();
    $state.set({ phase: 'expired' });
    if (tell) env.channel?.post({ type: 'expired' });
    unlisten();
    env.channel?.close();
    env.onExpire();
  }

  function schedule(): void {
    clear();
    const left = deadline - env.now();
    if (left <= 0) {
      expire(true);
      return;
    }
    if (left > warnMs) {
      $state.set({ phase: 'active', deadline });
      // Browsers fire a longer delay at once (it overflows 32 bits): wake up early, look again.
      timer = env.setTimeout(schedule, Math.min(left - warnMs, MAX_TIMER_MS));
      return;
    }
    $state.set({ phase: 'warning', deadline, secondsLeft: Math.ceil(left / 1000) });
    // Tick on whole seconds so the dialog counts down evenly, and land exactly on the deadline.
    timer = env.setTimeout(schedule, left % 1000 || 1000);
  }

  const unlisten =
    env.channel?.listen((data) => {
      const message = parseMessage(data);
      if (message === null || !live()) return;
      if (message.type === 'expired') expire(false);
      else if (message.deadline > deadline) {
        deadline = message.deadline;
        schedule();
      }
    }) ?? (() => undefined);

  schedule();

  return {
    $state,
    touch() {
      if (!live()) return;
      deadline = env.now() + intervalMs;
      env.channel?.post({ type: 'activity', deadline });
      schedule();
    },
    stop() {
      if (!live()) return;
      clear();
      unlisten();
      env.channel?.close();
      $state.set({ phase: 'stopped' });
    },
  };
}

/** A BroadcastChannel as a ChannelLike; null where the browser has none. */
export function broadcastChannel(name: string): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    listen: (listener) => {
      const handler = (event: MessageEvent<unknown>): void => {
        listener(event.data);
      };
      channel.addEventListener('message', handler);
      return () => {
        channel.removeEventListener('message', handler);
      };
    },
    close: () => {
      channel.close();
    },
  };
}
