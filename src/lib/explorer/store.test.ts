import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json, raw, stall } from '../api/fake-env.ts';
import { DEFAULT_SORT } from './items.ts';
import { wireFile } from './test-items.ts';
import type { ExplorerLocation } from './location.ts';
import { parentOf } from './explorer.ts';
import { FALLBACK_ROOTS, nodeToShow, type RootsState } from './roots.ts';
import { createExplorer } from './store.ts';

const at = (node: string | null): ExplorerLocation => ({
  node,
  dirSeq: null,
  sort: DEFAULT_SORT,
  view: 'list',
});
const LOADING: RootsState = { status: 'loading' };

/** An explorer on a fake server, at the address `search`; `address()` is where it went since. */
function explorerOn(server: ReturnType<typeof fakeEnv>, search: string) {
  let address = search;
  const explorer = createExplorer({
    client: createApiClient(server.env),
    readSearch: () => address,
    writeSearch: (next) => {
      address = next;
    },
    onPopState: () => () => undefined,
    toastError: () => undefined,
  });
  return { explorer, address: () => address };
}
// My Box as a crumb of a path and as the folder a list answer describes.
const MY_BOX = { node: '1', dir_seq: 1, name: 'My Box' };
const MY_BOX_INFO = {
  ...MY_BOX,
  root: 'mybox',
  folder_type: 'mybox',
  access_level: null,
  access_levels: [],
  path: [MY_BOX],
  privall_manages_permissions: false,
  export_allowed: true,
};
const FAILED: RootsState = { status: 'error', error: null };
const ready = (...nodes: string[]): RootsState => ({
  status: 'ready',
  roots: nodes.map((node, i) => ({ kind: 'mybox', node, dir_seq: i + 1, name: node })),
});

/** A folder of `total` entries whose list answers wait for `release()` (or `fail()`), in turn. */
function slowFolder(total: number) {
  const waiting: Array<(reply: Response) => void> = [];
  const server = fakeEnv();
  server.always((request) => {
    if (new URL(request.url).pathname === '/app/explorer/roots') {
      return json({ success: true, roots: [{ kind: 'mybox', ...MY_BOX }] });
    }
    if (request.signal.aborted) return Promise.reject(request.signal.reason as Error);
    return new Promise<Response>((resolve, reject) => {
      waiting.push(resolve);
      request.signal.addEventListener('abort', () => {
        if (waiting.includes(resolve)) waiting.splice(waiting.indexOf(resolve), 1);
        reject(request.signal.reason as Error);
      });
    });
  });
  const page = { success: true, total, page: 1, page_size: 50, items: [], folder: MY_BOX_INFO };
  const answer = (reply: Response) =>
    vi.waitFor(() => {
      const next = waiting.shift();
      expect(next).toBeDefined();
      next?.(reply);
    });
  return {
    server,
    explorer: explorerOn(server, '?node=1').explorer,
    release: () => answer(json(page)),
    fail: () => answer(json({}, { status: 500 })),
  };
}

/** `slowFolder` with its first page answered and shown. */
async function shownSlowFolder(total: number) {
  const folder = slowFolder(total);
  await folder.release();
  await vi.waitFor(() => {
    expect(folder.explorer.$list.get()?.$state.get().status).toBe('ready');
  });
  return folder;
}

/**
 * My box listing the files of `first`, then of each `listing(names)` (file_seq: a 1, b 2, c 3,
 * new 4): what a refresh finds after an upload or an Undo.
 */
function filesFolder(first: string[]) {
  const seqs: Record<string, number> = { 'a.txt': 1, 'b.txt': 2, 'c.txt': 3, 'new.txt': 4 };
  let names = first;
  const server = fakeEnv();
  server.always((request) =>
    new URL(request.url).pathname === '/app/explorer/roots'
      ? json({ success: true, roots: [{ kind: 'mybox', ...MY_BOX }] })
      : json({
          success: true,
          total: names.length,
          page: 1,
          page_size: 50,
          items: names.map((name) => wireFile({ name, file_seq: seqs[name] ?? 0 })),
          folder: MY_BOX_INFO,
        }),
  );
  const { explorer } = explorerOn(server, '?node=1');
  return {
    explorer,
    listing: (next: string[]) => {
      names = next;
    },
  };
}

