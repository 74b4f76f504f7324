// Every keyboard shortcut of the file list in one list: the `?` dialog shows it, and buttons
// carry their own in `aria-keyshortcuts`. Action hotkeys come from the action table itself.
import { ACTIONS, type Hotkey, type KeyPress } from './actions.ts';

/** One row of the shortcuts dialog: the key combinations (ARIA syntax) and what they do. */
export interface Shortcut {
  readonly keys: readonly string[];
  readonly labelKey: string;
}

/** The list's own keys: moving, selecting, opening and the menus. */
export const NAVIGATION_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['ArrowUp', 'ArrowDown'], labelKey: 'files.keys.move' },
  { keys: ['Home', 'End'], labelKey: 'files.keys.ends' },
  { keys: ['PageUp', 'PageDown'], labelKey: 'files.keys.page' },
  { keys: ['Shift+ArrowUp', 'Shift+ArrowDown'], labelKey: 'files.keys.extend' },
  { keys: ['Control+A'], labelKey: 'files.keys.selectAll' },
  { keys: ['Escape'], labelKey: 'files.keys.clear' },
  { keys: ['Enter'], labelKey: 'files.keys.open' },
  { keys: ['Alt+ArrowUp', 'Backspace'], labelKey: 'files.keys.parent' },
  { keys: ['Shift+F10', 'ContextMenu'], labelKey: 'files.keys.menu' },
];

/** `S`: star or unstar the selection (favorites.ts; not an action of the table: its label flips). */
export const FAVORITE_SHORTCUT: Shortcut = { keys: ['S'], labelKey: 'files.favorite.toggle' };

/** `Alt+Enter` or `I`: the details panel of the selection (details.ts `isDetailsKey`). */
export const DETAILS_SHORTCUT: Shortcut = {
  keys: ['Alt+Enter', 'I'],
  labelKey: 'files.action.details',
};

/** `Ctrl+K` (`⌘K`) or `/`: the search field, from anywhere in the app (search.ts `isSearchKey`). */
export const SEARCH_SHORTCUT: Shortcut = {
  keys: ['Control+K', '/'],
  labelKey: 'files.search.shortcut',
};

/** A hotkey in `aria-keyshortcuts` syntax (`Alt+U`, `Shift+Enter`; `mod` is Control or Meta). */
export function ariaKeys(hotkey: Hotkey, mac: boolean): string {
  const parts: string[] = [];
  if (hotkey.mod === true) parts.push(mac ? 'Meta' : 'Control');
  if (hotkey.alt === true) parts.push('Alt');
  if (hotkey.shift === true) parts.push('Shift');
  parts.push(hotkey.key.length === 1 ? hotkey.key.toUpperCase() : hotkey.key);
  return parts.join('+');
}

/** Every shortcut: the list's keys, then each action's hotkey (once per label). */
export function allShortcuts(mac: boolean): Shortcut[] {
  const byLabel = new Map<string, string[]>();
  for (const action of ACTIONS) {
    if (action.hotkey === undefined) continue;
    const label = action.hotkeyLabelKey ?? action.labelKey;
    const keys = byLabel.get(label) ?? [];
    const combination = ariaKeys(action.hotkey, mac);
    if (!keys.includes(combination)) keys.push(combination);
    byLabel.set(label, keys);
  }
  const actions = [...byLabel].map(([labelKey, keys]) => ({ keys, labelKey }));
  const list = [...NAVIGATION_SHORTCUTS, SEARCH_SHORTCUT].map((row) => ({
    ...row,
    keys: row.keys.map((k) => (mac ? k.replace('Control+', 'Meta+') : k)),
  }));
  return [...list, FAVORITE_SHORTCUT, DETAILS_SHORTCUT, ...actions];
}

/** Alt+↑ or Backspace (alone): go to the parent folder. */
export function isParentKey(press: KeyPress): boolean {
  if (press.key === 'ArrowUp') return press.alt && !press.mod && !press.shift;
  return press.key === 'Backspace' && !press.alt && !press.mod && !press.shift;
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Control: 'Ctrl',
  Meta: '⌘',
  Escape: 'Esc',
  ContextMenu: '☰',
};

/** The keys of one combination as shown to a person: `Alt+ArrowUp` → ['Alt', '↑']. */
export function keyLabels(combination: string): string[] {
  return combination.split('+').map((key) => KEY_NAMES[key] ?? key);
}
