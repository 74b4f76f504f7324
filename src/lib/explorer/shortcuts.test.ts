import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actions.ts';
import { allShortcuts, ariaKeys, isParentKey, keyLabels } from './shortcuts.ts';

const press = (key: string, mods: { alt?: boolean; mod?: boolean; shift?: boolean } = {}) => ({
  key,
  alt: mods.alt ?? false,
  mod: mods.mod ?? false,
  shift: mods.shift ?? false,
});

describe('the aria-keyshortcuts of a hotkey', () => {
  it.each([
    ['a letter with Alt', { key: 'u', alt: true }, false, 'Alt+U'],
    ['a named key with Shift', { key: 'Enter', shift: true }, false, 'Shift+Enter'],
    ['a key alone', { key: 'Delete' }, false, 'Delete'],
    ['the command key on a Mac', { key: 'a', mod: true }, true, 'Meta+A'],
    ['the control key elsewhere', { key: 'a', mod: true }, false, 'Control+A'],
  ])('writes %s', (_, hotkey, mac, expected) => {
    expect(ariaKeys(hotkey, mac)).toBe(expected);
  });
});

describe('going to the parent folder', () => {
  it.each([
    ['Alt+↑', press('ArrowUp', { alt: true }), true],
    ['Backspace', press('Backspace'), true],
    ['↑ alone (moves in the list)', press('ArrowUp'), false],
    ['Shift+Backspace', press('Backspace', { shift: true }), false],
    ['Ctrl+Backspace', press('Backspace', { mod: true }), false],
  ])('%s: %s', (_, key, expected) => {
    expect(isParentKey(key)).toBe(expected);
  });
});

describe('the shortcuts dialog', () => {
  it('lists every action hotkey and the list keys, each label once', () => {
    const rows = allShortcuts(false);
    const labels = rows.map((row) => row.labelKey);
    expect(new Set(labels).size).toBe(labels.length);
    for (const action of ACTIONS.filter((a) => a.hotkey !== undefined)) {
      expect(labels).toContain(action.hotkeyLabelKey ?? action.labelKey);
    }
    expect(rows.find((row) => row.labelKey === 'files.favorite.toggle')?.keys).toEqual(['S']);
    expect(rows.find((row) => row.labelKey === 'files.action.details')?.keys).toEqual([
      'Alt+Enter',
      'I',
    ]);
    expect(rows.find((row) => row.labelKey === 'files.keys.parent')?.keys).toEqual([
      'Alt+ArrowUp',
      'Backspace',
    ]);
  });

  it('names the command key on a Mac', () => {
    const all = allShortcuts(true).find((row) => row.labelKey === 'files.keys.selectAll');
    expect(all?.keys).toEqual(['Meta+A']);
    const search = allShortcuts(true).find((row) => row.labelKey === 'files.search.shortcut');
    expect(search?.keys).toEqual(['Meta+K', '/']);
  });

  it.each([
    ['Alt+ArrowUp', ['Alt', '↑']],
    ['Control+A', ['Ctrl', 'A']],
    ['Shift+?', ['Shift', '?']],
  ])('shows %s as %j', (combination, expected) => {
    expect(keyLabels(combination)).toEqual(expected);
  });
});
