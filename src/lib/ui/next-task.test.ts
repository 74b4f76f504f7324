import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask } from './next-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('inNextTask', () => {
  it('runs the work in a later task, not in the caller’s', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    inNextTask(work);
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after the microtasks of the current task', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) => {
      inNextTask(() => {
        order.push('task');
        resolve();
      });
    });
    void Promise.resolve().then(() => order.push('microtask'));
    await ran;
    expect(order).toEqual(['microtask', 'task']);
  });

  it('cancels work that has not run yet', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = inNextTask(work);
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
