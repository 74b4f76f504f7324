import { describe, expect, it } from 'vitest';
import {
  describeKey,
  keyCommand,
  pageRows,
  type KeyCommand,
  type KeyContext,
  type KeyDescription,
} from './keymap.ts';
import { ctx, file } from './test-items.ts';

/** A press: `key` with the named modifiers (`mod` is Control or Command). */
function press(key: string, ...mods: ('mod' | 'shift' | 'alt' | 'composing')[]): KeyDescription {
  return {
    key,
    mod: mods.includes('mod'),
    shift: mods.includes('shift'),
    alt: mods.includes('alt'),
    composing: mods.includes('composing'),
  };
}

const selected = [file('a.txt')];
const list: KeyContext = {
  focus: 3,
  count: 10,
  columns: 1,
  pageRows: 4,
  actions: ctx({ selection: selected }),
};
const unfocused: KeyContext = { ...list, focus: null };
const grid: KeyContext = { ...list, columns: 4 };
const empty: KeyContext = { ...list, focus: null, count: 0 };
const noActions: KeyContext = { ...list, actions: null };

/** The id of an action command, or the command itself. */
function simplify(command: KeyCommand | null): unknown {
  return command?.type === 'action' ? { type: 'action', id: command.action.id } : command;
}

describe('the file list keymap', () => {
  it.each<[string, KeyDescription, KeyContext, unknown]>([
    ['any key while an IME composes does nothing', press('Enter', 'composing'), list, null],
    [
      'Shift+F10 opens the focused entry menu',
      press('F10', 'shift'),
      list,
      { type: 'menu', index: 3 },
    ],
    ['the menu key opens it too', press('ContextMenu'), list, { type: 'menu', index: 3 }],
    [
      'the menu key without focus opens nothing',
      press('ContextMenu'),
      unfocused,
      { type: 'menu', index: null },
    ],
    ['F10 alone is not the menu', press('F10'), list, null],
    ['Alt+↑ goes to the parent folder', press('ArrowUp', 'alt'), list, { type: 'parent' }],
    ['Backspace goes to the parent folder', press('Backspace'), empty, { type: 'parent' }],
    ['Ctrl+Backspace is not the parent', press('Backspace', 'mod'), list, null],
    ['S stars or unstars the selection', press('s'), list, { type: 'favorite' }],
    [
      'S with nothing selected does nothing',
      press('s'),
      { ...list, actions: ctx({ selection: [] }) },
      null,
    ],
    ['S without actions does nothing', press('s'), noActions, null],
    ['Ctrl+S is not a star', press('s', 'mod'), list, null],
    [
      'Alt+Enter opens the details of the one selected entry',
      press('Enter', 'alt'),
      list,
      { type: 'details' },
    ],
    ['I opens them too', press('i'), list, { type: 'details' }],
    [
      'I without one selected entry does nothing',
      press('i'),
      { ...list, actions: ctx({ selection: [] }) },
      null,
    ],
    ['Ctrl+K goes to the search field', press('k', 'mod'), list, { type: 'search' }],
    ['/ goes there too', press('/'), noActions, { type: 'search' }],
    ['Ctrl+Shift+K does not', press('K', 'mod', 'shift'), noActions, null],
    ['Enter opens the focused entry', press('Enter'), list, { type: 'open', index: 3 }],
    ['Enter without focus does nothing', press('Enter'), { ...unfocused, actions: null }, null],
    ['Ctrl+Enter does not open', press('Enter', 'mod'), noActions, null],
    [
      '↓ moves the focus one row',
      press('ArrowDown'),
      list,
      { type: 'select', event: { type: 'move', to: 4, range: false, keep: false } },
    ],
    [
      '↓ in a grid moves one grid row',
      press('ArrowDown'),
      grid,
      { type: 'select', event: { type: 'move', to: 7, range: false, keep: false } },
    ],
    [
      'Shift+↑ extends the selection',
      press('ArrowUp', 'shift'),
      list,
      { type: 'select', event: { type: 'move', to: 2, range: true, keep: false } },
    ],
    [
      'Ctrl+↓ moves the focus only',
      press('ArrowDown', 'mod'),
      list,
      { type: 'select', event: { type: 'move', to: 4, range: false, keep: true } },
    ],
    [
      'Page Down moves a page of rows',
      press('PageDown'),
      list,
      { type: 'select', event: { type: 'move', to: 7, range: false, keep: false } },
    ],
    [
      'End goes to the last entry',
      press('End'),
      list,
      { type: 'select', event: { type: 'move', to: 9, range: false, keep: false } },
    ],
    [
      'Ctrl+A selects all',
      press('a', 'mod'),
      list,
      { type: 'select', event: { type: 'all', count: 10 } },
    ],
    [
      'Escape clears the selection',
      press('Escape'),
      list,
      { type: 'select', event: { type: 'clear' } },
    ],
    [
      'Space toggles the focused entry',
      press(' '),
      list,
      { type: 'select', event: { type: 'toggle', index: 3 } },
    ],
    ['Alt+N makes a new folder', press('n', 'alt'), list, { type: 'action', id: 'newFolder' }],
    ['Alt+U uploads', press('u', 'alt'), list, { type: 'action', id: 'upload' }],
    ['Delete deletes the selection', press('Delete'), list, { type: 'action', id: 'delete' }],
    ['? shows the shortcuts', press('?', 'shift'), list, { type: 'action', id: 'shortcuts' }],
    ['an action key without an action context does nothing', press('Delete'), noActions, null],
    ['a key nothing uses does nothing', press('x'), list, null],
  ])('%s', (_, key, context, command) => {
    expect(simplify(keyCommand(key, context))).toEqual(command);
  });
});

describe('describing a key event', () => {
  const event = { key: 'a', ctrlKey: true, metaKey: false, shiftKey: false, altKey: true };
  it.each([
    ['Control is the modifier off Apple platforms', event, false, press('a', 'mod', 'alt')],
    ['Command is the modifier on Apple platforms', event, true, press('a', 'alt')],
    [
      'an IME composition is seen from the native event',
      { ...event, ctrlKey: false, nativeEvent: { isComposing: true } },
      false,
      press('a', 'alt', 'composing'),
    ],
    [
      "Safari's composing key code is seen too",
      { ...event, keyCode: 229 },
      false,
      press('a', 'mod', 'alt', 'composing'),
    ],
  ])('%s', (_, input, mac, described) => {
    expect(describeKey(input, mac)).toEqual(described);
  });
});

describe('a page of rows', () => {
  it.each([
    [520, 52, 9],
    [52, 52, 1],
    [0, 52, 1],
  ])('is %i px over %i px rows → %i rows', (height, rowHeight, rows) => {
    expect(pageRows(height, rowHeight)).toBe(rows);
  });
});
