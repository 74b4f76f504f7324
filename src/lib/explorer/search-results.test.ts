import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import type { WireItem } from './items.ts';
import { wireFile } from './test-items.ts';
import { indexOfFile, loadSearch, openSearchResult } from './search-results.ts';
import { atom } from 'nanostores';
import type { FavoriteView } from './favorites.ts';
import type { ExplorerItem } from './items.ts';
import { PAGE_SIZE, type PagedList, type PagedState } from './paging.ts';
import type { SelectionEvent } from './selection.ts';
import { file, folder } from './test-items.ts';

const wire = (extra: Partial<WireItem>): WireItem => wireFile({ favorite: false, ...extra });

describe('loadSearch', () => {
  it('sends the query and scope, and shapes each result to open in place', async () => {
    const server = fakeEnv();
    server.reply(
      json({
        success: true,
        truncated: false,
        results: [
          {
            item: wire({}),
            root: 'mybox',
            location: [
              { node: '1', dir_seq: 1, name: 'My Box' },
              { node: '1{6001', dir_seq: 42, name: 'Plans' },
            ],
          },
        ],
      }),
    );
    const client = createApiClient(server.env);
    const outcome = await loadSearch(client, ' plan ', { node: '1{6001', dirSeq: null });
    expect(outcome !== 'unavailable' && outcome.results.map((r) => r.location)).toEqual([
      ['My Box', 'Plans'],
    ]);
    expect(outcome !== 'unavailable' && outcome.results[0]?.open.preview).toBe(5);
    // The folder that holds it: where a move's Undo puts it back.
    expect(outcome !== 'unavailable' && outcome.results[0]?.holder).toEqual({
      node: '1{6001',
      dirSeq: 42,
      name: 'Plans',
    });
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname.endsWith('/v2/search')).toBe(true);
    expect(url.searchParams.get('q')).toBe('plan');
    expect(url.searchParams.get('node')).toBe('1{6001');
  });

  it('makes no call for an empty query, and says when the back end has no search', async () => {
    const server = fakeEnv();
    server.reply(new Response('Not found', { status: 404 }));
    const client = createApiClient(server.env);
    expect(await loadSearch(client, '  ', null)).toEqual({ results: [], truncated: false });
    expect(server.requests).toHaveLength(0);
    expect(await loadSearch(client, 'x', null)).toBe('unavailable');
  });
});

describe('opening a result in place', () => {
  const ready = (pages: [number, ExplorerItem[]][]): PagedState<ExplorerItem> => ({
    status: 'ready',
    total: 500,
    pages: new Map(pages),
    loading: new Set(),
    failed: new Set(),
    error: null,
  });
  function harness(state: PagedState<ExplorerItem>) {
    const list = { $state: atom(state) } as unknown as PagedList<ExplorerItem>;
    const opened: [string, number | null][] = [];
    const selected: SelectionEvent[] = [];
    const done: string[] = [];
    const explorer = {
      $list: atom<PagedList<ExplorerItem> | null>(list),
      open: (node: string, dirSeq: number | null) => {
        opened.push([node, dirSeq]);
      },
      select: (event: SelectionEvent) => {
        selected.push(event);
      },
    };
    const effects = {
      focus: () => {
        done.push('focus');
      },
      preview: (seq: number) => {
        done.push(`preview ${String(seq)}`);
      },
    };
    return { explorer, opened, selected, done, effects };
  }
  const view = (item: ExplorerItem, node: string): FavoriteView => ({
    item,
    root: 'mybox',
    location: ['My Box'],
    holder: { node: '1', dirSeq: 0, name: 'My Box' },
    open: { node, dirSeq: null, preview: item.kind === 'file' ? item.fileSeq : null },
  });

  it('finds a file among the loaded pages', () => {
    const a = file('a.txt', { fileSeq: 7 });
    const b = file('b.txt', { fileSeq: 8 });
    expect(indexOfFile(ready([[1, [a, b]]]), 8)).toBe(PAGE_SIZE + 1);
    expect(indexOfFile(ready([[0, [a]]]), 9)).toBe(-1);
  });

  it('opens a file in its folder, selected and focused', () => {
    const target = file('plan.txt', { fileSeq: 8 });
    const h = harness(ready([[0, [file('a.txt', { fileSeq: 7 }), target]]]));
    openSearchResult(h.explorer, view(target, '1{2001'), h.effects);
    expect(h.opened).toEqual([['1{2001', null]]);
    expect(h.selected).toEqual([{ type: 'click', index: 1, toggle: false, range: false }]);
    expect(h.done).toEqual(['focus']);
  });

  it('previews a file whose row is not loaded, and opens a folder itself', () => {
    const target = file('late.txt', { fileSeq: 99 });
    const h = harness(ready([[0, []]]));
    openSearchResult(h.explorer, view(target, '1'), h.effects);
    expect(h.done).toEqual(['preview 99']);
    const g = harness(ready([[0, []]]));
    openSearchResult(g.explorer, view(folder('Plans'), '1{2001'), g.effects);
    expect(g.selected).toEqual([]);
    expect(g.done).toEqual(['focus']);
  });
});
