import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import type { WireItem } from './items.ts';
import {
  createFavorites,
  favoriteTarget,
  isFavoriteKey,
  loadFavorites,
  starOf,
  toFavoriteView,
  toggleLabelKey,
  toggleTarget,
} from './favorites.ts';
import { file, folder, wireFile } from './test-items.ts';

const on = file('on.txt', { fileSeq: 1, favorite: true });
const off = file('off.txt', { fileSeq: 2, favorite: false });
const none = file('none.txt', { fileSeq: 3 });
const dir = { ...folder('Docs'), dirSeq: 9, favorite: false };

describe('the star of an entry', () => {
  it.each([
    ['starred as listed', on, new Map(), true],
    ['not starred as listed', off, new Map(), false],
    ['toggled since', off, new Map([['off.txt', true]]), true],
    ['from a back end without favorites', none, new Map([['none.txt', true]]), null],
  ])('is %s', (_, item, overrides, expected) => {
    expect(starOf(item, overrides)).toBe(expected);
  });
});

describe('what a toggle sets', () => {
  it.each([
    ['stars an unstarred entry', [off], true],
    ['unstars a starred entry', [on], false],
    ['stars all of a mixed selection', [on, off], true],
    ['unstars a selection starred throughout', [on, { ...off, favorite: true }], false],
    ['does nothing without a selection', [], null],
    ['does nothing where the back end has no favorites', [on, none], null],
  ])('%s', (_, items, expected) => {
    expect(toggleTarget(items, new Map())).toBe(expected);
  });

  it.each([
    [true, 'files.favorite.add'],
    [false, 'files.favorite.remove'],
  ])('labels the toggle to %s as %s', (target, key) => {
    expect(toggleLabelKey(target)).toBe(key);
  });

  it.each([
    ['s', {}, true],
    ['S', {}, true],
    ['s', { mod: true }, false],
    ['s', { alt: true }, false],
    ['S', { shift: true }, false],
    ['d', {}, false],
  ])('takes %j with %j as the star key: %s', (key, mods, expected) => {
    expect(isFavoriteKey({ key, mod: false, alt: false, shift: false, ...mods })).toBe(expected);
  });

  it.each([
    [off, { kind: 'file', seq: 2 }],
    [dir, { kind: 'folder', seq: 9 }],
  ])('names %s to the calls', (item, target) => {
    expect(favoriteTarget(item)).toEqual(target);
  });
});

describe('toggling', () => {
  it('stars at once and keeps the star once the server agrees', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, kind: 'file', seq: 2, favorite: true }));
    const stars = createFavorites(createApiClient(server.env), () => {
      throw new Error('no error expected');
    });
    const done = stars.toggle([off]);
    expect(starOf(off, stars.$overrides.get())).toBe(true);
    await done;
    expect(starOf(off, stars.$overrides.get())).toBe(true);
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/favorite/add');
    expect(await request?.json()).toEqual({ kind: 'file', seq: 2 });
  });

  it('rolls back only what the server refused and reports it once', async () => {
    const server = fakeEnv();
    const answer = async (request: Request) =>
      ((await request.json()) as { kind: string }).kind === 'file'
        ? json({ success: true, kind: 'file', seq: 2, favorite: true })
        : json({ success: false, result_code: 'no_folder', all: 'No folder.' });
    server.reply(answer);
    server.reply(answer);
    const errors: unknown[] = [];
    const stars = createFavorites(createApiClient(server.env), (error) => errors.push(error));
    await stars.toggle([off, dir]);
    expect(starOf(off, stars.$overrides.get())).toBe(true);
    expect(starOf(dir, stars.$overrides.get())).toBe(false);
    expect(errors).toHaveLength(1);
    expect(server.toasts).toEqual([]);
  });

  it('unstars with the remove call and leaves entries already off alone', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, kind: 'file', seq: 1, favorite: false }));
    const stars = createFavorites(createApiClient(server.env), () => undefined);
    await stars.toggle([on]);
    expect(server.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v2/favorite/remove']);
    await stars.toggle([on, off]);
    expect(server.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/v2/favorite/remove',
      '/v2/favorite/add',
      '/v2/favorite/add',
    ]);
  });
});

const wire = (extra: Partial<WireItem>): WireItem => wireFile({ favorite: true, ...extra });

describe('the Favorites view', () => {
  it.each([
    [
      'a file opens its folder with its preview',
      wire({}),
      [
        { node: '1{6', dir_seq: 1, name: 'Connect Box' },
        { node: '1{6001', dir_seq: 42, name: 'Acme' },
      ],
      { node: '1{6001', dirSeq: 42, preview: 5 },
    ],
    [
      'a folder opens itself',
      wire({ kind: 'folder', file_seq: 0, dir_seq: 8, node: '1003', name: 'Invoices' }),
      [{ node: '1', dir_seq: 1, name: 'My Box' }],
      { node: '1003', dirSeq: null, preview: null },
    ],
  ])('%s', (_, item, location, open) => {
    const view = toFavoriteView({ item, root: 'connect', location });
    expect(view.open).toEqual(open);
    expect(view.location).toEqual(location.map((c) => c.name));
    expect(view.item.favorite).toBe(true);
  });

  it('loads the list, and says when the back end has no favorites', async () => {
    const server = fakeEnv();
    server.reply(
      json({
        success: true,
        favorites: [{ item: wire({}), root: 'connect', location: [] }],
      }),
    );
    server.reply(new Response('Not found', { status: 404 }));
    const client = createApiClient(server.env);
    const first = await loadFavorites(client);
    expect(first !== 'unavailable' && first.map((v) => v.item.name)).toEqual(['plan.txt']);
    expect(await loadFavorites(client)).toBe('unavailable');
  });
});
