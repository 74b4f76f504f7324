// The selection through a refresh (requirements X3): the same listing loaded again keeps what was
// selected, found again by entry key, where its pages are loaded again; a Shift range stays whole
// between its ends; a list grown shorter drops what lay past its end.
import { itemAt, PAGE_SIZE, pagesOf, type ItemRange, type PagedState } from './paging.ts';
import { NO_SELECTION, type Selection } from './selection.ts';

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

/** An entry of a listing, as far as following it goes: its key. */
interface Keyed {
  readonly key: string;
}

/** Where each loaded entry of a list is, by key. */
export function indexOfKeys(state: PagedState<Keyed>): Map<string, number> {
  const at = new Map<string, number>();
  for (const [page, items] of state.pages) {
    items.forEach((item, i) => at.set(item.key, page * PAGE_SIZE + i));
  }
  return at;
}

/**
 * The `Listings` of a list shown before a refresh (`before`, `totalBefore` entries long; undefined
 * where none was shown) and of its new list, `now`, as far as each is loaded.
 */
export function listingsOf(
  before: PagedState<Keyed> | undefined,
  totalBefore: number,
  now: PagedState<Keyed>,
): Listings {
  // The old list's index is made on first use: a refresh that selects given keys found in the
  // new list never asks it.
  let at: Map<string, number> | null = null;
  const atNow = indexOfKeys(now);
  return {
    keyBefore: (index) => (before === undefined ? undefined : itemAt(before, index)?.key),
    indexBefore: (key) => {
      if (before === undefined) return undefined;
      at ??= indexOfKeys(before);
      return at.get(key);
    },
    totalBefore,
    keyNow: (index) => itemAt(now, index)?.key,
    indexNow: (key) => atNow.get(key),
    total: now.total,
  };
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
  // How far an entry may have moved and still mark where its run is: one moved further (renamed,
  // or re-sorted by a change) is kept selected on its own.
  const plausible = Math.abs(total - totalBefore) + FOLLOW_SLACK;
  // An entry not loaded before (never loaded, or added), at a place loaded now.
  const unknownBefore = (index: number): boolean => {
    const key = keyNow(index);
    return key !== undefined && indexBefore(key) === undefined;
  };
  for (const [first, last] of everything ? [] : runsOf(state.selected)) {
    // The run's first and last entries found again near their places, before and now.
    let low: { before: number; now: number } | null = null;
    let high: { before: number; now: number } | null = null;
    let neverLoaded = false;
    for (let index = first; index <= last; index++) {
      if (keyBefore(index) === undefined) neverLoaded = true;
      const now = follow(index);
      if (now === undefined) continue;
      selected.add(now);
      if (Math.abs(now - index) > plausible) continue;
      low ??= { before: index, now };
      high = { before: index, now };
    }
    if (low === null || high === null || low.now > high.now) continue;
    // Places not loaded now between the ends (and past an end not found, by its neighbour's
    // shift) hold the run's entries.
    const from = Math.max(0, low.now - (low.before - first));
    const to = Math.min(total - 1, high.now + (last - high.before));
    for (let index = from; index <= to; index++) {
      if (keyNow(index) === undefined) selected.add(index);
    }
    // Where it held entries never loaded, those loaded now sit next to such a place: a block of
    // entries not loaded before that touches one is the run's; one added among loaded entries is
    // not.
    for (let index = low.now + 1; neverLoaded && index < high.now; index++) {
      if (!unknownBefore(index)) continue;
      let end = index;
      while (end + 1 < high.now && unknownBefore(end + 1)) end++;
      if (keyNow(index - 1) === undefined || keyNow(end + 1) === undefined) {
        for (let block = index; block <= end; block++) selected.add(block);
      }
      index = end;
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