/** Waits until the explorer's list has its first page. */
const listShown = (explorer: ReturnType<typeof createExplorer>) =>
  vi.waitFor(() => {
    expect(explorer.$list.get()?.$state.get().status).toBe('ready');
  });

/** My Box of `count` files (e1.txt…), served a page at a time; `pages` says which were asked for. */
function pagedFiles(count: number) {
  let seqs = Array.from({ length: count }, (_, i) => i + 1);
  const pages: number[] = [];
  const server = fakeEnv();
  server.always(async (request) => {
    if (new URL(request.url).pathname === '/app/explorer/roots') {
      return json({ success: true, roots: [{ kind: 'mybox', ...MY_BOX }] });
    }
    const page = Number(new URLSearchParams(await request.text()).get('page'));
    pages.push(page);
    const items = seqs
      .slice((page - 1) * 50, page * 50)
      .map((seq) => wireFile({ name: `e${String(seq)}.txt`, file_seq: seq }));
    return json({
      success: true,
      total: seqs.length,
      page,
      page_size: 50,
      items,
      folder: MY_BOX_INFO,
    });
  });
  return {
    explorer: explorerOn(server, '?node=1').explorer,
    pages,
    prepend: (seq: number) => {
      seqs = [seq, ...seqs];
    },
    append: (seq: number) => {
      seqs = [...seqs, seq];
    },
  };
}

describe('the folder the explorer shows', () => {
  it.each([
    ['the address names it', at('1{2001'), LOADING, '1{2001'],
    ['the address names none: the first root area', at(null), ready('1', '1{2'), '1'],
    ['no root area yet', at(null), LOADING, null],
    ['the root areas failed', at(null), FAILED, null],
    ['the user has no root area: my box', at(null), ready(), '1'],
  ])('when %s', (_, location, roots, expected) => {
    expect(nodeToShow(location, roots)).toBe(expected);
  });
});

describe('the parent folder', () => {
  const crumb = (node: string, dirSeq = 0) => ({ node, dir_seq: dirSeq, name: node });
  it.each([
    ['a root area has none', [crumb('1')], null],
    ['a folder in my box', [crumb('1'), crumb('1001')], { node: '1', dirSeq: null }],
    [
      'a connect box folder carries its dir_seq',
      [crumb('1{6', 3), crumb('1{6001', 9), crumb('1{6001002', 12)],
      { node: '1{6001', dirSeq: 9 },
    ],
    ['nothing listed yet', null, null],
  ])('%s', (_, path, expected) => {
    expect(parentOf(path === null ? null : { path })).toEqual(expected);
  });
});

describe('the root areas (requirements C13)', () => {
  function explorerWith(answer: Response) {
    const server = fakeEnv();
    server.reply(answer);
    server.always(json({ success: true, items: [], folder: null }));
    const explorer = createExplorer({
      client: createApiClient(server.env),
      readSearch: () => '',
      writeSearch: () => undefined,
      onPopState: () => () => undefined,
      toastError: () => undefined,
    });
    return { explorer, server };
  }

  it('falls back to My Box and the Shared Box when the back end lacks our roots call', async () => {
    const { explorer } = explorerWith(raw('Not found', 'text/plain', { status: 404 }));
    await vi.waitFor(() => {
      expect(explorer.$roots.get()).toEqual({ status: 'ready', roots: FALLBACK_ROOTS });
    });
    expect(FALLBACK_ROOTS.map((r) => r.node)).toEqual(['1', '1{2']);
    explorer.stop();
  });

  it('shows an error, not the fallback, when the roots call fails otherwise', async () => {
    const { explorer } = explorerWith(json({}, { status: 500 }));
    await vi.waitFor(() => {
      expect(explorer.$roots.get().status).toBe('error');
    });
    explorer.stop();
  });
});

