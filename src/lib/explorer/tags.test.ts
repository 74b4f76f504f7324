import { describe, expect, it } from 'vitest';
import {
  TAGS_PER_FILE,
  addTag,
  dedupeTags,
  filterByTag,
  filterChips,
  hasTag,
  normaliseTag,
  removeTag,
  rowChips,
  suggestTags,
  suggestionRows,
  withTags,
  tagKey,
  tagProblem,
} from './tags.ts';

describe('normaliseTag', () => {
  it.each([
    ['  urgent ', 'urgent'],
    ['two  words', 'two words'],
    ['全角\u3000空白', '全角 空白'],
    ['cafe\u0301', 'café'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseTag(raw)).toBe(expected);
  });
});

describe('tagKey', () => {
  it.each([
    ['Urgent', 'URGENT'],
    ['Straße', 'STRASSE'],
    ['café', 'cafe\u0301'],
    ['契約', '契約'],
  ])('%j and %j compare equal', (a, b) => {
    expect(tagKey(a)).toBe(tagKey(b));
  });
});

describe('tagProblem', () => {
  it.each([
    ['ok', null],
    ['', 'empty'],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'tooLong'],
    ['😀'.repeat(50), null],
    ['bad\u0007', 'control'],
    ['line\nbreak', 'control'],
    ['c1\u0085', 'control'],
    ['sep\u2028', 'control'],
  ])('%j → %j', (tag, expected) => {
    expect(tagProblem(tag)).toBe(expected);
  });
});

describe('addTag', () => {
  it.each([
    [[], ' new ', { ok: true, tag: 'new', tags: ['new'] }],
    [['Urgent'], 'urgent', { ok: false, problem: 'duplicate' }],
    [['a'], '   ', { ok: false, problem: 'empty' }],
    [['a'], 'x\ty', { ok: true, tag: 'x y', tags: ['a', 'x y'] }],
    [['a'], 'x\u0000', { ok: false, problem: 'control' }],
    [['a'], '契約', { ok: true, tag: '契約', tags: ['a', '契約'] }],
  ])('%j + %j', (tags, raw, expected) => {
    expect(addTag(tags, raw)).toEqual(expected);
  });

  it('refuses a tag past the per-file limit', () => {
    const full = Array.from({ length: TAGS_PER_FILE }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('removeTag, dedupeTags, hasTag', () => {
  it('removes without case', () => {
    expect(removeTag(['Urgent', 'b'], 'URGENT')).toEqual(['b']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
  it('dedupes keeping the first spelling and order', () => {
    expect(dedupeTags(['B', 'a', 'b', ' ', 'A '])).toEqual(['B', 'a']);
  });
  it('finds without case', () => {
    expect(hasTag(['Review'], 'review')).toBe(true);
    expect(hasTag(undefined, 'review')).toBe(false);
  });
});

describe('suggestTags', () => {
  const common = ['Contract', 'Draft', 'Final', 'Invoice', 'Old contract', '契約書'];
  it.each([
    ['', [], common],
    ['con', [], ['Contract', 'Old contract']],
    ['CON', ['contract'], ['Old contract']],
    ['ft', [], ['Draft']],
    ['契', [], ['契約書']],
    ['zzz', [], []],
  ])('%j with %j → %j', (typed, current, expected) => {
    expect(suggestTags(common, typed, current)).toEqual(expected);
  });
  it('caps the list', () => {
    expect(suggestTags(common, '', [], 2)).toEqual(['Contract', 'Draft']);
  });
});

describe('suggestionRows', () => {
  it.each([
    [[], 0],
    [['Contract'], 1],
    [['Contract', 'contract', 'CONTRACT'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 8],
  ])('%j → %d', (common, rows) => {
    expect(suggestionRows(common)).toBe(rows);
  });
  it('follows the limit', () => {
    expect(suggestionRows(['a', 'b', 'c'], 2)).toBe(2);
  });
});

describe('rowChips', () => {
  it.each([
    [undefined, [], 0],
    [['a'], ['a'], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b'], 1],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b'], 3],
  ])('%j → %j +%d', (tags, shown, more) => {
    expect(rowChips(tags)).toEqual({ shown, more });
  });
});

describe('filterByTag', () => {
  const items = [{ tags: ['Draft'] }, { tags: undefined }, { tags: ['final', 'draft'] }, {}];
  it('keeps the items with the tag, without case', () => {
    expect(filterByTag(items, 'DRAFT')).toEqual([items[0], items[2]]);
  });
  it('keeps all without a tag', () => {
    expect(filterByTag(items, null)).toHaveLength(4);
  });
});

describe('filterChips (the list tag filter)', () => {
  const off = (tag: string) => ({ tag, pressed: false });
  const on = (tag: string) => ({ tag, pressed: true });
  it.each([
    [[], null, []],
    [['Review', 'review', '契約'], null, [off('Review'), off('契約')]],
    [['Review', '契約'], 'REVIEW', [on('Review'), off('契約')]],
    [['Review'], ' Gone ', [on('Gone'), off('Review')]],
    [[], 'Gone', [on('Gone')]],
  ])('%j with %j → %j', (tags, active, expected) => {
    expect(filterChips(tags, active)).toEqual(expected);
  });
});

describe('withTags', () => {
  it.each([
    { known: ['alpha', 'Gamma'], added: ['beta'], expected: ['alpha', 'beta', 'Gamma'] },
    { known: ['alpha', 'Gamma'], added: ['GAMMA', ' alpha '], expected: null },
    { known: [], added: ['b', 'A', 'a'], expected: ['A', 'b'] },
    { known: ['x'], added: [], expected: null },
  ])('$known + $added → $expected', ({ known, added, expected }) => {
    expect(withTags(known, added)).toEqual(expected);
  });
});
