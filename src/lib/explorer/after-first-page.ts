// Work that waits for a folder's first page: code fetched ahead of need, which must not compete
// with the first folder page (scheduled once that page has loaded, then run when the browser is
// idle: the app passes `whenIdle` of lib/ui/idle.ts); and a file opened from the Favorites view
// or the search results, previewed or selected from its folder's list once it is listed.
import type { ReadableAtom } from 'nanostores';
import type { PagedList } from './paging.ts';

/**
 * Hands `work` to `schedule` once, as soon as a list of `$list` has its first page (loaded or
 * failed: either way the page is drawn); returns a function that stops waiting.
 */
export function afterFirstPage<T>(
  $list: ReadableAtom<PagedList<T> | null>,
  work: () => void,
  schedule: (run: () => void) => void,
): () => void {
  let done = false;
  let stopped = false;
  let offState: (() => void) | null = null;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    done = true;
    offState?.();
    offState = null;
    offList();
  };
  const offList = $list.subscribe((list) => {
    offState?.();
    offState = null;
    if (list === null || done) return;
    offState = list.$state.subscribe((state) => {
      // A list loading a listing again is ready from the start: its first page is still to come.
      if (done || state.status === 'loading' || (state.pages.size === 0 && state.loading.has(0)))
        return;
      done = true;
      // Not from inside the stores' own notification: unsubscribe once it has returned.
      queueMicrotask(stop);
      schedule(work);
    });
  });
  return stop;
}

/**
 * Runs `then` once the list shown now has its first page (loaded or failed), so a file opened
 * from the Favorites view or the search results is previewed or selected from its folder's list,
 * as a double click there would; at once when no list is shown.
 */
export function afterShownList<T>(
  $list: ReadableAtom<PagedList<T> | null>,
  then: () => void,
): void {
  if ($list.get() === null) {
    then();
    return;
  }
  afterFirstPage($list, then, (run) => {
    run();
  });
}
