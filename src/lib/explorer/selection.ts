// The selection model of the file list: click, Ctrl/Cmd-click, Shift-click ranges, keyboard,
// select all. Items are addressed by their index in the current listing; a new listing clears it,
// the same listing loaded again carries it over by entry key (carry-selection.ts).

/** Which rows are selected, where a Shift range starts, and which row has the keyboard focus. */
export interface Selection {
  readonly selected: ReadonlySet<number>;
  readonly anchor: number | null;
  readonly focus: number | null;
}

/** What the user did to the selection. */
export type SelectionEvent =
  | {
      readonly type: 'click';
      readonly index: number;
      readonly toggle: boolean;
      readonly range: boolean;
    }
  /** The keyboard moved the focus; `range` extends from the anchor, `keep` moves focus only. */
  | { readonly type: 'move'; readonly to: number; readonly range: boolean; readonly keep: boolean }
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'all'; readonly count: number }
  | { readonly type: 'clear' }
  /** A context menu on a row: a row outside the selection becomes the selection. */
  | { readonly type: 'context'; readonly index: number };

/** Nothing selected. */
export const NO_SELECTION: Selection = { selected: new Set(), anchor: null, focus: null };

function range(from: number, to: number): number[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

function only(index: number): Selection {
  return { selected: new Set([index]), anchor: index, focus: index };
}

/** The selection after an event. */
export function nextSelection(state: Selection, event: SelectionEvent): Selection {
  switch (event.type) {
    case 'click': {
      if (event.range) {
        const anchor = state.anchor ?? 0;
        const base = event.toggle ? [...state.selected] : [];
        const selected = new Set([...base, ...range(anchor, event.index)]);
        return { selected, anchor, focus: event.index };
      }
      if (event.toggle) return toggled(state, event.index);
      return only(event.index);
    }
    case 'move': {
      if (event.keep) return { ...state, focus: event.to };
      if (event.range) {
        const anchor = state.anchor ?? state.focus ?? event.to;
        return { selected: new Set(range(anchor, event.to)), anchor, focus: event.to };
      }
      return only(event.to);
    }
    case 'toggle':
      return toggled(state, event.index);
    case 'all':
      return {
        selected: new Set(Array.from({ length: Math.max(0, event.count) }, (_, i) => i)),
        anchor: state.anchor,
        focus: state.focus,
      };
    case 'clear':
      return { selected: new Set(), anchor: null, focus: state.focus };
    case 'context':
      return state.selected.has(event.index) ? { ...state, focus: event.index } : only(event.index);
  }
}

function toggled(state: Selection, index: number): Selection {
  const selected = new Set(state.selected);
  if (selected.has(index)) selected.delete(index);
  else selected.add(index);
  return { selected, anchor: index, focus: index };
}

/**
 * What a tap does on a touch screen (a coarse pointer, no modifier keys): with something selected,
 * or on a list row's icon, it adds the entry to the selection or takes it out; otherwise it opens
 * the entry without selecting it. A long press (the row's menu) selects the entry too.
 */
export function touchTap(selectedCount: number, onIcon: boolean): 'toggle' | 'open' {
  return selectedCount > 0 || onIcon ? 'toggle' : 'open';
}

/** The modifier keys of a key or pointer event; `mod` is Ctrl, or Cmd on a Mac. */
export interface Modifiers {
  readonly shift: boolean;
  readonly mod: boolean;
}

/** The layout the arrows move through: list rows (1 column) or a grid, and a page's rows. */
export interface Layout {
  readonly count: number;
  readonly columns: number;
  readonly pageRows: number;
}

function clamp(value: number, count: number): number {
  return Math.max(0, Math.min(count - 1, value));
}

/** The selection event of a key press in the list, or null when the key is not ours. */
export function keyEvent(
  key: string,
  mods: Modifiers,
  focus: number | null,
  layout: Layout,
): SelectionEvent | null {
  const { count, columns, pageRows } = layout;
  if (count === 0) return null;
  if (mods.mod && (key === 'a' || key === 'A')) return { type: 'all', count };
  if (key === 'Escape') return { type: 'clear' };
  const at = focus ?? -1;
  if (key === ' ') return focus === null ? null : { type: 'toggle', index: focus };
  const steps: Readonly<Record<string, number>> = {
    ArrowDown: columns,
    ArrowUp: -columns,
    ArrowRight: columns > 1 ? 1 : 0,
    ArrowLeft: columns > 1 ? -1 : 0,
    PageDown: pageRows * columns,
    PageUp: -pageRows * columns,
  };
  let to: number;
  if (key === 'Home') to = 0;
  else if (key === 'End') to = count - 1;
  else if (key in steps) {
    const step = steps[key] ?? 0;
    if (step === 0) return null;
    to = focus === null ? (step > 0 ? 0 : count - 1) : clamp(at + step, count);
  } else return null;
  return { type: 'move', to, range: mods.shift, keep: mods.mod && !mods.shift };
}

/** Whether two selections select the same rows, with the same anchor and focus. */
export function sameSelection(a: Selection, b: Selection): boolean {
  if (a === b) return true;
  if (a.anchor !== b.anchor || a.focus !== b.focus || a.selected.size !== b.selected.size) {
    return false;
  }
  for (const index of a.selected) if (!b.selected.has(index)) return false;
  return true;
}

/**
 * The selection of the entries with these keys (what an Undo put back), found where they now are
 * (`indexNow`, undefined where not loaded): the keyboard on the first of them in the list's
 * order, the anchor with it. Null when none of them is found, so the caller keeps what it had.
 */
export function selectionOfKeys(
  keys: readonly string[],
  indexNow: (key: string) => number | undefined,
): Selection | null {
  const found = keys.flatMap((key) => {
    const index = indexNow(key);
    return index === undefined ? [] : [index];
  });
  if (found.length === 0) return null;
  const first = Math.min(...found);
  return { selected: new Set(found), anchor: first, focus: first };
}
