import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, formatCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it.each([
    [120, '02:00'],
    [119, '01:59'],
    [61, '01:01'],
    [60, '01:00'],
    [9, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
    [0.2, '00:01'],
    [3600, '60:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('createCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the given seconds and ticks down each second', () => {
    const countdown = createCountdown();
    countdown.start(3);
    expect(countdown.$remaining.get()).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(1);
  });

  it('stops at zero and stays there', () => {
    const countdown = createCountdown();
    countdown.start(2);
    vi.advanceTimersByTime(10_000);
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the new seconds on a resend', () => {
    const countdown = createCountdown();
    countdown.start(120);
    vi.advanceTimersByTime(100_000);
    expect(countdown.$remaining.get()).toBe(20);
    countdown.start(120);
    expect(countdown.$remaining.get()).toBe(120);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the true time left after the tab slept', () => {
    const countdown = createCountdown();
    countdown.start(120);
    // A sleeping tab gets no ticks, but the clock moves on.
    vi.setSystemTime(Date.now() + 90_000);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(29);
  });

  it('stops ticking when stopped', () => {
    const countdown = createCountdown();
    countdown.start(60);
    countdown.stop();
    vi.advanceTimersByTime(5000);
    expect(countdown.$remaining.get()).toBe(60);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is at zero at once for zero seconds', () => {
    const countdown = createCountdown();
    countdown.start(0);
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