describe('the Favorites view in the explorer', () => {
  function explorerAt(search: string) {
    const server = fakeEnv();
    server.reply(
      json({ success: true, roots: [{ kind: 'mybox', node: '1', dir_seq: 1, name: 'My Box' }] }),
    );
    const { explorer, address } = explorerOn(server, search);
    return { explorer, server, address };
  }

  it('lists no folder while the Favorites view is shown, and leaves it for a folder', async () => {
    const { explorer, server, address } = explorerAt('?favorites=1');
    await vi.waitFor(() => {
      expect(explorer.$roots.get().status).toBe('ready');
    });
    expect(explorer.$list.get()).toBeNull();
    expect(server.requests.map((r) => new URL(r.url).pathname)).toEqual(['/app/explorer/roots']);
    explorer.open('1', null);
    expect(address()).toBe('?node=1');
    expect(explorer.$location.get().favorites).toBeUndefined();
    expect(explorer.$list.get()).not.toBeNull();
    explorer.showFavorites();
    expect(address()).toBe('?favorites=1');
    expect(explorer.$list.get()).toBeNull();
    explorer.stop();
  });

  it('shows a search over the folder, replaces its query, and leaves it', async () => {
    const pushes: string[] = [];
    const { explorer, address } = explorerAt('?node=1');
    await vi.waitFor(() => {
      expect(explorer.$roots.get().status).toBe('ready');
    });
    const list = explorer.$list.get();
    explorer.search('ab', 'folder');
    pushes.push(address());
    explorer.search('abc', 'folder');
    pushes.push(address());
    expect(pushes).toEqual(['?node=1&q=ab&scope=folder', '?node=1&q=abc&scope=folder']);
    // The folder's listing stays under the search.
    expect(explorer.$list.get()).toBe(list);
    explorer.endSearch();
    expect(address()).toBe('?node=1');
    expect(explorer.$location.get().search).toBeUndefined();
    explorer.stop();
  });

  it("filters the folder by a tag, keeps the folder's tags, and drops the filter elsewhere", async () => {
    const crumb = MY_BOX;
    const info = MY_BOX_INFO;
    const page = { success: true, total: 0, page: 1, page_size: 50, items: [] };
    const server = fakeEnv();
    server.always((request) =>
      new URL(request.url).pathname === '/app/explorer/roots'
        ? json({ success: true, roots: [{ kind: 'mybox', ...crumb }] })
        : json({ ...page, folder: info, tags: ['Review', '契約'] }),
    );
    const on = explorerOn(server, '?node=1');
    const explorer = on.explorer;
    await vi.waitFor(() => {
      expect(explorer.$folderTags.get()).toEqual(['Review', '契約']);
    });
    explorer.filterTag('契約');
    expect(on.address()).toBe('?node=1&tag=%E5%A5%91%E7%B4%84');
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().status).toBe('ready');
    });
    const last = server.requests.at(-1);
    expect(new URLSearchParams(await last?.text()).get('tag')).toBe('契約');
    expect(explorer.$folderTags.get()).toEqual(['Review', '契約']);
    explorer.noteTags(['REVIEW', 'Alpha']);
    expect(explorer.$folderTags.get()).toEqual(['Alpha', 'Review', '契約']);
    explorer.filterTag(null);
    expect(on.address()).toBe('?node=1');
    explorer.open('1001', null);
    expect(explorer.$folderTags.get()).toBeNull();
    explorer.stop();
  });
});

