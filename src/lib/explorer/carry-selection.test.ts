import { describe, expect, it } from 'vitest';
import { carrySelection, listingsOf, pagesToFollow, withinTotal } from './carry-selection.ts';
import { PAGE_SIZE, type PagedState } from './paging.ts';
import { NO_SELECTION, type Selection } from './selection.ts';

function sel(selected: number[], anchor: number | null, focus: number | null = anchor): Selection {
  return { selected: new Set(selected), anchor, focus };
}

describe('a selection of a list grown shorter (withinTotal)', () => {
  it.each([
    ['nothing past the end: the same object', sel([1, 2], 1, 2), 5, null],
    ['the keyboard place past the end moves to the last entry', sel([], 7, 7), 5, sel([], 4, 4)],
    ['selected entries past the end go', sel([2, 6, 7], 2, 7), 5, sel([2], 2, 4)],
    ['an empty list: no selection', sel([0], 0, 0), 0, NO_SELECTION],
    ['no place at all stays none', sel([], null, null), 0, null],
  ])('%s', (_, state, total, expected) => {
    const next = withinTotal(state, total);
    if (expected === null) expect(next).toBe(state);
    else expect(next).toEqual(expected);
  });
});

describe('a selection carried over to the folder loaded again (carrySelection)', () => {
  // The entries by key, before and now, as 'a b c'; '?' an entry not loaded.
  const keyOf = (rows: string[]) => (i: number) => (rows[i] === '?' ? undefined : rows[i]);
  const indexOf = (rows: string[]) => (key: string) => {
    const at = rows.indexOf(key);
    return at < 0 ? undefined : at;
  };
  const carry = (state: Selection, before: string[], now: string[]) =>
    carrySelection(state, {
      keyBefore: keyOf(before),
      indexBefore: indexOf(before),
      totalBefore: before.length,
      keyNow: keyOf(now),
      indexNow: indexOf(now),
      total: now.length,
    });
  it.each([
    [
      'nothing changed: the same entries',
      sel([1, 2], 1, 2),
      'a b c d',
      'a b c d',
      sel([1, 2], 1, 2),
    ],
    [
      'an entry added above: they move down with it',
      sel([1, 2], 1, 2),
      'a b c d',
      'a x b c d',
      sel([2, 3], 2, 3),
    ],
    [
      'the focused entry deleted: the next one takes its place',
      sel([1], 1, 1),
      'a b c d',
      'a c d',
      sel([], 1, 1),
    ],
    ['one of two deleted: the other stays', sel([1, 3], 1, 3), 'a b c d', 'a b c', sel([1], 1, 2)],
    [
      'the last entry deleted: the place goes to the new last',
      sel([3], 3, 3),
      'a b c d',
      'a b c',
      sel([], 2, 2),
    ],
    [
      'renamed into another place: followed there',
      sel([0], 0, 0),
      'a b c d',
      'b c d a',
      sel([3], 3, 3),
    ],
    [
      'a focus without a selection follows its entry',
      sel([], 2, 2),
      'a b c d',
      'x a b c d',
      sel([], 3, 3),
    ],
    ['nothing selected, no place: none', NO_SELECTION, 'a b c d', 'a b c d', NO_SELECTION],
    [
      'an entry whose new place is not loaded: dropped',
      sel([0, 1], 0, 1),
      'a b c d',
      'a',
      sel([0], 0, 0),
    ],
    [
      'everything selected (Ctrl+A), some never loaded: everything, an entry added with it',
      sel([0, 1, 2, 3], 0, 2),
      'a b ? ?',
      'a x b ? ? ?',
      sel([0, 1, 2, 3, 4, 5], 0, 2),
    ],
    [
      'a Shift range reaching entries never loaded: kept between its ends, an entry added with it',
      sel([0, 1, 2, 3, 4], 0, 4),
      'a b ? ? e f',
      'x a b ? ? ? e f',
      sel([1, 2, 3, 4, 5, 6], 1, 6),
    ],
    [
      'a range whose middle is not loaded again: kept whole, an entry added where loaded not',
      sel([0, 1, 2, 3, 4], 0, 4),
      'a b c d e',
      'a x b ? e',
      sel([0, 2, 3, 4], 0, 4),
    ],
    [
      "a range's last entry moved onto a page not loaded now: kept by its neighbour found",
      sel([1, 2, 3, 4], 1, 4),
      'z a ? c d',
      'y z a ? c ?',
      sel([2, 3, 4, 5], 2, 4),
    ],
    [
      'inside a range: an entry never loaded before, by a place not loaded now, is selected; one loaded and not selected is not',
      sel([0, 1, 2, 3], 0, 3),
      'a ? ? c x',
      'a b ? x c',
      sel([0, 1, 2, 4], 0, 4),
    ],
    [
      'inside a range holding entries never loaded: one added among loaded entries is not selected',
      sel([0, 1, 2, 3, 4], 0, 4),
      'a b c ? ? f',
      'a n b c ? ? f',
      sel([0, 2, 3, 4, 5], 0, 4),
    ],
    [
      'two ranges: each kept between its own ends, the entries between them not selected',
      sel([0, 1, 2, 5, 6, 7], 0, 7),
      'a ? c d e f ? h',
      'a ? c d e f ? h',
      sel([0, 1, 2, 5, 6, 7], 0, 7),
    ],
    [
      'everything selected, all of it loaded: followed by key, an entry added not selected',
      sel([0, 1, 2], 0, 0),
      'a b c',
      'a x b c',
      sel([0, 2, 3], 0, 0),
    ],
  ])('%s', (_, state, before, now, expected) => {
    const rows = (text: string) => text.split(' ');
    expect(carry(state, rows(before), rows(now))).toEqual(expected);
  });
});

