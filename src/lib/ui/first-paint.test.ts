import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintSignals } from './first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Paint signals the test fires by hand. */
function fakeSignals(
  painted: boolean,
): PaintSignals & { paint: () => void; listening: () => boolean } {
  let listener: (() => void) | null = null;
  return {
    painted: () => painted,
    onPaint: (then) => {
      listener = then;
      return () => {
        listener = null;
      };
    },
    paint: () => {
      painted = true;
      listener?.();
    },
    listening: () => listener !== null,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first paint, then runs the work in a task of its own', () => {
    vi.useFakeTimers();
    const signals = fakeSignals(false);
    const work = vi.fn();
    afterFirstPaint(work, signals);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    signals.paint();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    expect(signals.listening()).toBe(false);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it.each([
    ['the page has painted', fakeSignals(true)],
    ['the browser cannot say', null],
  ])('runs in the next task when %s', (_, signals) => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterFirstPaint(work, signals);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after the longest wait in a tab that never paints', () => {
    vi.useFakeTimers();
    const signals = fakeSignals(false);
    const work = vi.fn();
    afterFirstPaint(work, signals);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
    expect(signals.listening()).toBe(false);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const signals = fakeSignals(false);
    const work = vi.fn();
    const cancel = afterFirstPaint(work, signals);
    cancel();
    expect(signals.listening()).toBe(false);
    signals.paint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(work).not.toHaveBeenCalled();
  });
});
