import { describe, expect, it } from 'vitest';
import { loadInTurn, mayPreload } from './in-turn.ts';

/** A scheduler whose moments the test hands out one by one. */
function manualSchedule() {
  const waiting: (() => void)[] = [];
  return {
    schedule: (run: () => void) => waiting.push(run),
    get waiting() {
      return waiting.length;
    },
    async tick() {
      waiting.shift()?.();
      // Let the load's promise settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function recorder(fail: readonly string[] = []) {
  const started: string[] = [];
  const load = (name: string) => () => {
    started.push(name);
    return fail.includes(name) ? Promise.reject(new Error(name)) : Promise.resolve(name);
  };
  return { started, load };
}

describe('loadInTurn', () => {
  it('starts nothing before the first scheduled moment', () => {
    const clock = manualSchedule();
    const { started, load } = recorder();
    loadInTurn([load('a'), load('b')], clock.schedule);
    expect(started).toEqual([]);
    expect(clock.waiting).toBe(1);
  });

  it('starts one load per moment, each after the one before has settled', async () => {
    const clock = manualSchedule();
    const { started, load } = recorder();
    loadInTurn([load('a'), load('b'), load('c')], clock.schedule);
    await clock.tick();
    expect(started).toEqual(['a']);
    expect(clock.waiting).toBe(1);
    await clock.tick();
    await clock.tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(clock.waiting).toBe(0);
  });

  it('goes on past a failed load', async () => {
    const clock = manualSchedule();
    const { started, load } = recorder(['b']);
    loadInTurn([load('a'), load('b'), load('c')], clock.schedule);
    for (let i = 0; i < 3; i += 1) await clock.tick();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('starts nothing more once stopped, even a moment already scheduled', async () => {
    const clock = manualSchedule();
    const { started, load } = recorder();
    const stop = loadInTurn([load('a'), load('b')], clock.schedule);
    await clock.tick();
    stop();
    await clock.tick();
    expect(started).toEqual(['a']);
    expect(clock.waiting).toBe(0);
  });

  it('does nothing with nothing to load', () => {
    const clock = manualSchedule();
    loadInTurn([], clock.schedule);
    expect(clock.waiting).toBe(0);
  });
});

describe('mayPreload', () => {
  it.each([
    { navigator: {}, may: true },
    { navigator: { connection: undefined }, may: true },
    { navigator: { connection: {} }, may: true },
    { navigator: { connection: { saveData: false } }, may: true },
    { navigator: { connection: { saveData: true } }, may: false },
  ])('$navigator → $may', ({ navigator, may }) => {
    expect(mayPreload(navigator)).toBe(may);
  });
});
