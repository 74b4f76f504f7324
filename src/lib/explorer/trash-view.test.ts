import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { ApiFailure, NetworkError, SessionFailure } from '../api/errors.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import {
  emptyAll,
  failureOutcome,
  addTrashPage,
  loadTrash,
  originText,
  purgeItems,
  restoreTrash,
  selectedItems,
  toTrashItem,
  trashViewSeqs,
  type TrashItem,
} from './trash-view.ts';

const wire = (kind: 'file' | 'folder', seq: number, name: string, originGone = false) => ({
  kind,
  seq,
  name,
  size: 3,
  root: 'shared' as const,
  location: [
    { node: '1{2', dir_seq: 2, name: 'Shared Box' },
    { node: '1{2a', dir_seq: 5, name: 'Plans' },
  ],
  origin_gone: originGone,
  deleted_by: 'Alice',
  deleted_at: 1_700_000_000_000,
});
const a = toTrashItem(wire('file', 11, 'a.txt'));
const b = toTrashItem(wire('folder', 12, 'B'));
const orphan = toTrashItem(wire('file', 13, 'orphan.txt', true));

describe('a trash entry', () => {
  it('keeps its kind, seq, origin, deleter and time under a unique key', () => {
    expect(a).toEqual({
      key: 'file:11',
      kind: 'file',
      seq: 11,
      name: 'a.txt',
      root: 'shared',
      location: ['Shared Box', 'Plans'],
      originGone: false,
      deletedBy: 'Alice',
      deletedAt: 1_700_000_000_000,
    });
    expect(b.key).toBe('folder:12');
  });

  it('shows its origin with the root area’s own name', () => {
    expect(originText(a, (root) => `[${root}]`)).toBe('[shared] / Plans');
  });
});

describe('the seqs and selection of entries', () => {
  it.each<[string, TrashItem[], { file_seqs: number[]; dir_seqs: number[] }]>([
    ['none', [], { file_seqs: [], dir_seqs: [] }],
    ['a file', [a], { file_seqs: [11], dir_seqs: [] }],
    ['a file and a folder', [a, b], { file_seqs: [11], dir_seqs: [12] }],
  ])('of %s', (_, items, seqs) => {
    expect(trashViewSeqs(items)).toEqual(seqs);
  });

  it.each<[number[], string[]]>([
    [[], []],
    [[1], ['B']],
    [
      [2, 0],
      ['a.txt', 'orphan.txt'],
    ],
    [[7], []],
  ])('selects indexes %j', (indexes, names) => {
    expect(selectedItems([a, b, orphan], new Set(indexes)).map((i) => i.name)).toEqual(names);
  });
});

describe('the outcome of a failure', () => {
  const failure = (code: string) => new ApiFailure(code, 'Server text.', {});
  it.each<[string, unknown, object]>([
    ['origin gone', failure('origin_gone'), { ok: false, key: 'files.trash.error.originGone' }],
    ['no authority', failure('no_authority'), { ok: false, key: 'files.trash.error.noAuthority' }],
    ['a name taken', failure('duplicate_name'), { ok: false, key: 'files.trash.error.duplicate' }],
    ['not found', failure('not_found'), { ok: false, key: 'files.trash.error.gone' }],
    [
      'another refusal',
      failure('file_locked'),
      { ok: false, key: 'files.trash.error.generic', message: 'Server text.' },
    ],
    [
      'a network error',
      new NetworkError('failed'),
      { ok: false, key: 'files.trash.error.network' },
    ],
    ['a session end', new SessionFailure('Over'), { ok: false, session: true }],
    ['anything else', new Error('x'), { ok: false, key: 'files.trash.error.generic' }],
  ])('of %s', (_, error, outcome) => {
    expect(failureOutcome(error, 2)).toMatchObject(outcome);
  });
});