describe('a refresh of the folder (requirements X3)', () => {
  const crumb = MY_BOX;
  const folder = MY_BOX_INFO;
  function explorerWith(total: () => number | 'stall') {
    const server = fakeEnv();
    server.always((request) => {
      if (new URL(request.url).pathname === '/app/explorer/roots') {
        return json({ success: true, roots: [{ kind: 'mybox', ...crumb }] });
      }
      const n = total();
      if (n === 'stall') return stall(request);
      return json({ success: true, total: n, page: 1, page_size: 50, items: [], folder });
    });
    return { explorer: explorerOn(server, '?node=1').explorer, server };
  }
  it('keeps the rows shown, and what is selected, until the pages in view come again; then the same listing, its length and the keyboard place', async () => {
    const { explorer, server, release } = await shownSlowFolder(120);
    const listing = explorer.$listing.get();
    const before = explorer.$list.get();
    // The view shows entries 100 to 119 (the third page).
    before?.ensure(100, 119);
    await release();
    await vi.waitFor(() => {
      expect(before?.$state.get().pages.size).toBe(2);
    });
    explorer.select({ type: 'move', to: 110, range: false, keep: false });
    const selected = explorer.$selection.get();
    const folder = explorer.$folder.get();
    expect(folder).toEqual(MY_BOX_INFO);
    const asked = server.requests.length;
    explorer.refresh();
    expect(explorer.$replacing.get()).toBe(true);
    expect(explorer.$list.get()).toBe(before);
    expect(explorer.$selection.get()).toBe(selected);
    await vi.waitFor(() => {
      expect(server.requests.length).toBe(asked + 2);
    });
    const pages = await Promise.all(
      server.requests
        .slice(asked)
        .map(async (r) => new URLSearchParams(await r.text()).get('page')),
    );
    expect(pages.sort()).toEqual(['1', '3']);
    // The first page alone is not enough: the view shows the third.
    await release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(explorer.$list.get()).toBe(before);
    expect(explorer.$replacing.get()).toBe(true);
    await release();
    await vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
    });
    const list = explorer.$list.get();
    expect(list).not.toBe(before);
    expect(explorer.$listing.get()).toEqual(listing);
    // The same folder: its value is kept, and nothing that shows it renders again.
    expect(explorer.$folder.get()).toBe(folder);
    expect(list?.$state.get()).toMatchObject({ status: 'ready', total: 120 });
    expect(explorer.$selection.get()).toEqual({ selected: new Set(), anchor: 110, focus: 110 });
    explorer.stop();
  });

  it('keeps what was selected, found again by its key, where an entry added above moved it', async () => {
    const { explorer, listing } = filesFolder(['a.txt', 'b.txt', 'c.txt']);
    await listShown(explorer);
    explorer.select({ type: 'click', index: 1, toggle: false, range: false });
    listing(['a.txt', 'new.txt', 'b.txt', 'c.txt']);
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().total).toBe(4);
    });
    expect(explorer.$selection.get()).toEqual({ selected: new Set([2]), anchor: 2, focus: 2 });
    explorer.stop();
  });

  it('keeps a selected entry out of view, the page holding it loaded again to find it', async () => {
    // 160 files, served a page at a time; one selected, then the view at the end.
    const folder = pagedFiles(160);
    const { explorer } = folder;
    await listShown(explorer);
    explorer.$list.get()?.ensure(50, 99);
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().pages.size).toBe(2);
    });
    // The second page's e61.txt (the first page is always loaded again).
    explorer.select({ type: 'click', index: 60, toggle: false, range: false });
    explorer.$list.get()?.ensure(130, 159);
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().pages.size).toBe(4);
    });
    // An entry added at the top: the selected one moves down by one.
    folder.prepend(999);
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().total).toBe(161);
    });
    expect(explorer.$selection.get().selected).toEqual(new Set([61]));
    expect(explorer.$list.get()?.lastRange()).toEqual({ from: 130, to: 159 });
    explorer.stop();
  });

  it('settles when the folder grew past a page end under the view (100 entries, then 101)', async () => {
    const folder = pagedFiles(100);
    const { explorer } = folder;
    await listShown(explorer);
    // The view at the end, looking ahead past it.
    explorer.$list.get()?.ensure(50, 149);
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().pages.size).toBe(2);
    });
    folder.append(999);
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
    });
    const state = explorer.$list.get()?.$state.get();
    expect(state?.total).toBe(101);
    expect(state?.pages.get(2)?.map((item) => item.name)).toEqual(['e999.txt']);
    explorer.stop();
  });

  it('keeps a Shift range over pages never loaded whole, its ends found again', async () => {
    const folder = pagedFiles(400);
    const { explorer } = folder;
    await listShown(explorer);
    explorer.select({ type: 'click', index: 1, toggle: false, range: false });
    explorer.$list.get()?.ensure(300, 399);
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().pages.size).toBe(3);
    });
    explorer.select({ type: 'move', to: 399, range: true, keep: false });
    expect(explorer.$selection.get().selected.size).toBe(399);
    // An entry added at the top: the range moves down by one, whole.
    folder.prepend(999);
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().total).toBe(401);
    });
    const { selected } = explorer.$selection.get();
    expect(selected.size).toBe(399);
    expect([Math.min(...selected), Math.max(...selected)]).toEqual([2, 400]);
    explorer.stop();
  });

  it('selects the entries an Undo put back, also when it comes while a refresh is on its way', async () => {
    const { explorer, listing } = filesFolder(['a.txt', 'c.txt']);
    await listShown(explorer);
    explorer.select({ type: 'click', index: 0, toggle: false, range: false });
    // b.txt put back: the delete's own refresh is still on its way when the Undo's is asked for.
    listing(['a.txt', 'b.txt', 'c.txt']);
    explorer.refresh();
    explorer.refresh(['f2', 'f9']);
    await vi.waitFor(() => {
      expect(explorer.$selection.get()).toEqual({ selected: new Set([1]), anchor: 1, focus: 1 });
    });
    expect(explorer.$replacing.get()).toBe(false);
    // None of the keys found: what was selected is kept.
    explorer.refresh(['f9']);
    await vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
    });
    expect(explorer.$selection.get()).toEqual({ selected: new Set([1]), anchor: 1, focus: 1 });
    explorer.stop();
  });

  it('keeps everything selected (Ctrl+A) in a long folder whose entries were not all loaded', async () => {
    let answer: number | 'stall' = 120;
    const { explorer } = explorerWith(() => answer);
    await listShown(explorer);
    explorer.select({ type: 'all', count: 120 });
    answer = 121;
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().total).toBe(121);
    });
    expect(explorer.$selection.get().selected.size).toBe(121);
    explorer.stop();
  });

  it('moves the keyboard place to the last entry when the folder got shorter than it', async () => {
    let answer: number | 'stall' = 120;
    const { explorer } = explorerWith(() => answer);
    await listShown(explorer);
    explorer.select({ type: 'move', to: 119, range: false, keep: false });
    answer = 119;
    explorer.refresh();
    await vi.waitFor(() => {
      expect(explorer.$list.get()?.$state.get().total).toBe(119);
    });
    expect(explorer.$selection.get()).toEqual({ selected: new Set(), anchor: 118, focus: 118 });
    explorer.stop();
  });

  it('starts a new view, with nothing selected, for another folder', async () => {
    const { explorer } = explorerWith(() => 120);
    await listShown(explorer);
    const listing = explorer.$listing.get();
    explorer.select({ type: 'move', to: 30, range: false, keep: false });
    explorer.open('1001', null);
    expect(explorer.$listing.get()).toEqual({
      folder: listing.folder + 1,
      order: listing.order + 1,
    });
    expect(explorer.$selection.get().focus).toBeNull();
    expect(explorer.$list.get()?.$state.get().status).toBe('loading');
    expect(explorer.$replacing.get()).toBe(false);
    explorer.stop();
  });

  it('loads from the start when the list it replaces had not loaded', async () => {
    let answer: number | 'stall' = 'stall';
    const { explorer } = explorerWith(() => answer);
    await vi.waitFor(() => {
      expect(explorer.$list.get()).not.toBeNull();
    });
    const listing = explorer.$listing.get();
    answer = 5;
    explorer.refresh();
    expect(explorer.$list.get()?.$state.get().status).toBe('loading');
    expect(explorer.$listing.get().folder).toBe(listing.folder + 1);
    explorer.stop();
  });
});

