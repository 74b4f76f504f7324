import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  carrySelection,
  keyEvent,
  nextSelection,
  pagesToFollow,
  sameSelection,
  selectionOfKeys,
  touchTap,
  withinTotal,
  type Selection,
  type SelectionEvent,
} from './selection.ts';

function sel(selected: number[], anchor: number | null, focus: number | null = anchor): Selection {
  return { selected: new Set(selected), anchor, focus };
}

function after(state: Selection, ...events: SelectionEvent[]) {
  const end = events.reduce(nextSelection, state);
  return {
    selected: [...end.selected].sort((a, b) => a - b),
    anchor: end.anchor,
    focus: end.focus,
  };
}

const click = (index: number, toggle = false, range = false): SelectionEvent => ({
  type: 'click',
  index,
  toggle,
  range,
});
const move = (to: number, range = false, keep = false): SelectionEvent => ({
  type: 'move',
  to,
  range,
  keep,
});

describe('the selection', () => {
  it.each<[string, Selection, SelectionEvent[], ReturnType<typeof after>]>([
    [
      'a click selects only that row',
      sel([1, 2], 1),
      [click(4)],
      { selected: [4], anchor: 4, focus: 4 },
    ],
    [
      'a Ctrl-click adds a row',
      sel([1], 1),
      [click(3, true)],
      { selected: [1, 3], anchor: 3, focus: 3 },
    ],
    [
      'a Ctrl-click on a selected row removes it',
      sel([1, 3], 3),
      [click(1, true)],
      { selected: [3], anchor: 1, focus: 1 },
    ],
    [
      'a Shift-click selects from the anchor',
      sel([2], 2),
      [click(5, false, true)],
      { selected: [2, 3, 4, 5], anchor: 2, focus: 5 },
    ],
    [
      'a Shift-click upwards selects the range too',
      sel([5], 5),
      [click(2, false, true)],
      { selected: [2, 3, 4, 5], anchor: 5, focus: 2 },
    ],
    [
      'a second Shift-click replaces the range, keeping the anchor',
      sel([2], 2),
      [click(6, false, true), click(3, false, true)],
      { selected: [2, 3], anchor: 2, focus: 3 },
    ],
    [
      'Ctrl+Shift-click adds a range to the selection',
      sel([0], 0),
      [click(5, true), click(7, true, true)],
      { selected: [0, 5, 6, 7], anchor: 5, focus: 7 },
    ],
    [
      'a Shift-click with no anchor starts at the top',
      NO_SELECTION,
      [click(2, false, true)],
      { selected: [0, 1, 2], anchor: 0, focus: 2 },
    ],
    [
      'an arrow selects the next row',
      sel([1], 1),
      [move(2)],
      { selected: [2], anchor: 2, focus: 2 },
    ],
    [
      'Shift+arrows extend from the anchor',
      sel([3], 3),
      [move(4, true), move(5, true)],
      { selected: [3, 4, 5], anchor: 3, focus: 5 },
    ],
    [
      'Shift+arrows back past the anchor flip the range',
      sel([3], 3),
      [move(2, true), move(1, true)],
      { selected: [1, 2, 3], anchor: 3, focus: 1 },
    ],
    [
      'Ctrl+arrow moves the focus only',
      sel([3], 3),
      [move(6, false, true)],
      { selected: [3], anchor: 3, focus: 6 },
    ],
    [
      'Space toggles the focused row',
      sel([3], 3),
      [move(6, false, true), { type: 'toggle', index: 6 }],
      { selected: [3, 6], anchor: 6, focus: 6 },
    ],
    [
      'select all takes every row and keeps the focus',
      sel([1], 1),
      [{ type: 'all', count: 4 }],
      { selected: [0, 1, 2, 3], anchor: 1, focus: 1 },
    ],
    [
      'select all of an empty folder selects nothing',
      NO_SELECTION,
      [{ type: 'all', count: 0 }],
      { selected: [], anchor: null, focus: null },
    ],
    [
      'clear empties the selection and keeps the focus',
      sel([1, 2], 1, 2),
      [{ type: 'clear' }],
      { selected: [], anchor: null, focus: 2 },
    ],
    [
      'a context menu on a selected row keeps the selection',
      sel([1, 2], 1),
      [{ type: 'context', index: 2 }],
      { selected: [1, 2], anchor: 1, focus: 2 },
    ],
    [
      'a context menu elsewhere selects that row',
      sel([1, 2], 1),
      [{ type: 'context', index: 7 }],
      { selected: [7], anchor: 7, focus: 7 },
    ],
  ])('%s', (_, state, events, expected) => {
    expect(after(state, ...events)).toEqual(expected);
  });
});

