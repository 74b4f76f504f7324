import { describe, expect, it } from 'vitest';
import { verdict } from './budgets.ts';
import { budgetLines, fmt, mdTable } from './report.ts';

describe('fmt', () => {
  it.each([
    [12.345, 1, '12.3'],
    [7, 0, '7'],
    [null, 0, 'n/a'],
    [Number.NaN, 0, 'n/a'],
  ])('writes %s with %s digits as %s', (value, digits, text) => {
    expect(fmt(value, digits)).toBe(text);
  });
});

describe('mdTable', () => {
  it('pads columns and right-aligns numbers', () => {
    expect(
      mdTable(
        ['page', 'KB'],
        [
          ['/login/', '5.5'],
          ['/ja/login/', '12.0'],
        ],
      ),
    ).toBe(
      [
        '| page       |   KB |',
        '| ---------- | ---: |',
        '| /login/    |  5.5 |',
        '| /ja/login/ | 12.0 |',
      ].join('\n'),
    );
  });
});

describe('budgetLines', () => {
  it('says a budget holds everywhere, with its worst figure', () => {
    const lines = budgetLines([verdict('JS KB', '/a/', 10, 75), verdict('JS KB', '/b/', 30, 75)]);
    expect(lines).toEqual(['✓ JS KB ≤ 75: 2/2 hold (max 30 at /b/)']);
  });

  it('names the subjects that fail, worst first', () => {
    const lines = budgetLines([
      verdict('LCP ×floor', '/a/', 1.2, 1.15),
      verdict('LCP ×floor', '/b/', 1.5, 1.15),
      verdict('LCP ×floor', '/c/', 1.0, 1.15),
    ]);
    expect(lines).toEqual(['✗ LCP ×floor ≤ 1.15: 2/3 fail — /b/ 1.5, /a/ 1.2']);
  });

  it('gives the intervals of the failures and names the subjects the noise leaves undecided', () => {
    const lines = budgetLines([
      { ...verdict('LCP ×floor', '/a/', 1.4, 1.15), interval: { lo: 1.2, hi: 1.6 } },
      { ...verdict('LCP ×floor', '/b/', null, 1.15, 'cannot tell'), actual: 1.1 },
      {
        ...verdict('LCP ×floor', '/c/', null, 1.15, 'cannot tell'),
        actual: 1.12,
        interval: { lo: 0.95, hi: 1.3 },
      },
      { ...verdict('LCP ×floor', '/d/', 1.0, 1.15), interval: { lo: 0.9, hi: 1.1 } },
    ]);
    expect(lines).toEqual([
      '✗ LCP ×floor ≤ 1.15: 1/2 fail, 2 n/a — /a/ 1.4 (1.20–1.60); cannot tell for 1: /c/ 1.12 (0.95–1.30)',
    ]);
  });

  it('names the undecided subjects when no subject could be judged', () => {
    const lines = budgetLines([
      {
        ...verdict('LCP ×floor', '/c/', null, 1.15, 'cannot tell'),
        actual: 1.12,
        interval: { lo: 0.95, hi: 1.3 },
      },
    ]);
    expect(lines).toEqual(['– LCP ×floor ≤ 1.15: n/a; cannot tell for 1: /c/ 1.12 (0.95–1.30)']);
  });

  it('says why a budget could not be measured', () => {
    const lines = budgetLines([verdict('app JS KB', '/', null, 200, 'the app is not built yet')]);
    expect(lines).toEqual(['– app JS KB ≤ 200: n/a (the app is not built yet)']);
  });
});
