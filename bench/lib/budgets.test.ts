import { describe, expect, it } from 'vitest';
import { byteVerdicts, kb, loadBudgets, markersIn, parseBudgets, verdict } from './budgets.ts';
import type { FirstLoad } from './first-load.ts';

const load = (script: number, total: number): FirstLoad => ({
  page: '/login/',
  assets: [],
  byType: { document: total - script, script, style: 0, font: 0, image: 0, other: 0 },
  total,
  missing: [],
});

describe('budgets', () => {
  it('reads the budgets file of the repository', () => {
    const budgets = loadBudgets();
    expect(budgets.publicPage.scriptKB).toBe(75);
    expect(budgets.server.searchP95Ms).toBe(50);
    expect(budgets.app.scriptKB).toBe(150);
    expect(budgets.app.interactionMs).toBe(150);
    expect(budgets.app.heapMB).toBe(15);
    expect(budgets.app.repeats).toBe(3);
  });

  it('refuses a budgets file with a missing limit, naming it', () => {
    expect(() => parseBudgets({ publicPage: {}, app: {}, onDemand: [] })).toThrow(/publicPage/);
  });

  it.each([
    ['a figure under its limit holds', 74.9, 75, true],
    ['a figure at its limit holds', 75, 75, true],
    ['a figure over its limit fails', 75.1, 75, false],
    ['a missing figure is not applicable', null, 75, null],
    ['a figure that is not a number is not applicable', Number.NaN, 75, null],
  ])('%s', (_, actual, limit, ok) => {
    expect(verdict('JS KB', '/login/', actual, limit).ok).toBe(ok);
  });

  it('holds public pages to JS and total bytes, and the app to JS only', () => {
    const budgets = loadBudgets();
    const page = byteVerdicts(load(80 * 1024, 90 * 1024), budgets, false);
    expect(page.map((x) => [x.budget, x.ok])).toEqual([
      ['JS KB', false],
      ['total KB', true],
    ]);
    const app = byteVerdicts(load(150 * 1024, 400 * 1024), budgets, true);
    expect(app.map((x) => [x.budget, x.ok])).toEqual([['app JS KB', true]]);
  });

  it('counts kilobytes of 1024 bytes to one decimal', () => {
    expect(kb(76_800)).toBe(75);
    expect(kb(1126)).toBe(1.1);
  });

  it('finds which markers occur in any text', () => {
    expect(markersIn(['a sso-form b', 'c'], ['sso-form', 'reset-form'])).toEqual(['sso-form']);
  });
});