describe('the whole selection of a long folder (requirements X6)', () => {
  it('loads the pages of entries selected but never shown before an action takes them', async () => {
    const { explorer, pages } = pagedFiles(420);
    await listShown(explorer);
    explorer.select({ type: 'all', count: 420 });
    const whole = explorer.wholeSelection();
    expect(explorer.$completing.get()).toBe(true);
    const answer = await whole;
    expect(explorer.$completing.get()).toBe(false);
    const items = answer.status === 'ready' ? answer.items : [];
    expect(items.map((item) => item.name)).toEqual(
      Array.from({ length: 420 }, (_, i) => `e${String(i + 1)}.txt`),
    );
    // The first page once, then the other eight once each.
    expect(pages.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // All loaded now: nothing more is asked for.
    await expect(explorer.wholeSelection()).resolves.toMatchObject({ status: 'ready' });
    expect(explorer.$completing.get()).toBe(false);
    expect(pages).toHaveLength(9);
    explorer.stop();
  });

  it('drops the action when the selection changes while its pages are on their way', async () => {
    const { explorer } = pagedFiles(420);
    await listShown(explorer);
    explorer.select({ type: 'click', index: 3, toggle: false, range: false });
    explorer.select({ type: 'click', index: 400, toggle: false, range: true });
    const whole = explorer.wholeSelection();
    explorer.select({ type: 'clear' });
    await expect(whole).resolves.toEqual({ status: 'changed' });
    expect(explorer.$completing.get()).toBe(false);
    explorer.stop();
  });

  it('says the folder moved when its pages answer with another length meanwhile', async () => {
    const folder = pagedFiles(420);
    const { explorer } = folder;
    await listShown(explorer);
    explorer.select({ type: 'all', count: 420 });
    const whole = explorer.wholeSelection();
    // Asked twice while loading: the same load.
    expect(explorer.wholeSelection()).toBe(whole);
    folder.prepend(999);
    await expect(whole).resolves.toEqual({ status: 'moved' });
    expect(explorer.$completing.get()).toBe(false);
    explorer.stop();
  });

  it('keeps loading for a selection made while the load for the one before it stops', async () => {
    const { explorer, release } = await shownSlowFolder(150);
    explorer.select({ type: 'all', count: 150 });
    const first = explorer.wholeSelection();
    explorer.select({ type: 'click', index: 140, toggle: false, range: false });
    const second = explorer.wholeSelection();
    await expect(first).resolves.toEqual({ status: 'changed' });
    expect(explorer.$completing.get()).toBe(true);
    expect(explorer.wholeSelection()).toBe(second);
    // Pages 1 and 2, asked for by the first load; the second waits for page 2.
    await release();
    await release();
    await expect(second).resolves.toMatchObject({ status: 'ready' });
    expect(explorer.$completing.get()).toBe(false);
    explorer.stop();
  });

  it("ends with a failed page's error, and no entries to act on", async () => {
    const { explorer, fail, release } = await shownSlowFolder(150);
    explorer.select({ type: 'all', count: 150 });
    const whole = explorer.wholeSelection();
    await fail();
    await release();
    const answer = await whole;
    expect(answer.status).toBe('failed');
    expect(answer.status === 'failed' && answer.error).toBeInstanceOf(Error);
    expect(explorer.$completing.get()).toBe(false);
    explorer.stop();
  });
});

describe('a sort or a filter of the folder shown (requirements X3)', () => {
  const settled = (explorer: ReturnType<typeof createExplorer>) =>
    vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
    });

  it.each([
    [
      'a sort',
      (e: ReturnType<typeof createExplorer>) => {
        e.sort('size');
      },
    ],
    [
      'a filter',
      (e: ReturnType<typeof createExplorer>) => {
        e.filterTag('Review');
      },
    ],
  ])(
    '%s keeps the list shown and what is selected until its first page comes, then shows it from the top',
    async (_, change) => {
      const { explorer, release } = await shownSlowFolder(120);
      const listing = explorer.$listing.get();
      const shown = explorer.$list.get();
      explorer.select({ type: 'move', to: 30, range: false, keep: false });
      const selection = explorer.$selection.get();
      change(explorer);
      expect(explorer.$replacing.get()).toBe(true);
      expect(explorer.$list.get()).toBe(shown);
      expect(explorer.$selection.get()).toBe(selection);
      expect(explorer.$listing.get()).toEqual(listing);
      await release();
      await settled(explorer);
      expect(explorer.$list.get()).not.toBe(shown);
      expect(explorer.$list.get()?.$state.get()).toMatchObject({ status: 'ready', total: 120 });
      expect(explorer.$listing.get()).toEqual({ folder: listing.folder, order: listing.order + 1 });
      expect(explorer.$selection.get().focus).toBeNull();
      explorer.stop();
    },
  );

  it("shows the new order's failure with its Retry in place of the list", async () => {
    const { explorer, fail } = await shownSlowFolder(120);
    explorer.sort('updated');
    await fail();
    await settled(explorer);
    expect(explorer.$list.get()?.$state.get().status).toBe('error');
    explorer.stop();
  });

  it.each([
    [
      'a second sort',
      (e: ReturnType<typeof createExplorer>) => {
        e.sort('size');
      },
      'order',
    ],
    [
      'another folder',
      (e: ReturnType<typeof createExplorer>) => {
        e.open('1001', null);
      },
      'folder',
    ],
  ])('drops a sort still on its way for %s', async (_, next, kind) => {
    const { explorer, server, release } = await shownSlowFolder(120);
    const listing = explorer.$listing.get();
    explorer.sort('name');
    const first = server.requests.at(-1);
    next(explorer);
    expect(first?.signal.aborted).toBe(true);
    if (kind === 'folder') expect(explorer.$replacing.get()).toBe(false);
    await release();
    await vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
      expect(explorer.$list.get()?.$state.get().pages.size).toBe(1);
    });
    expect(explorer.$listing.get()).toEqual(
      kind === 'folder'
        ? { folder: listing.folder + 1, order: listing.order + 1 }
        : { folder: listing.folder, order: listing.order + 1 },
    );
    explorer.stop();
  });

  it('keeps a sort on its way when a refresh is asked for, and loads the new order again after it', async () => {
    const { explorer, server, release } = await shownSlowFolder(120);
    const listing = explorer.$listing.get();
    explorer.sort('size');
    const sorting = server.requests.at(-1);
    explorer.refresh();
    explorer.refresh();
    expect(sorting?.signal.aborted).toBe(false);
    await release();
    // The sort is shown, and one refresh of it is on its way.
    await vi.waitFor(() => {
      expect(explorer.$listing.get()).toEqual({ ...listing, order: listing.order + 1 });
    });
    const sorted = explorer.$list.get();
    expect(explorer.$replacing.get()).toBe(true);
    await release();
    await vi.waitFor(() => {
      expect(explorer.$replacing.get()).toBe(false);
    });
    expect(explorer.$list.get()).not.toBe(sorted);
    expect(explorer.$listing.get()).toEqual({ ...listing, order: listing.order + 1 });
    const again = server.requests.at(-1);
    expect(new URLSearchParams(await again?.text()).get('sort')).toBe('size');
    expect(server.requests.length).toBe(4);
    explorer.stop();
  });
});
