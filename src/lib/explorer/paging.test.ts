import { describe, expect, it, vi } from 'vitest';
import {
  createPagedList,
  itemAt,
  rangeSettled,
  type PagedState,
  type PageResult,
} from './paging.ts';

/** A loader whose answers the test releases page by page. */
function manualLoader(total: number) {
  const calls: number[] = [];
  const pending = new Map<
    number,
    { resolve: (r: PageResult<number>) => void; reject: (e: unknown) => void }
  >();
  const load = vi.fn((page: number) => {
    calls.push(page);
    return new Promise<PageResult<number>>((resolve, reject) => {
      pending.set(page, { resolve, reject });
    });
  });
  const answer = async (page: number) => {
    const items = Array.from(
      { length: Math.max(0, Math.min(50, total - page * 50)) },
      (_, i) => page * 50 + i,
    );
    pending.get(page)?.resolve({ items, total });
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (page: number) => {
    pending.get(page)?.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, calls, answer, fail };
}

describe('the paged list', () => {
  it('runs what comes with a page in the same task as the page lands, not before, and not once disposed', async () => {
    const seen: string[] = [];
    let resolve: (r: PageResult<number>) => void = () => undefined;
    const list = createPagedList<number>(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    list.$state.listen((state) => seen.push(`state ${state.status}`));
    resolve({
      items: [1],
      total: 1,
      alongside: () => seen.push(`alongside, list ${list.$state.get().status}`),
    });
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual(['alongside, list loading', 'state ready']);

    let late: (r: PageResult<number>) => void = () => undefined;
    const gone = createPagedList<number>(
      () =>
        new Promise((r) => {
          late = r;
        }),
    );
    gone.dispose();
    const alongside = vi.fn();
    late({ items: [1], total: 1, alongside });
    await Promise.resolve();
    expect(alongside).not.toHaveBeenCalled();
  });

  it('loads the first page, then only the pages scrolled into view', async () => {
    const loader = manualLoader(10_000);
    const list = createPagedList(loader.load);
    expect(list.$state.get().status).toBe('loading');
    await loader.answer(0);
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 10_000 });
    list.ensure(40, 70);
    expect(loader.calls).toEqual([0, 1]);
  });

  it('loading a listing again, keeps its length and asks for the pages in view at once', async () => {
    const loader = manualLoader(9_999);
    const list = createPagedList(loader.load, 50, { total: 10_000 });
    // Ready from the start: a view keeps its length and scroll, and its rows wait for their pages.
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 10_000 });
    expect(list.$state.get().pages.size).toBe(0);
    list.ensure(5_000, 5_060);
    expect(loader.calls).toEqual([0, 100, 101]);
    await loader.answer(100);
    expect(itemAt(list.$state.get(), 5_000)).toBe(5_000);
    expect(list.$state.get().status).toBe('ready');
    await loader.answer(0);
    expect(list.$state.get().total).toBe(9_999);
  });

  it('shows the error when the first page of a listing loaded again fails', async () => {
    const loader = manualLoader(100);
    const list = createPagedList(loader.load, 50, { total: 100 });
    await loader.fail(0);
    expect(list.$state.get()).toMatchObject({ status: 'error', total: 100 });
    list.retry();
    expect(loader.calls).toEqual([0, 0]);
    expect(list.$state.get().status).toBe('loading');
    await loader.answer(0);
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 100 });
  });

  it('asks for each page once while the user scrolls fast', async () => {
    const loader = manualLoader(10_000);
    const list = createPagedList(loader.load);
    await loader.answer(0);
    for (let top = 0; top < 400; top += 3) list.ensure(top, top + 20);
    list.ensure(100, 120);
    expect(loader.calls).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await loader.answer(3);
    list.ensure(150, 160);
    expect(loader.calls.filter((page) => page === 3)).toHaveLength(1);
  });

  it('jumps straight to the pages at the end without loading those in between', async () => {
    const loader = manualLoader(10_000);
    const list = createPagedList(loader.load);
    await loader.answer(0);
    list.ensure(9980, 10_020);
    expect(loader.calls).toEqual([0, 199]);
    await loader.answer(199);
    expect(itemAt(list.$state.get(), 9999)).toBe(9999);
    expect(itemAt(list.$state.get(), 5000)).toBeUndefined();
  });

  it('shows an error when the first page fails and loads it again on retry', async () => {
    const loader = manualLoader(120);
    const list = createPagedList(loader.load);
    await loader.fail(0);
    expect(list.$state.get().status).toBe('error');
    list.ensure(0, 20);
    expect(loader.calls).toEqual([0]);
    list.retry();
    expect(list.$state.get().status).toBe('loading');
    await loader.answer(0);
    expect(list.$state.get()).toMatchObject({ status: 'ready', error: null });
  });

  it('keeps what it has when a later page fails, and does not ask again until retry', async () => {
    const loader = manualLoader(200);
    const list = createPagedList(loader.load);
    await loader.answer(0);
    list.ensure(50, 60);
    await loader.fail(1);
    expect(list.$state.get()).toMatchObject({ status: 'ready' });
    expect(list.$state.get().failed.has(1)).toBe(true);
    list.ensure(50, 60);
    expect(loader.calls).toEqual([0, 1]);
    list.retry();
    expect(loader.calls).toEqual([0, 1, 1]);
  });

  it('ignores answers that arrive after it was disposed', async () => {
    const loader = manualLoader(100);
    const list = createPagedList(loader.load);
    list.dispose();
    await loader.answer(0);
    expect(list.$state.get().status).toBe('loading');
  });

  it('replaces a loaded item in its place, and says when none matches', async () => {
    const loader = manualLoader(120);
    const list = createPagedList(loader.load);
    await loader.answer(0);
    list.ensure(60, 60);
    await loader.answer(1);
    expect(list.replace((n) => n === 60, 600)).toBe(true);
    expect(itemAt(list.$state.get(), 60)).toBe(600);
    expect(itemAt(list.$state.get(), 59)).toBe(59);
    expect(list.replace((n) => n === 110, 1100)).toBe(false);
  });

  it("loads pages asked for by number once each, a failed one again, and keeps the view's range", async () => {
    const loader = manualLoader(400);
    const list = createPagedList(loader.load);
    list.fetchPages([3]);
    expect(loader.calls).toEqual([0]);
    await loader.answer(0);
    list.ensure(0, 49);
    list.fetchPages([0, 3, 5]);
    list.fetchPages([3, 5]);
    expect(loader.calls).toEqual([0, 3, 5]);
    await loader.fail(5);
    await loader.answer(3);
    list.fetchPages([3, 5]);
    expect(loader.calls).toEqual([0, 3, 5, 5]);
    expect(list.lastRange()).toEqual({ from: 0, to: 49 });
    expect(list.signal.aborted).toBe(false);
    list.dispose();
    expect(list.signal.aborted).toBe(true);
  });

  it('never asks for pages past the end', async () => {
    const loader = manualLoader(60);
    const list = createPagedList(loader.load);
    await loader.answer(0);
    list.ensure(0, 500);
    expect(loader.calls).toEqual([0, 1]);
  });
});

