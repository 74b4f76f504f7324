import { describe, expect, it } from 'vitest';
import {
  FIRST_INTERACTIONS,
  onFirstInteraction,
  type InteractionTarget,
} from './first-interaction.ts';

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const target: InteractionTarget = {
    addEventListener: (type, l) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(l));
    },
    removeEventListener: (type, l) => {
      listeners.get(type)?.delete(l);
    },
    setTimeout: (work) => {
      timers.set(next, work);
      return next++;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
  };
  return {
    target,
    fire: (type: string) => {
      for (const l of [...(listeners.get(type) ?? [])]) l();
    },
    elapse: () => {
      for (const [id, work] of [...timers]) {
        timers.delete(id);
        work();
      }
    },
    listening: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    pendingTimers: () => timers.size,
  };
}

describe('onFirstInteraction', () => {
  it.each([...FIRST_INTERACTIONS])('runs once at the first %s, and never again', (type) => {
    const w = fakeWindow();
    let runs = 0;
    onFirstInteraction(() => (runs += 1), w.target);
    expect(runs).toBe(0);
    w.fire(type);
    w.fire('keydown');
    w.elapse();
    expect(runs).toBe(1);
    expect(w.listening()).toBe(0);
    expect(w.pendingTimers()).toBe(0);
  });

  it('runs once after the pause when nobody interacts', () => {
    const w = fakeWindow();
    let runs = 0;
    onFirstInteraction(() => (runs += 1), w.target, 10);
    w.elapse();
    w.fire('pointerdown');
    expect(runs).toBe(1);
    expect(w.listening()).toBe(0);
  });
});
