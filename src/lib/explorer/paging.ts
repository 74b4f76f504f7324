// A list loaded in pages of 50 as the user scrolls (requirements X3): each page is asked for once,
// a failed page waits for Retry, and a disposed list drops late answers.
import { atom, type ReadableAtom } from 'nanostores';

/** The spec's page size. */
export const PAGE_SIZE = 50;

/** One page of a listing and the listing's total length. */
export interface PageResult<T> {
  readonly items: readonly T[];
  readonly total: number;
  /**
   * Runs just before the page lands in the list's state, in the same task (not for a disposed
   * list): what else the answer carries (the folder shown) reaches the screen in the same render.
   */
  readonly alongside?: () => void;
}

/** What the list knows: `status` is about the first page (before it, nothing can be shown). */
export interface PagedState<T> {
  readonly status: 'loading' | 'ready' | 'error';
  readonly total: number;
  readonly pages: ReadonlyMap<number, readonly T[]>;
  readonly loading: ReadonlySet<number>;
  readonly failed: ReadonlySet<number>;
  /** The last failure, for the message next to the Retry button. */
  readonly error: unknown;
}

/** A paged list over a loader. */
export interface PagedList<T> {
  readonly $state: ReadableAtom<PagedState<T>>;
  /** Makes sure the pages holding items `from`…`to` (inclusive) are loaded or on their way. */
  ensure(from: number, to: number): void;
  /** The items last asked for with `ensure` (what the view shows and looks ahead to), or null. */
  lastRange(): ItemRange | null;
  /**
   * Loads these pages (those neither loaded nor on their way; failed ones again) without changing
   * what the view asked for (`lastRange`).
   */
  fetchPages(pages: readonly number[]): void;
  /** Aborted when the list is disposed. */
  readonly signal: AbortSignal;
  /** Loads the failed pages again (the first page when nothing loaded). */
  retry(): void;
  /** Stops every request; later answers are ignored. */
  dispose(): void;
  /**
   * Puts `next` in the place of the loaded item `match` finds (a rename: the row keeps its place,
   * its selection and focus until the list is loaded again); false when no loaded item matches.
   */
  replace(match: (item: T) => boolean, next: T): boolean;
}

/** The item at an index, or undefined while its page is not loaded. */
export function itemAt<T>(
  state: PagedState<T>,
  index: number,
  pageSize = PAGE_SIZE,
): T | undefined {
  return state.pages.get(Math.floor(index / pageSize))?.[index % pageSize];
}

/** Items `from`…`to`, inclusive. */
export interface ItemRange {
  readonly from: number;
  readonly to: number;
}

/** The pages holding the items of `range` that a list of `total` entries has. */
export function pagesOf(range: ItemRange, total: number, pageSize: number): number[] {
  const pages: number[] = [];
  const last = Math.min(range.to, total - 1);
  for (let page = Math.floor(Math.max(0, range.from) / pageSize); page * pageSize <= last; page++) {
    pages.push(page);
  }
  return pages;
}

/**
 * Whether every page holding items of `range` (within the list's length) has come or failed:
 * a view of that range can be drawn without a placeholder row. A list whose first page failed
 * has settled too (it shows its error).
 */
export function rangeSettled<T>(
  state: PagedState<T>,
  range: ItemRange,
  pageSize = PAGE_SIZE,
): boolean {
  if (state.status === 'loading') return false;
  if (state.status === 'error') return true;
  const pending = pagesOf(range, state.total, pageSize).some(
    (page) => !state.pages.has(page) && !state.failed.has(page),
  );
  if (pending) return false;
  // An empty list (nothing in range) has settled once its first page has said so.
  return state.total > 0 || state.pages.has(0) || state.failed.has(0);
}

/** Loads one page: `page` is 0-based; `signal` aborts it. */
export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<PageResult<T>>;

/** How a new list starts when it loads a listing again (a refresh). */
export interface ListContinues {
  /** The total of the list it replaces: its rows keep their place until the pages come. */
  readonly total: number;
}

/**
 * Creates the list and starts loading its first page. A list that `continues` another is ready
 * from the start with its total, so a view keeps its length, its scroll and its focus while the
 * pages it shows are asked for again.
 */
export function createPagedList<T>(
  load: PageLoader<T>,
  pageSize = PAGE_SIZE,
  continues: ListContinues | null = null,
): PagedList<T> {
  const $state = atom<PagedState<T>>({
    status: continues === null ? 'loading' : 'ready',
    total: continues === null ? 0 : Math.max(0, continues.total),
    pages: new Map(),
    loading: new Set(),
    failed: new Set(),
    error: null,
  });
  const controller = new AbortController();

  const update = (change: (state: PagedState<T>) => Partial<PagedState<T>>): void => {
    if (controller.signal.aborted) return;
    const state = $state.get();
    $state.set({ ...state, ...change(state) });
  };

  function fetchPage(page: number): void {
    update((s) => ({
      loading: new Set([...s.loading, page]),
      failed: without(s.failed, page),
      status: s.pages.size === 0 && s.status !== 'ready' ? 'loading' : s.status,
    }));
    load(page, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) result.alongside?.();
        update((s) => ({
          status: 'ready',
          total: Math.max(0, result.total),
          pages: new Map([...s.pages, [page, result.items.slice(0, pageSize)]]),
          loading: without(s.loading, page),
        }));
      },
      (error: unknown) => {
        update((s) => ({
          status: s.pages.size === 0 ? 'error' : s.status,
          loading: without(s.loading, page),
          failed: new Set([...s.failed, page]),
          error,
        }));
      },
    );
  }

  fetchPage(0);
  let asked: ItemRange | null = null;

  return {
    $state,
    ensure(from, to) {
      asked = { from, to };
      const state = $state.get();
      if (state.status !== 'ready') return;
      for (const page of pagesOf({ from, to }, state.total, pageSize)) {
        const known = state.pages.has(page) || state.loading.has(page) || state.failed.has(page);
        if (!known) fetchPage(page);
      }
    },
    lastRange() {
      return asked;
    },
    fetchPages(pages) {
      const state = $state.get();
      if (state.status !== 'ready') return;
      for (const page of pages) {
        if (!state.pages.has(page) && !state.loading.has(page)) fetchPage(page);
      }
    },
    signal: controller.signal,
    retry() {
      const state = $state.get();
      const pages = state.failed.size > 0 ? [...state.failed] : state.pages.size === 0 ? [0] : [];
      update(() => ({ error: null }));
      for (const page of pages) if (!$state.get().loading.has(page)) fetchPage(page);
    },
    dispose() {
      controller.abort();
    },
    replace(match, next) {
      for (const [page, items] of $state.get().pages) {
        const at = items.findIndex(match);
        if (at < 0) continue;
        const copy = [...items];
        copy[at] = next;
        update((s) => ({ pages: new Map([...s.pages, [page, copy]]) }));
        return true;
      }
      return false;
    },
  };
}

function without(set: ReadonlySet<number>, value: number): ReadonlySet<number> {
  if (!set.has(value)) return set;
  const copy = new Set(set);
  copy.delete(value);
  return copy;
}
