import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TIMER_MS,
  createAutoLogout,
  parseMessage,
  type AutoLogoutEnv,
  type ChannelLike,
} from './auto-logout.ts';

const MINUTE = 60_000;

/** Channels of several fake tabs: a post reaches every other tab, never the sender. */
function channelHub() {
  const tabs = new Set<(message: unknown) => void>();
  return (): ChannelLike => {
    let mine: ((message: unknown) => void) | null = null;
    return {
      post: (message) => {
        for (const deliver of tabs) if (deliver !== mine) deliver(structuredClone(message));
      },
      listen: (listener) => {
        mine = listener;
        tabs.add(listener);
        return () => tabs.delete(listener);
      },
      close: () => {
        if (mine !== null) tabs.delete(mine);
      },
    };
  };
}

function env(channel: ChannelLike | null = null, onExpire = vi.fn()): AutoLogoutEnv {
  return {
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    channel,
    onExpire,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the auto-logout countdown', () => {
  it('expires a month-long interval on time without a busy loop of timers', () => {
    const month = 30 * 24 * 60 * MINUTE;
    const delays: number[] = [];
    const onExpire = vi.fn();
    const base = env(null, onExpire);
    createAutoLogout(month, {
      ...base,
      setTimeout: (run, ms) => {
        delays.push(ms);
        return base.setTimeout(run, ms);
      },
    });
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMER_MS);
    vi.advanceTimersByTime(month - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    // Two long sleeps, then the warning's one-second ticks: nothing like a spin.
    expect(delays.length).toBeLessThan(70);
    vi.advanceTimersByTime(2000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('is still signed in one second before the end and out one second after', () => {
    const onExpire = vi.fn();
    const countdown = createAutoLogout(30 * MINUTE, env(null, onExpire));
    vi.advanceTimersByTime(30 * MINUTE - 1000);
    expect(countdown.$state.get()).toMatchObject({ phase: 'warning', secondsLeft: 1 });
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(countdown.$state.get()).toEqual({ phase: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['61 seconds before the end', 30 * MINUTE - 61_000, 'active', undefined],
    ['60 seconds before the end', 30 * MINUTE - 60_000, 'warning', 60],
    ['30.5 seconds before the end', 30 * MINUTE - 30_500, 'warning', 31],
    ['at the end', 30 * MINUTE, 'expired', undefined],
  ])('shows the right phase %s', (_, elapsed, phase, secondsLeft) => {
    const countdown = createAutoLogout(30 * MINUTE, env());
    vi.advanceTimersByTime(elapsed);
    const state = countdown.$state.get();
    expect(state.phase).toBe(phase);
    if (secondsLeft !== undefined) expect(state).toMatchObject({ secondsLeft });
  });

  it('starts again from the full interval on every response', () => {
    const onExpire = vi.fn();
    const countdown = createAutoLogout(10 * MINUTE, env(null, onExpire));
    vi.advanceTimersByTime(9.5 * MINUTE);
    expect(countdown.$state.get().phase).toBe('warning');
    countdown.touch();
    expect(countdown.$state.get()).toEqual({ phase: 'active', deadline: 19.5 * MINUTE });
    vi.advanceTimersByTime(9.5 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0.5 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('warns for half the interval when the interval is short', () => {
    const countdown = createAutoLogout(MINUTE, env());
    vi.advanceTimersByTime(29_000);
    expect(countdown.$state.get().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(countdown.$state.get()).toMatchObject({ phase: 'warning', secondsLeft: 30 });
  });

  it('does nothing more once stopped', () => {
    const onExpire = vi.fn();
    const countdown = createAutoLogout(MINUTE, env(null, onExpire));
    countdown.stop();
    countdown.touch();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(countdown.$state.get()).toEqual({ phase: 'stopped' });
  });
});

describe('the countdown across tabs', () => {
  it('keeps an idle tab signed in while another tab is used', () => {
    const hub = channelHub();
    const idleExpire = vi.fn();
    const idle = createAutoLogout(10 * MINUTE, env(hub(), idleExpire));
    const busy = createAutoLogout(10 * MINUTE, env(hub()));
    vi.advanceTimersByTime(8 * MINUTE);
    busy.touch();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(idleExpire).not.toHaveBeenCalled();
    expect(idle.$state.get()).toEqual({ phase: 'active', deadline: 18 * MINUTE });
  });

  it('signs every tab out once when one tab expires', () => {
    const hub = channelHub();
    const first = vi.fn();
    const second = vi.fn();
    createAutoLogout(10 * MINUTE, env(hub(), first));
    const other = createAutoLogout(10 * MINUTE, env(hub(), second));
    vi.advanceTimersByTime(5 * MINUTE);
    // The second tab's countdown is then behind: the first tab's expiry ends it too.
    vi.advanceTimersByTime(5 * MINUTE);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(other.$state.get()).toEqual({ phase: 'expired' });
  });

  it.each([
    ['null', null],
    ['a string', 'expired'],
    ['an unknown type', { type: 'logout' }],
    ['an activity without a deadline', { type: 'activity' }],
    ['an activity with a text deadline', { type: 'activity', deadline: '9' }],
    ['an activity with an endless deadline', { type: 'activity', deadline: Infinity }],
  ])('ignores %s from another tab', (_, data) => {
    expect(parseMessage(data)).toBeNull();
  });

  it('ignores an earlier deadline from another tab', () => {
    const hub = channelHub();
    const tab = createAutoLogout(10 * MINUTE, env(hub()));
    const other = hub();
    other.listen(() => undefined);
    other.post({ type: 'activity', deadline: 1 });
    expect(tab.$state.get()).toEqual({ phase: 'active', deadline: 10 * MINUTE });
  });
});