describe('whether a range of a list can be drawn without placeholder rows', () => {
  const state = (
    status: PagedState<number>['status'],
    total: number,
    pages: number[],
    failed: number[] = [],
  ): PagedState<number> => ({
    status,
    total,
    pages: new Map(pages.map((p) => [p, []])),
    loading: new Set(),
    failed: new Set(failed),
    error: null,
  });
  it.each([
    ['the first page is still to come', state('loading', 0, []), [0, 0], false],
    ['the first page failed: its error is drawn', state('error', 0, [], [0]), [0, 0], true],
    ['the pages of the range came', state('ready', 170, [0, 2, 3]), [100, 169], true],
    ['one page of the range is still to come', state('ready', 170, [0, 2]), [100, 169], false],
    [
      'a page of the range failed: its rows say so',
      state('ready', 170, [0, 2], [3]),
      [100, 169],
      true,
    ],
    ['the range goes past the end of a shorter list', state('ready', 60, [0, 1]), [40, 189], true],
    ['a list continued, no page yet', state('ready', 120, []), [0, 30], false],
    ['a list continued, became empty', state('ready', 0, [0]), [0, 30], true],
    ['a list continued, nothing yet said about its length', state('ready', 0, []), [0, 30], false],
  ])('%s', (_, s, [from, to], expected) => {
    expect(rangeSettled(s, { from: from ?? 0, to: to ?? 0 })).toBe(expected);
  });

  it('remembers the range the view last asked for', () => {
    const { load } = manualLoader(200);
    const list = createPagedList(load);
    expect(list.lastRange()).toBeNull();
    list.ensure(40, 139);
    list.ensure(90, 189);
    expect(list.lastRange()).toEqual({ from: 90, to: 189 });
    list.dispose();
  });
});
