import { describe, expect, it } from 'vitest';
import { createPagedList, type PagedState, type PageResult } from './paging.ts';
import { loadPages, missingPages, uniqueByKey } from './whole-selection.ts';

const state = (total: number, pages: number[]): PagedState<number> => ({
  status: 'ready',
  total,
  pages: new Map(pages.map((p) => [p, []])),
  loading: new Set(),
  failed: new Set(),
  error: null,
});

describe('the pages a selection still needs', () => {
  it.each([
    ['everything loaded', state(120, [0, 1, 2]), [0, 60, 119], []],
    ['Ctrl+A over a folder of which the first page is loaded', state(160, [0]), [0, 159], [3]],
    ['a range over pages never shown', state(400, [0, 7]), [40, 41, 120, 390], [2]],
    ['indices past the end are not asked for', state(60, [0]), [10, 75, 120], []],
    ['one page asked for once, pages in order', state(300, [0]), [260, 110, 111, 255], [2, 5]],
  ])('%s', (_, s, indices, expected) => {
    expect(missingPages(s, indices)).toEqual(expected);
  });
});

/** A list of `total` numbers whose pages the test answers or fails by hand. */
function manualList(total: number) {
  const asked: number[] = [];
  const waiting = new Map<number, { ok: () => void; fail: () => void }>();
  const list = createPagedList<number>(
    (page) =>
      new Promise<PageResult<number>>((resolve, reject) => {
        asked.push(page);
        const items = Array.from(
          { length: Math.max(0, Math.min(50, total - page * 50)) },
          (_, i) => page * 50 + i,
        );
        waiting.set(page, {
          ok: () => {
            resolve({ items, total });
          },
          fail: () => {
            reject(new Error(`page ${String(page)} refused`));
          },
        });
      }),
  );
  const flush = async (): Promise<void> => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const answer = async (...pages: number[]): Promise<void> => {
    for (const page of pages) waiting.get(page)?.ok();
    await flush();
  };
  const fail = async (page: number): Promise<void> => {
    waiting.get(page)?.fail();
    await flush();
  };
  return { list, asked, answer, fail };
}

/** A signal never aborted: the pages are wanted to the end. */
const KEEP_ON = new AbortController().signal;

describe('loading the pages of a selection', () => {
  it('asks for the pages a few at a time and says when every one has come', async () => {
    const { list, asked, answer } = manualList(500);
    await answer(0);
    const done = loadPages(list, [1, 2, 3, 4, 5], KEEP_ON, 2);
    expect(asked).toEqual([0, 1, 2]);
    await answer(1);
    expect(asked).toEqual([0, 1, 2]);
    await answer(2);
    expect(asked).toEqual([0, 1, 2, 3, 4]);
    await answer(3, 4);
    expect(asked).toEqual([0, 1, 2, 3, 4, 5]);
    await answer(5);
    await expect(done).resolves.toEqual({ status: 'loaded' });
    expect([...list.$state.get().pages.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('waits for a page the view already asked for instead of asking again', async () => {
    const { list, asked, answer } = manualList(200);
    await answer(0);
    list.ensure(50, 99);
    const done = loadPages(list, [1, 2], KEEP_ON);
    expect(asked).toEqual([0, 1, 2]);
    await answer(2);
    await answer(1);
    await expect(done).resolves.toEqual({ status: 'loaded' });
  });

  it('stops at a failed page with its error, and asks for no group after it', async () => {
    const { list, asked, answer, fail } = manualList(500);
    await answer(0);
    const done = loadPages(list, [1, 2, 3], KEEP_ON, 2);
    await answer(1);
    await fail(2);
    const outcome = await done;
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && String(outcome.error)).toBe('Error: page 2 refused');
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops at once when no longer wanted (the selection changed), its pages still on their way', async () => {
    const { list, asked, answer } = manualList(500);
    await answer(0);
    const stop = new AbortController();
    const done = loadPages(list, [1, 2, 3], stop.signal, 1);
    await answer(1);
    stop.abort();
    await expect(done).resolves.toEqual({ status: 'changed' });
    expect(asked).toEqual([0, 1, 2]);
  });

  it('fails at once on a list that cannot ask for pages (its first page failed)', async () => {
    const { list, asked, fail } = manualList(500);
    await fail(0);
    expect(list.$state.get().status).toBe('error');
    await expect(loadPages(list, [1, 2], KEEP_ON)).resolves.toMatchObject({ status: 'failed' });
    expect(asked).toEqual([0]);
  });

  it('stops when the list is disposed (another folder, or the listing loaded again)', async () => {
    const { list, answer } = manualList(500);
    await answer(0);
    const done = loadPages(list, [1, 2], KEEP_ON);
    list.dispose();
    await expect(done).resolves.toEqual({ status: 'changed' });
  });

  it('has nothing to do for no pages', async () => {
    const { list, asked, answer } = manualList(50);
    await answer(0);
    await expect(loadPages(list, [], KEEP_ON)).resolves.toEqual({ status: 'loaded' });
    expect(asked).toEqual([0]);
  });
});

describe('the entries of pages loaded at different times', () => {
  it('keeps each entry once, where it came first', () => {
    const a = { key: 'a' };
    const b = { key: 'b' };
    expect(uniqueByKey([a, b, { key: 'a' }, { key: 'c' }])).toEqual([a, b, { key: 'c' }]);
  });
});