describe('keys in the list', () => {
  const list = { count: 10, columns: 1, pageRows: 4 };
  const grid = { count: 10, columns: 4, pageRows: 2 };
  const none = { shift: false, mod: false };
  const shift = { shift: true, mod: false };
  const mod = { shift: false, mod: true };

  it.each<[string, string, typeof none, number | null, typeof list, SelectionEvent | null]>([
    ['Down moves to the next row', 'ArrowDown', none, 3, list, move(4)],
    ['Down on the last row stays', 'ArrowDown', none, 9, list, move(9)],
    ['Up with no focus goes to the last row', 'ArrowUp', none, null, list, move(9)],
    ['Down with no focus goes to the first row', 'ArrowDown', none, null, list, move(0)],
    ['Shift+Down extends the range', 'ArrowDown', shift, 3, list, move(4, true)],
    ['Ctrl+Down moves the focus only', 'ArrowDown', mod, 3, list, move(4, false, true)],
    ['Right does nothing in the list', 'ArrowRight', none, 3, list, null],
    ['Right moves one tile in the grid', 'ArrowRight', none, 3, grid, move(4)],
    ['Down moves one grid row', 'ArrowDown', none, 1, grid, move(5)],
    ['PageDown moves a page of rows', 'PageDown', none, 1, list, move(5)],
    ['PageUp stops at the top', 'PageUp', none, 2, list, move(0)],
    ['Home goes to the first row', 'Home', none, 5, list, move(0)],
    ['Shift+End selects to the end', 'End', shift, 5, list, move(9, true)],
    ['Space toggles the focused row', ' ', none, 5, list, { type: 'toggle', index: 5 }],
    ['Space with no focus does nothing', ' ', none, null, list, null],
    ['Ctrl+A selects everything', 'a', mod, 2, list, { type: 'all', count: 10 }],
    ['Escape clears', 'Escape', none, 2, list, { type: 'clear' }],
    ['a letter is not ours', 'x', none, 2, list, null],
  ])('%s', (_, key, mods, focus, layout, expected) => {
    expect(keyEvent(key, mods, focus, layout)).toEqual(expected);
  });

  it('ignores every key in an empty folder', () => {
    expect(keyEvent('ArrowDown', none, null, { count: 0, columns: 1, pageRows: 4 })).toBeNull();
  });
});

describe('a tap on a touch screen (touchTap)', () => {
  it.each([
    ['nothing selected: opens the entry', 0, false, 'open'],
    ["nothing selected, on the row's icon: selects it", 0, true, 'toggle'],
    ['something selected: adds or removes the entry', 2, false, 'toggle'],
    ['something selected, on the icon: the same', 1, true, 'toggle'],
  ] as const)('%s', (_, count, onIcon, expected) => {
    expect(touchTap(count, onIcon)).toBe(expected);
  });
});

describe('sameSelection', () => {
  const one = { selected: new Set([3]), anchor: 3, focus: 3 };
  it.each([
    ['the same object', one, one, true],
    ['equal rows, anchor and focus', one, { selected: new Set([3]), anchor: 3, focus: 3 }, true],
    ['another row', one, { selected: new Set([4]), anchor: 3, focus: 3 }, false],
    ['one row more', one, { selected: new Set([3, 4]), anchor: 3, focus: 3 }, false],
    ['another focus', one, { selected: new Set([3]), anchor: 3, focus: 4 }, false],
    ['another anchor', one, { selected: new Set([3]), anchor: null, focus: 3 }, false],
  ])('%s → %s', (_, a, b, same) => {
    expect(sameSelection(a, b)).toBe(same);
  });

  it('holds for the second click of a double click on the row the first selected', () => {
    const first = nextSelection(NO_SELECTION, {
      type: 'click',
      index: 2,
      toggle: false,
      range: false,
    });
    const second = nextSelection(first, { type: 'click', index: 2, toggle: false, range: false });
    expect(sameSelection(first, second)).toBe(true);
  });
});

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
      'inside a range: an entry never loaded before is selected, one loaded and not selected is not',
      sel([0, 1, 2], 0, 2),
      'a ? c x',
      'a b x c',
      sel([0, 1, 3], 0, 3),
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

describe('the entries an Undo put back, selected (selectionOfKeys)', () => {
  it.each<[string, string[], string, Selection | null]>([
    ['one entry put back: selected, the keyboard on it', ['c'], 'a b c d', sel([2], 2, 2)],
    [
      'several: all selected, the keyboard on the first in the list',
      ['d', 'b'],
      'a b c d',
      sel([1, 3], 1, 1),
    ],
    ['some not loaded: the others', ['x', 'b'], 'a b c d', sel([1], 1, 1)],
    ['none found: null, the caller keeps what it had', ['x', 'y'], 'a b c d', null],
    ['no keys: null', [], 'a b c d', null],
  ])('%s', (_, keys, now, expected) => {
    const rows = now.split(' ');
    const indexNow = (key: string) => (rows.includes(key) ? rows.indexOf(key) : undefined);
    expect(selectionOfKeys(keys, indexNow)).toEqual(expected);
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
