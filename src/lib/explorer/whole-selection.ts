// The whole selection of a paged listing (requirements X6). Ctrl+A, or a Shift range reaching
// pages never scrolled to, selects entries whose page is not loaded; before an action acts on the
// selection their pages are loaded, a few at a time, so it acts on every entry the count names.
import { atom, type ReadableAtom } from 'nanostores';
import type { ExplorerItem } from './items.ts';
import { PAGE_SIZE, type PagedList, type PagedState } from './paging.ts';
import { selectedItems, sortedIndices } from './selected.ts';
import type { Selection } from './selection.ts';

/** Pages asked for at once: what a browser sends side by side to one host over HTTP/1.1. */
export const PAGES_AT_ONCE = 6;

/** How loading the pages ended: `changed` where `stop` was aborted, or the list was disposed. */
export type PagesLoaded =
  | { readonly status: 'loaded' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'changed' };

/** The pages holding entries at `indices` that are not loaded, in ascending order. */
export function missingPages(
  state: PagedState<unknown>,
  indices: Iterable<number>,
  pageSize = PAGE_SIZE,
): number[] {
  const pages = new Set<number>();
  for (const index of indices) {
    if (index < 0 || index >= state.total) continue;
    const page = Math.floor(index / pageSize);
    if (!state.pages.has(page)) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/**
 * Resolves once each of `pages` has come or failed, or `stop` is aborted, or the list is disposed.
 * A page neither loaded nor on its way nor failed (a list that could not ask for it: its first
 * page failed) fails at once.
 */
function settled<T>(
  list: PagedList<T>,
  pages: readonly number[],
  stop: AbortSignal,
): Promise<PagesLoaded> {
  return new Promise((resolve) => {
    const check = (state: PagedState<T>): boolean => {
      if (list.signal.aborted || stop.aborted) {
        resolve({ status: 'changed' });
        return true;
      }
      const waiting = pages.filter((page) => !state.pages.has(page) && !state.failed.has(page));
      if (waiting.some((page) => !state.loading.has(page))) {
        resolve({ status: 'failed', error: state.error });
        return true;
      }
      if (waiting.length > 0) return false;
      const failed = pages.some((page) => !state.pages.has(page));
      resolve(failed ? { status: 'failed', error: state.error } : { status: 'loaded' });
      return true;
    };
    if (check(list.$state.get())) return;
    const done = (): void => {
      unlisten();
      list.signal.removeEventListener('abort', onAbort);
      stop.removeEventListener('abort', onAbort);
    };
    const unlisten = list.$state.listen((state) => {
      if (check(state)) done();
    });
    const onAbort = (): void => {
      check(list.$state.get());
      done();
    };
    list.signal.addEventListener('abort', onAbort);
    stop.addEventListener('abort', onAbort);
  });
}

/**
 * Loads `pages` of the list, `atOnce` at a time; stops at the first group with a failed page, or
 * as soon as `stop` is aborted (the result is no longer wanted).
 */
export async function loadPages<T>(
  list: PagedList<T>,
  pages: readonly number[],
  stop: AbortSignal,
  atOnce = PAGES_AT_ONCE,
): Promise<PagesLoaded> {
  for (let at = 0; at < pages.length; at += atOnce) {
    if (stop.aborted || list.signal.aborted) return { status: 'changed' };
    const group = pages.slice(at, at + atOnce);
    list.fetchPages(group);
    const outcome = await settled(list, group, stop);
    if (outcome.status !== 'loaded') return outcome;
  }
  return stop.aborted || list.signal.aborted ? { status: 'changed' } : { status: 'loaded' };
}

/** The entries without repeats (a page loaded later may hold one seen on another), in order. */
export function uniqueByKey<T extends { readonly key: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

/**
 * The selection's entries, all loaded, or why not: `failed` (a page could not be loaded),
 * `changed` (the user changed the selection meanwhile: the action is dropped), `moved` (the folder
 * changed meanwhile: loaded again, or its entries moved between the pages' answers).
 */
export type WholeSelection =
  | { readonly status: 'ready'; readonly items: readonly ExplorerItem[] }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'changed' }
  | { readonly status: 'moved' };

/** Loads the whole selection of the explorer's list; one load at a time. */
export interface SelectionCompleter {
  /** Pages of selected entries are on their way. */
  readonly $completing: ReadableAtom<boolean>;
  /** Every selected entry in list order, their pages loaded first where needed. */
  readonly wholeSelection: () => Promise<WholeSelection>;
}

/** The completer of the selection `$selection` of the list `$list` shows. */
export function createSelectionCompleter(
  $list: ReadableAtom<PagedList<ExplorerItem> | null>,
  $selection: ReadableAtom<Selection>,
): SelectionCompleter {
  const $completing = atom(false);
  let running: {
    readonly list: PagedList<ExplorerItem>;
    readonly selection: Selection;
    readonly answer: Promise<WholeSelection>;
  } | null = null;

  async function load(
    list: PagedList<ExplorerItem>,
    selection: Selection,
    indices: readonly number[],
    pages: readonly number[],
  ): Promise<WholeSelection> {
    const before = list.$state.get().total;
    const stop = new AbortController();
    const unlisten = [$selection, $list].map(($atom) =>
      $atom.listen(() => {
        stop.abort();
      }),
    );
    $completing.set(true);
    try {
      const loaded = await loadPages(list, pages, stop.signal);
      if (loaded.status === 'changed') {
        return { status: $list.get() === list ? 'changed' : 'moved' };
      }
      if (loaded.status === 'failed') return loaded;
      const state = list.$state.get();
      const items = selectedItems(state, indices);
      const whole = uniqueByKey(items);
      // Pages answered before and after a change of the folder: not one listing.
      if (state.total !== before || whole.length !== items.length) return { status: 'moved' };
      return { status: 'ready', items: whole };
    } finally {
      for (const stopListening of unlisten) stopListening();
      // A load for the selection made since (this one stopped for it) is still running.
      if (running?.list === list && running.selection === selection) {
        running = null;
        $completing.set(false);
      }
    }
  }

  return {
    $completing,
    wholeSelection() {
      const list = $list.get();
      const selection = $selection.get();
      if (list === null) return Promise.resolve({ status: 'changed' });
      if (running?.list === list && running.selection === selection) return running.answer;
      const state = list.$state.get();
      const indices = sortedIndices(selection.selected);
      const pages = missingPages(state, indices);
      if (pages.length === 0) {
        return Promise.resolve({
          status: 'ready',
          items: uniqueByKey(selectedItems(state, indices)),
        });
      }
      if (state.status !== 'ready')
        return Promise.resolve({ status: 'failed', error: state.error });
      const answer = load(list, selection, indices, pages);
      running = { list, selection, answer };
      return answer;
    },
  };
}