describe('the calls', () => {
  it('loads the trash, or says the back end lacks it', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, items: [wire('file', 11, 'a.txt')] }));
    server.reply(new Response('Not found', { status: 404 }));
    const client = createApiClient(server.env);
    const first = await loadTrash(client);
    expect(first !== 'unavailable' && first.items.map((i) => i.name)).toEqual(['a.txt']);
    expect(first !== 'unavailable' && first.total).toBeUndefined();
    expect(await loadTrash(client, 2)).toBe('unavailable');
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/trash/items');
    expect(url.searchParams.get('page')).toBe('1');
    expect(new URL(server.requests[1]?.url ?? '').searchParams.get('page')).toBe('2');
  });

  it('restores through the restore call, and refuses an orphan without calling', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, file_seqs: [11], dir_seqs: [12] }));
    const client = createApiClient(server.env);
    expect(await restoreTrash(client, [a, b])).toEqual({
      ok: true,
      key: 'files.trash.restored',
      count: 2,
    });
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/trash/restore');
    expect(await request?.json()).toEqual({ file_seqs: [11], dir_seqs: [12] });
    expect(await restoreTrash(client, [a, orphan])).toEqual({
      ok: false,
      key: 'files.trash.error.originGone',
      count: 1,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('purges, and shows a refusal by its own text', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, file_seqs: [11], dir_seqs: [] }));
    server.reply(
      json({ success: false, result_code: 'no_authority', all: 'You have no authority.' }),
    );
    const client = createApiClient(server.env);
    expect(await purgeItems(client, [a])).toMatchObject({ ok: true, key: 'files.trash.purged' });
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v2/trash/purge');
    expect(await purgeItems(client, [a])).toMatchObject({
      ok: false,
      key: 'files.trash.error.noAuthority',
    });
  });

  it('empties the trash and reports how many the server purged', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, purged: 4 }));
    server.reply(json({ success: false, result_code: 'x', all: '' }));
    const client = createApiClient(server.env);
    expect(await emptyAll(client)).toEqual({ ok: true, key: 'files.trash.emptied', count: 4 });
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v2/trash/empty');
    expect(await emptyAll(client)).toMatchObject({ ok: false });
  });

  it('does nothing for an empty selection', async () => {
    const server = fakeEnv();
    const client = createApiClient(server.env);
    expect(await restoreTrash(client, [])).toMatchObject({
      ok: false,
      key: 'files.trash.error.none',
    });
    expect(await purgeItems(client, [])).toMatchObject({
      ok: false,
      key: 'files.trash.error.none',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('the trash in pages (requirements X35)', () => {
  const item = (seq: number) => toTrashItem(wire('file', seq, `f${String(seq)}.txt`));
  const seqs = (pages: ReturnType<typeof addTrashPage>) => pages.items.map((i) => i.seq);
  const page1 = addTrashPage(null, { page: 1, items: [item(1), item(2)], total: 5 });
  it.each([
    ['the first page asks for the second', page1, [1, 2], 5, 2],
    [
      'a later page adds its entries',
      addTrashPage(page1, { page: 2, items: [item(3), item(4)], total: 5 }),
      [1, 2, 3, 4],
      5,
      3,
    ],
    [
      'the last page ends the paging',
      addTrashPage(addTrashPage(page1, { page: 2, items: [item(3), item(4)], total: 5 }), {
        page: 3,
        items: [item(5)],
        total: 5,
      }),
      [1, 2, 3, 4, 5],
      5,
      null,
    ],
    [
      'an entry moved down by a newer deletion is listed once',
      addTrashPage(page1, { page: 2, items: [item(2), item(3)], total: 6 }),
      [1, 2, 3],
      6,
      3,
    ],
    [
      'an empty page ends the paging even below the total',
      addTrashPage(page1, { page: 2, items: [], total: 5 }),
      [1, 2],
      5,
      null,
    ],
    [
      'page 1 again starts over (after a restore)',
      addTrashPage(page1, { page: 1, items: [item(2)], total: 1 }),
      [2],
      1,
      null,
    ],
    [
      'a back end without paging sends all at once',
      addTrashPage(null, { page: 1, items: [item(1), item(2), item(3)] }),
      [1, 2, 3],
      3,
      null,
    ],
  ] as const)('%s', (_, pages, items, total, next) => {
    expect(seqs(pages)).toEqual(items);
    expect(pages.total).toBe(total);
    expect(pages.nextPage).toBe(next);
  });
});

describe('how long the trash keeps items (security K56)', () => {
  const item = toTrashItem(wire('file', 1, 'f.txt'));
  it.each([
    ['the days the back end gives', null, 30, 30],
    ['none where the back end does not say', null, undefined, null],
    ['the days an earlier page gave', 30, undefined, 30],
  ] as const)('keeps %s', (_, before, days, expected) => {
    const earlier =
      before === null ? null : addTrashPage(null, { page: 1, items: [], retentionDays: before });
    const next = addTrashPage(earlier, {
      page: earlier === null ? 1 : 2,
      items: [item],
      ...(days === undefined ? {} : { retentionDays: days }),
    });
    expect(next.retentionDays).toBe(expected);
  });

  it('reads retention_days from the list call', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, items: [], retention_days: 30 }));
    const page = await loadTrash(createApiClient(server.env));
    expect(page !== 'unavailable' && page.retentionDays).toBe(30);
  });
});
