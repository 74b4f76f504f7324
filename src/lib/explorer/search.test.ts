import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  isSearchKey,
  matchRanges,
  nearFirstMatch,
  searchKey,
  searchParams,
} from './search.ts';

describe('searchKey', () => {
  it.each([
    ['ABC', 'abc'],
    ['ＡＢＣ', 'abc'],
    ['ｶﾀｶﾅ', 'カタカナ'],
    ['１２３', '123'],
    ['Straße', 'strasse'],
    ['ÉTÉ', 'été'],
    ['e\u0301te\u0301', 'été'],
    ['  報告書  ', '報告書'],
    ['회의록', '회의록'],
    ['\u1112\u116C\u110B\u1174', '회의'],
    ['㈱サンプル', '(株)サンプル'],
  ])('keys %j as %j', (input, key) => {
    expect(searchKey(input)).toBe(key);
  });
});

describe('matchRanges', () => {
  it.each([
    ['Report.pdf', 'port', [[2, 6]]],
    ['ＡＢＣ.txt', 'abc', [[0, 3]]],
    ['abc.txt', 'ＡＢＣ', [[0, 3]]],
    [
      '見積書_見積書.pdf',
      '見積',
      [
        [0, 2],
        [4, 6],
      ],
    ],
    ['회의록 2024.docx', '회의', [[0, 2]]],
    ['Straße.txt', 'SS', [[4, 5]]],
    [
      'aaaa',
      'aa',
      [
        [0, 2],
        [2, 4],
      ],
    ],
    ['plain', 'zzz', []],
    ['plain', '   ', []],
  ])('in %j finds %j', (name, query, ranges) => {
    expect(matchRanges(name, query).map((r) => [r.start, r.end])).toEqual(ranges);
  });

  it('cuts a name into marked and plain parts', () => {
    expect(highlightParts('My Report.pdf', 'report')).toEqual([
      { text: 'My ', mark: false },
      { text: 'Report', mark: true },
      { text: '.pdf', mark: false },
    ]);
  });
});

describe('nearFirstMatch', () => {
  const near = (name: string, query: string) =>
    nearFirstMatch(highlightParts(name, query))
      ?.map((part) => (part.mark ? `[${part.text}]` : part.text))
      .join('') ?? null;
  it.each([
    [
      '2026年度第3四半期_営業部門売上報告書_最終版.xlsx',
      '報告書',
      '…期_営業部門売上[報告書]_最終版.xlsx',
    ],
    ['Quarterly sales report for the North region.docx', 'north', '…for the [North] region.docx'],
    // Near the start already, at the start, or no match: nothing to cut.
    ['My Report.pdf', 'report', null],
    ['Report for May.pdf', 'report', null],
    ['budget.xlsx', 'plan', null],
    // Two matches: cut before the first only.
    ['a long name with plan and plan.txt', 'plan', '…me with [plan] and [plan].txt'],
    // A character outside the BMP is never split.
    ['😀😀😀😀😀😀😀😀😀😀 file.txt', 'file', '…😀😀😀 [file].txt'],
  ])('%s, %s → %s', (name, query, expected) => {
    expect(near(name, query)).toBe(expected);
  });
});

describe('isSearchKey', () => {
  it.each([
    [{ key: 'k', mod: true, shift: false, alt: false }, true],
    [{ key: 'K', mod: true, shift: false, alt: false }, true],
    [{ key: '/', mod: false, shift: false, alt: false }, true],
    [{ key: 'k', mod: false, shift: false, alt: false }, false],
    [{ key: 'k', mod: true, shift: true, alt: false }, false],
    [{ key: '/', mod: false, shift: false, alt: true }, false],
    [{ key: '/', mod: false, shift: true, alt: false }, true],
  ])('%j → %s', (press, expected) => {
    expect(isSearchKey(press)).toBe(expected);
  });
});

describe('searchParams', () => {
  it.each([
    ['  見積 ', null, { q: '見積' }],
    ['   ', null, null],
    ['abc', { node: '1{3', dirSeq: null }, { q: 'abc', node: '1{3' }],
    ['abc', { node: '1{6{2', dirSeq: 42 }, { q: 'abc', node: '1{6{2', dir_seq: 42 }],
  ])('%j in %j → %j', (query, scope, expected) => {
    expect(searchParams(query, scope)).toEqual(expected);
  });
});
