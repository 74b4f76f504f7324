// The selection model of the file list: click, Ctrl/Cmd-click, Shift-click ranges, keyboard,
// select all. Items are addressed by their index in the current listing; a new listing clears it,
// the same listing loaded again carries it over by entry key.

import { pagesOf, type ItemRange } from './paging.ts';

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
 * The selection of a list that has become `total` entries long (a refresh after a delete): what
 * lay past the end goes, and the keyboard's place moves to the last entry. The same object when
 * nothing lay past the end.
 */
export function withinTotal(state: Selection, total: number): Selection {
  const last = total - 1;
  const past = (index: number | null): boolean => index !== null && index > last;
  if (!past(state.anchor) && !past(state.focus) && ![...state.selected].some((i) => i > last)) {
    return state;
  }
  if (last < 0) return NO_SELECTION;
  const clamp = (index: number | null): number | null =>
    index === null ? null : Math.min(index, last);
  return {
    selected: new Set([...state.selected].filter((i) => i <= last)),
    anchor: clamp(state.anchor),
    focus: clamp(state.focus),
  };
}

/**
 * The same listing before a refresh and after it, as far as each is loaded: an index's key and a
 * key's index, undefined where not loaded (`keyBefore`, `indexBefore`, `keyNow`, `indexNow`).
 */
export interface Listings {
  readonly keyBefore: (index: number) => string | undefined;
  readonly indexBefore: (key: string) => number | undefined;
  readonly totalBefore: number;
  readonly keyNow: (index: number) => string | undefined;
  readonly indexNow: (key: string) => number | undefined;
  readonly total: number;
}

/**
 * The selection carried over to the same listing loaded again (a refresh): the entries selected
 * stay selected where they now are, found by their keys; an entry gone (deleted, moved away) is
 * dropped. A run of neighbours selected (a Shift range) stays whole between its ends found again:
 * places not loaded now keep it, and where it held entries never loaded, so does an entry not
 * loaded before (one never loaded, or added: as with Ctrl+A, an entry added inside is selected
 * with it); an entry loaded before and not selected stays unselected. A run's end not found moves
 * with its neighbour that was. The focus follows its entry, else stays on its place, where the
 * next entry now is; the anchor follows its entry, else goes to the focus. Everything selected
 * (Ctrl+A: all `totalBefore` entries) where some of it was never loaded stays everything.
 */
export function carrySelection(state: Selection, lists: Listings): Selection {
  const { keyBefore, indexBefore, keyNow, indexNow, total, totalBefore } = lists;
  const follow = (index: number | null): number | undefined => {
    if (index === null) return undefined;
    const key = keyBefore(index);
    return key === undefined ? undefined : indexNow(key);
  };
  const everything =
    totalBefore > 0 &&
    state.selected.size === totalBefore &&
    [...state.selected].some((index) => keyBefore(index) === undefined);
  const selected = new Set<number>(everything ? Array.from({ length: total }, (_, i) => i) : []);
  for (const [first, last] of everything ? [] : runsOf(state.selected)) {
    // The first and last entries of the run found again, with their indices before and now.
    let low: { before: number; now: number } | null = null;
    let high: { before: number; now: number } | null = null;
    let neverLoaded = false;
    for (let index = first; index <= last; index++) {
      if (keyBefore(index) === undefined) neverLoaded = true;
      const now = follow(index);
      if (now === undefined) continue;
      selected.add(now);
      if (low === null || now < low.now) low = { before: index, now };
      if (high === null || now > high.now) high = { before: index, now };
    }
    if (low === null || high === null) continue;
    const from = Math.max(0, low.now - (low.before - first));
    const to = Math.min(total - 1, high.now + (last - high.before));
    for (let index = from; index <= to; index++) {
      if (selected.has(index)) continue;
      const key = keyNow(index);
      const inside = index > low.now && index < high.now;
      if (key === undefined || (inside && neverLoaded && indexBefore(key) === undefined)) {
        selected.add(index);
      }
    }
  }
  const focus = follow(state.focus) ?? state.focus;
  const anchor = follow(state.anchor) ?? focus;
  return withinTotal({ selected, anchor, focus }, total);
}

/** The selected indices as runs of neighbours, `[first, last]` each, in order. */
export function runsOf(selected: ReadonlySet<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (const index of [...selected].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run !== undefined && run[1] === index - 1) run[1] = index;
    else runs.push([index, index]);
  }
  return runs;
}

/** How far a selected entry may have moved (entries added or removed before it) and be found. */
const FOLLOW_SLACK = 10;

/**
 * The pages a refresh loads besides the view's (`view`) so that selected entries out of view can
 * be found again by key (`carrySelection` finds only loaded entries): each one's page, and the next
 * or previous page when it sits within `FOLLOW_SLACK` entries of that page's edge. Where that is
 * more than `maxPages` pages, only the first and last entries of each run of neighbours are
 * followed (`carrySelection` keeps a run's places between them); none when that is still more (a
 * selection spread over the folder) or when everything is selected (Ctrl+A, which
 * `carrySelection` keeps whole). One range per page, in order.
 */
export function pagesToFollow(
  selected: ReadonlySet<number>,
  view: ItemRange,
  total: number,
  pageSize: number,
  maxPages: number,
): ItemRange[] {
  if (total <= 0 || selected.size >= total) return [];
  const last = total - 1;
  const viewPages = new Set(pagesOf(view, total, pageSize));
  const pagesFor = (indices: Iterable<number>): Set<number> | null => {
    const pages = new Set<number>();
    for (const index of indices) {
      if (index >= view.from && index <= view.to) continue;
      for (const near of [index - FOLLOW_SLACK, index, index + FOLLOW_SLACK]) {
        const page = Math.floor(Math.min(Math.max(near, 0), last) / pageSize);
        if (!viewPages.has(page)) pages.add(page);
      }
      if (pages.size > maxPages) return null;
    }
    return pages;
  };
  const pages = pagesFor(selected) ?? pagesFor(runsOf(selected).flat()) ?? new Set<number>();
  return [...pages]
    .sort((a, b) => a - b)
    .map((page) => ({ from: page * pageSize, to: Math.min(page * pageSize + pageSize - 1, last) }));
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
