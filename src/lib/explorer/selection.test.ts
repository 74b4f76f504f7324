import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  keyEvent,
  nextSelection,
  sameSelection,
  selectionOfKeys,
  touchTap,
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
