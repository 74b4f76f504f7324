import { describe, expect, it } from 'vitest';
import { PEER_BUDGETS, peerVerdicts, type PeerBudget } from './peers.ts';

const budget: PeerBudget = {
  bestUsableVsNoJsFloor: 5.5,
  bestScriptKB: 294,
  fasterBy: 2,
  lighterBy: 3,
};
const judged = { ok: true } as const;
const noisy = { ok: false, reason: 'too noisy to judge' } as const;
const loads = (...idle: Array<number | null>) => idle.map((ms) => ({ idle: ms }));

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
    const [u, s] = peerVerdicts('/login/', { samples, scriptKB }, floor, budget, judged);
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

  it('judges the time only when the run can be judged, and the bytes always', () => {
    const [u, s] = peerVerdicts(
      '/ja/login/',
      { samples: loads(900), scriptKB: 99 },
      240,
      budget,
      noisy,
    );
    expect(u).toMatchObject({ actual: 3.75, ok: null, note: 'too noisy to judge' });
    expect(s).toMatchObject({ actual: 99, ok: false });
  });
});
