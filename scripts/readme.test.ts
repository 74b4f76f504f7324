import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed.ts';
import { FILE_DEMO_ACCOUNTS } from '../server/seed-files.ts';
import { loadBudgets } from '../bench/lib/budgets.ts';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('the README', () => {
  it('lists every demo account of the seed, the file-area ones included, in order', () => {
    const block = readme.slice(readme.indexOf('<!-- demo:start'), readme.indexOf('<!-- demo:end'));
    const rows = block
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')));
    expect(rows.map((cells) => [cells[1], cells[2], cells[3]])).toEqual([
      ...DEMO_ACCOUNTS.map((a) => [a.company, a.userId, a.shows]),
      ...FILE_DEMO_ACCOUNTS.map((a) => ['demo', a.userId, a.shows]),
    ]);
  });

  it('names the demo password', () => {
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
  });

  it('gives the two commands CI runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    const ci = readFileSync(join(import.meta.dirname, '..', '.ci', 'run'), 'utf8');
    expect(ci).toContain('npm install && npm test');
  });
});

describe('bench/README.md', () => {
  const benchReadme = readFileSync(join(import.meta.dirname, '..', 'bench', 'README.md'), 'utf8');
  const budgets = loadBudgets();
  const cell = (what: string) =>
    benchReadme
      .split('\n')
      .find((line) => line.startsWith(`| ${what} `))
      ?.split('|')[2]
      ?.trim();

  it.each([
    ['each public page, JS on first load', `≤ ${String(budgets.publicPage.scriptKB)} KB`],
    ['each public page, everything on first load', `≤ ${String(budgets.publicPage.totalKB)} KB`],
    [
      'each public page, LCP',
      `≤ ${String(budgets.publicPage.lcpVsNoJsFloor)} × the no-JS floor in its language`,
    ],
    [
      'each public page, hydrated + idle',
      `≤ ${String(budgets.publicPage.idleVsReactFloor)} × the React floor`,
    ],
    [
      'each public page, long tasks after FCP',
      `≤ the React floor's + ${String(budgets.publicPage.longTasksOverReactFloor)}`,
    ],
    [
      'each public page, requests until quiet',
      `≤ ${String(budgets.publicPage.untilQuiet.requests)}`,
    ],
    [
      'each public page, JS until quiet',
      `≤ the React floor's + ${String(budgets.publicPage.untilQuiet.scriptKBOverReactFloor)} KB`,
    ],
    ['the app, JS', `≤ ${String(budgets.app.scriptKB)} KB`],
    [
      'the app, first folder page after its list',
      `≤ ${String(budgets.app.firstFolderPageAfterResponseMs)} ms`,
    ],
    ['the app, long tasks scrolling 10,000 entries', String(budgets.app.scrollLongTasks)],
    [
      'the app, open, sort, search 10,000 entries',
      `≤ ${String(budgets.app.interactionMs)} ms each`,
    ],
    ['the app, heap after browsing', `≤ ${String(budgets.app.heapMB)} MB`],
    ['the app, timing budgets hold', `in each of ${String(budgets.app.repeats)} rounds`],
  ])('gives the budget of budgets.json for %s', (what, expected) => {
    expect(cell(what)).toBe(expected);
  });
});
