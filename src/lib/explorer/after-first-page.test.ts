import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPage, afterShownList } from './after-first-page.ts';
import { createPagedList, type PagedList, type PagedState, type PageResult } from './paging.ts';

/** A list whose first page answers when `answer` is called (or fails with `fail`). */
function pendingList() {
  let answer: (result: PageResult<string>) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const list = createPagedList<string>(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    list,
    answer: (r: PageResult<string>) => {
      answer(r);
    },
    fail: (e: unknown) => {
      fail(e);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstPage', () => {
  it.each([
    [
      'loaded',
      (p: ReturnType<typeof pendingList>) => {
        p.answer({ items: ['a'], total: 1 });
      },
    ],
    [
      'failed',
      (p: ReturnType<typeof pendingList>) => {
        p.fail(new Error('offline'));
      },
    ],
  ])('schedules the work once the first page has %s, not before', async (_, settle) => {
    const pending = pendingList();
    const $list = atom<PagedList<string> | null>(pending.list);
    const schedule = vi.fn();
    const work = vi.fn();
    afterFirstPage($list, work, schedule);
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    settle(pending);
    await flush();
    expect(schedule).toHaveBeenCalledOnce();
    expect(schedule).toHaveBeenCalledWith(work);
    expect(work).not.toHaveBeenCalled();
  });

  it('waits for the first page of a list that loads a listing again (ready from the start)', async () => {
    let answer: (result: PageResult<string>) => void = () => undefined;
    const again = createPagedList<string>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      50,
      { total: 120 },
    );
    expect(again.$state.get().status).toBe('ready');
    const schedule = vi.fn();
    afterFirstPage(atom<PagedList<string> | null>(again), () => undefined, schedule);
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    answer({ items: ['a'], total: 120 });
    await flush();
    expect(schedule).toHaveBeenCalledOnce();
  });

  it('waits while there is no list, follows the list that replaces it, and schedules once', async () => {
    const $list = atom<PagedList<string> | null>(null);
    const schedule = vi.fn();
    afterFirstPage($list, () => undefined, schedule);
    const first = pendingList();
    $list.set(first.list);
    const second = pendingList();
    $list.set(second.list);
    first.answer({ items: ['stale'], total: 1 });
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    second.answer({ items: ['a'], total: 1 });
    await flush();
    const third = pendingList();
    $list.set(third.list);
    third.answer({ items: ['b'], total: 1 });
    await flush();
    expect(schedule).toHaveBeenCalledOnce();
  });

  it('schedules at once when the first page is already in', async () => {
    const pending = pendingList();
    pending.answer({ items: [], total: 0 });
    await flush();
    const schedule = vi.fn();
    afterFirstPage(atom<PagedList<string> | null>(pending.list), () => undefined, schedule);
    expect(schedule).toHaveBeenCalledOnce();
  });

  it('schedules nothing once stopped', async () => {
    const pending = pendingList();
    const schedule = vi.fn();
    const stop = afterFirstPage(atom<PagedList<string> | null>(pending.list), () => 0, schedule);
    stop();
    pending.answer({ items: ['a'], total: 1 });
    await flush();
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe('afterShownList (a file opened from the Favorites view or the search results)', () => {
  const state = (status: PagedState<unknown>['status']): PagedState<unknown> => ({
    status,
    total: 0,
    pages: new Map(),
    loading: new Set(),
    failed: new Set(),
    error: null,
  });
  const listIn = (status: PagedState<unknown>['status']) => {
    const $state = atom(state(status));
    const list: PagedList<unknown> = {
      $state,
      ensure: () => undefined,
      lastRange: () => null,
      fetchPages: () => undefined,
      signal: new AbortController().signal,
      retry: () => undefined,
      dispose: () => undefined,
      replace: () => false,
    };
    return { $list: atom<PagedList<unknown> | null>(list), $state };
  };

  it.each([
    ['its folder is still loading', 'loading', 0],
    ['its folder is listed', 'ready', 1],
    ['its folder failed to load', 'error', 1],
  ] as const)('previews at once only when %s', (_, status, calls) => {
    const { $list } = listIn(status);
    let runs = 0;
    afterShownList($list, () => (runs += 1));
    expect(runs).toBe(calls);
  });

  it('previews once, when the first page comes', async () => {
    const { $list, $state } = listIn('loading');
    let runs = 0;
    afterShownList($list, () => (runs += 1));
    $state.set(state('ready'));
    await Promise.resolve();
    $state.set(state('ready'));
    expect(runs).toBe(1);
  });
});

describe('afterShownList with no list shown', () => {
  it('runs at once', () => {
    let runs = 0;
    afterShownList(atom<PagedList<unknown> | null>(null), () => (runs += 1));
    expect(runs).toBe(1);
  });
});
