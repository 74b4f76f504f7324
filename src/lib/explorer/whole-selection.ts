// The whole selection of a paged listing (requirements X6). Ctrl+A, or a Shift range reaching
// pages never scrolled to, selects entries whose page is not loaded; before an action acts on the
// selection their pages are loaded, a few at a time, so it acts on every entry the count names.
import { PAGE_SIZE, type PagedList, type PagedState } from './paging.ts';

/** Pages asked for at once: what a browser sends side by side to one host over HTTP/1.1. */
export const PAGES_AT_ONCE = 6;

/** How loading the pages ended: `changed` where `keepOn` said stop, or the list was disposed. */
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

/** Resolves once each of `pages` has come or failed, or the list is disposed. */
function settled<T>(list: PagedList<T>, pages: readonly number[]): Promise<PagesLoaded> {
  return new Promise((resolve) => {
    const check = (state: PagedState<T>): boolean => {
      if (list.signal.aborted) {
        resolve({ status: 'changed' });
        return true;
      }
      if (!pages.every((page) => state.pages.has(page) || state.failed.has(page))) return false;
      const failed = pages.some((page) => !state.pages.has(page));
      resolve(failed ? { status: 'failed', error: state.error } : { status: 'loaded' });
      return true;
    };
    if (check(list.$state.get())) return;
    const stop = list.$state.listen((state) => {
      if (check(state)) done();
    });
    const done = (): void => {
      stop();
      list.signal.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      check(list.$state.get());
      done();
    };
    list.signal.addEventListener('abort', onAbort);
  });
}

/**
 * Loads `pages` of the list, `atOnce` at a time; stops at the first group with a failed page, or
 * when `keepOn` (asked before each group) says the result is no longer wanted.
 */
export async function loadPages<T>(
  list: PagedList<T>,
  pages: readonly number[],
  keepOn: () => boolean,
  atOnce = PAGES_AT_ONCE,
): Promise<PagesLoaded> {
  for (let at = 0; at < pages.length; at += atOnce) {
    if (!keepOn() || list.signal.aborted) return { status: 'changed' };
    const group = pages.slice(at, at + atOnce);
    list.fetchPages(group);
    const outcome = await settled(list, group);
    if (outcome.status !== 'loaded') return outcome;
  }
  return keepOn() && !list.signal.aborted ? { status: 'loaded' } : { status: 'changed' };
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
