import { describe, expect, it } from 'vitest';
import { PEER_BUDGETS, peerVerdicts, type PeerBudget } from './peers.ts';

const budget: PeerBudget = {
  bestUsableVsNoJsFloor: 5.5,
  bestScriptKB: 294,
  fasterBy: 2,
  lighterBy: 3,
};
const rules = { minRuns: 1, level: 0.9, draws: 2000 };
const loads = (...idle: Array<number | null>) => idle.map((ms) => ({ idle: ms }));
const floorOf = (lcp: number | null) => [lcp, lcp, lcp];

describe('the login page against the best peer', () => {
  it.each([
    // idle median ÷ no-JS floor LCP against 5.5 ÷ 2 = 2.75; script against 294 ÷ 3 = 98 KB
    ['well ahead', loads(480, 492, 500), 240, 74.9, [2.05, true], [74.9, true]],
    ['exactly at the limits', loads(660), 240, 98, [2.75, true], [98, true]],
    ['too slow', loads(700, 720, 710), 240, 74.9, [2.96, false], [74.9, true]],
    ['too heavy', loads(480), 240, 98.1, [2, true], [98.1, false]],
    ['no floor: no ratio', loads(480), null, 74.9, [null, null], [74.9, true]],
    ['no script figure', loads(480), 240, null, [2, true], [null, null]],
  ] as const)('%s', (_name, samples, floor, scriptKB, [usable, usableOk], [script, scriptOk]) => {
    const [u, s] = peerVerdicts('/login/', { samples, scriptKB }, floorOf(floor), budget, rules);
    expect(u).toMatchObject({
      budget: PEER_BUDGETS.usable,
      actual: usable,
      limit: 2.75,
      ok: usableOk,
    });
    expect(s).toMatchObject({
      budget: PEER_BUDGETS.script,
      actual: script,
      limit: 98,
      ok: scriptOk,
    });
  });

  it('judges the time only when its interval is clear of the limit, and the bytes always', () => {
    const [u, s] = peerVerdicts(
      '/ja/login/',
      { samples: loads(500, 900, 640, 560, 820, 700, 610), scriptKB: 99 },
      [240, 200, 300, 260, 180, 250, 230],
      budget,
      rules,
    );
    expect(u).toMatchObject({ actual: 2.67, ok: null });
    expect(u?.note).toMatch(/^cannot tell at this noise/);
    expect(s).toMatchObject({ actual: 99, ok: false });
  });

  it('gives no time verdict from fewer loads than the rules ask', () => {
    const [u] = peerVerdicts('/login/', { samples: loads(480), scriptKB: 70 }, [240], budget, {
      ...rules,
      minRuns: 7,
    });
    expect(u).toMatchObject({ actual: 2, ok: null, note: 'fewer than 7 loads (1)' });
  });
});
