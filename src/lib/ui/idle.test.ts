import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, whenIdle } from './idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits at most a second unless told otherwise', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 1000 });
  });

  it('hands the work to requestIdleCallback with the deadline', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work, 750);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 750 });
    expect(work).not.toHaveBeenCalled();
  });

  it('falls back to a short pause where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
