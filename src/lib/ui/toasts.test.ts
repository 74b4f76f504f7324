import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  ACTION_TOAST_MIN,
  MAX_TOASTS,
  TOAST_DURATION,
  dismissToast,
  dismissToasts,
  pauseToast,
  resumeToast,
  toast,
} from './toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const item of $toasts.get()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it.each([
    ['a success toast', 'success', TOAST_DURATION.success],
    ['an info toast', 'info', TOAST_DURATION.info],
    ['an error toast, which stays longer', 'error', TOAST_DURATION.error],
  ] as const)('hides %s after its duration', (_name, tone, duration) => {
    toast('Saved', { tone });
    vi.advanceTimersByTime(duration - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps errors on screen longer than other toasts', () => {
    expect(TOAST_DURATION.error).toBeGreaterThan(TOAST_DURATION.success);
    expect(TOAST_DURATION.error).toBeGreaterThan(TOAST_DURATION.info);
  });

  it('uses a custom duration and keeps a toast with an infinite one', () => {
    toast('short', { duration: 100 });
    toast('sticky', { duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((item) => item.message)).toEqual(['sticky']);
  });

  it('keeps a toast with a button long enough to reach it', () => {
    toast('Deleted', { tone: 'success', action: { label: 'Undo', run: vi.fn() } });
    vi.advanceTimersByTime(ACTION_TOAST_MIN - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('removes the toasts of one tone at once, leaving the others', () => {
    toast('Wrong code', { tone: 'error' });
    toast('Code sent', { tone: 'success' });
    toast('Too many tries', { tone: 'error' });
    dismissToasts('error');
    expect($toasts.get().map((item) => item.message)).toEqual(['Code sent']);
  });

  it('restarts the same message instead of stacking it', () => {
    const first = toast('Copied', { tone: 'success' });
    vi.advanceTimersByTime(TOAST_DURATION.success - 10);
    expect(toast('Copied', { tone: 'success' })).toBe(first);
    vi.advanceTimersByTime(20);
    expect($toasts.get()).toHaveLength(1);
  });

  it('shows at most a few toasts, dropping the oldest', () => {
    for (let index = 0; index <= MAX_TOASTS; index++) toast(`message ${index}`);
    expect($toasts.get().map((item) => item.message)).toEqual(
      Array.from({ length: MAX_TOASTS }, (_, index) => `message ${index + 1}`),
    );
  });

  it('holds a toast while paused and lets it leave after resuming', () => {
    const id = toast('Hold me');
    pauseToast(id);
    vi.advanceTimersByTime(TOAST_DURATION.info * 3);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(TOAST_DURATION.info);
    expect($toasts.get()).toHaveLength(0);
  });

  it('removes a toast at once when it is dismissed', () => {
    dismissToast(toast('Bye'));
    expect($toasts.get()).toHaveLength(0);
  });
});