describe('a range one of whose entries moved far (re-sorted by a change) (carrySelection)', () => {
  it('keeps that entry selected on its own, and the range between its other ends only', () => {
    // 40 entries e0…e39; e20…e29 never loaded; e12…e35 selected. Now e14 sorts first, and
    // places 3…8 and 20…29 are not loaded.
    const before = Array.from({ length: 40 }, (_, i) =>
      i >= 20 && i < 30 ? '?' : `e${String(i)}`,
    );
    const order = [14, ...Array.from({ length: 40 }, (_, i) => i).filter((i) => i !== 14)];
    const now = order.map((k, i) =>
      (i >= 3 && i <= 8) || (i >= 20 && i < 30) ? '?' : `e${String(k)}`,
    );
    const keyOf = (rows: string[]) => (i: number) => (rows[i] === '?' ? undefined : rows[i]);
    const indexOf = (rows: string[]) => (key: string) =>
      rows.includes(key) ? rows.indexOf(key) : undefined;
    const selected = Array.from({ length: 24 }, (_, i) => 12 + i);
    const carried = carrySelection(sel(selected, 12, 35), {
      keyBefore: keyOf(before),
      indexBefore: indexOf(before),
      totalBefore: 40,
      keyNow: keyOf(now),
      indexNow: indexOf(now),
      total: 40,
    });
    expect([...carried.selected].sort((a, b) => a - b)).toEqual([
      0,
      ...Array.from({ length: 23 }, (_, i) => 13 + i),
    ]);
  });
});

describe('the pages a refresh loads to follow a selection out of view (pagesToFollow)', () => {
  // Pages of 50; the view shows entries 500 to 549 (page 10) of 1,000; at most 4 pages more.
  const view = { from: 500, to: 549 };
  const pages = (selected: number[], total = 1000) =>
    pagesToFollow(new Set(selected), view, total, 50, 4).map((r) => [r.from, r.to]);
  it.each([
    ['nothing selected: none', [], []],
    ['selected in view: none', [510, 520], []],
    ['one far above: its page', [20], [[0, 49]]],
    ['two on the same page: the page once', [20, 30], [[0, 49]]],
    [
      'near its page end: the next page too (an entry added above moves it there)',
      [45],
      [
        [0, 49],
        [50, 99],
      ],
    ],
    [
      'near its page start: the previous page too (an entry removed above)',
      [105],
      [
        [50, 99],
        [100, 149],
      ],
    ],
    ["just after the view: its page, not the view's again", [552], [[550, 599]]],
    ['the last page is as long as the folder', [990], [[950, 999]]],
    ['spread over more than 4 pages: none (the view only)', [20, 120, 220, 320, 420], []],
    [
      'a Shift range over more than 4 pages: the pages of its first and last entries',
      Array.from({ length: 401 }, (_, i) => 20 + i),
      [
        [0, 49],
        [400, 449],
      ],
    ],
    ['everything (Ctrl+A): none', Array.from({ length: 1000 }, (_, i) => i), []],
  ])('%s', (_, selected, expected) => {
    expect(pages(selected)).toEqual(expected);
  });

  it('is none in an empty folder', () => {
    expect(pagesToFollow(new Set([3]), { from: 0, to: 49 }, 0, 50, 4)).toEqual([]);
  });
});

describe('the listings of a refresh read from paged lists (listingsOf)', () => {
  const keyed = (from: number, count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ key: `${prefix}${String(from + i)}` }));
  const list = (total: number, pages: Array<[number, string]>): PagedState<{ key: string }> => ({
    status: 'ready',
    total,
    pages: new Map(
      pages.map(([page, prefix]) => [
        page,
        keyed(page * PAGE_SIZE, Math.min(PAGE_SIZE, total - page * PAGE_SIZE), prefix),
      ]),
    ),
    loading: new Set(),
    failed: new Set(),
    error: null,
  });

  it('finds loaded entries both ways, and nothing where a page is not loaded', () => {
    const before = list(120, [
      [0, 'k'],
      [2, 'k'],
    ]);
    const now = list(121, [[2, 'k']]);
    const lists = listingsOf(before, 120, now);
    expect(lists.keyBefore(0)).toBe('k0');
    expect(lists.keyBefore(60)).toBeUndefined();
    expect(lists.indexBefore('k101')).toBe(101);
    expect(lists.keyNow(0)).toBeUndefined();
    expect(lists.indexNow('k100')).toBe(100);
    expect(lists.indexNow('k0')).toBeUndefined();
    expect([lists.totalBefore, lists.total]).toEqual([120, 121]);
  });

  it('knows nothing of a list never shown', () => {
    const lists = listingsOf(undefined, 0, list(3, [[0, 'n']]));
    expect(lists.keyBefore(0)).toBeUndefined();
    expect(lists.indexBefore('n0')).toBeUndefined();
    expect(lists.indexNow('n2')).toBe(2);
  });
});
