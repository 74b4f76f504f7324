import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_RESULTS } from '../../src/lib/api/contract/files.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, signIn, type FileClient } from './testing.ts';
import { mayManageTrashed } from './trash-view.ts';

let server: TestServer;
let alice: FileClient;
let editor: FileClient;
let downloader: FileClient;
let levelsNode = '';

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  editor = await signIn(server, 'editor');
  downloader = await signIn(server, 'downloader');
  levelsNode = String(itemNamed(await alice.form(listPath('1{2')), 'All Levels Demo')['node']);
});
afterAll(async () => {
  await server.close();
});

type Entry = {
  kind: string;
  seq: number;
  name: string;
  location: { name: string }[];
  origin_gone: boolean;
  deleted_by: string;
  deleted_at: number;
};

async function trash(client: FileClient): Promise<Entry[]> {
  const answer = await client.get('/v2/trash/items');
  expect(answer['success']).toBe(true);
  return answer['items'] as Entry[];
}
const names = async (client: FileClient) => (await trash(client)).map((e) => e.name);

async function upload(client: FileClient, node: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('node', node);
  form.append('file', new File(['x'], name, { type: 'text/plain' }));
  await client.multipart('/v2/files/upload', form);
  const list = await client.form(listPath(node), { page_size: '200' });
  return Number(itemNamed(list, name)['file_seq']);
}
const files = (...seqs: number[]) => ({ file_seqs: seqs, dir_seqs: [] });

describe('who may restore or purge a trashed item', () => {
  it.each([
    { levels: [], by: 7, user: 7, may: false },
    { levels: ['editor'], by: 7, user: 7, may: true },
    { levels: ['editor'], by: 8, user: 7, may: false },
    { levels: ['editor'], by: null, user: 7, may: false },
    { levels: ['master'], by: 8, user: 7, may: true },
    { levels: ['privall'], by: null, user: 7, may: true },
    { levels: ['downloader'], by: 8, user: 7, may: false },
  ] as const)('levels $levels, deleted by $by, user $user: $may', ({ levels, by, user, may }) => {
    expect(mayManageTrashed(levels, by, user)).toBe(may);
  });
});

describe('the trash list', () => {
  it('lists a deleted file with its origin, deleter and time, for the deleter and the Master only', async () => {
    const seq = await upload(editor, levelsNode, 'trash-list.txt');
    await editor.json('/v2/trash', files(seq));
    const [entry] = (await trash(editor)).filter((e) => e.seq === seq);
    expect(entry).toMatchObject({
      kind: 'file',
      name: 'trash-list.txt',
      origin_gone: false,
      location: [{ name: 'Shared Box' }, { name: 'All Levels Demo' }],
    });
    expect(entry?.deleted_by).not.toBe('');
    expect(entry?.deleted_at).toBeGreaterThan(0);
    expect(await names(alice)).toContain('trash-list.txt');
    expect(await names(downloader)).not.toContain('trash-list.txt');
  });

  it('restores only for the deleter or a Master, and says when the origin folder is gone', async () => {
    const seq = await upload(editor, levelsNode, 'trash-restore.txt');
    await editor.json('/v2/trash', files(seq));
    expect(await downloader.json('/v2/trash/restore', files(seq))).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
    expect(await alice.json('/v2/trash/restore', files(seq))).toMatchObject({ success: true });
    expect(await names(alice)).not.toContain('trash-restore.txt');

    const folder = (await alice.form('/folder/add/', { node: '1', name: 'Gone soon' }))[
      'folder'
    ] as { node: string; dir_seq: number };
    const inside = await upload(alice, folder.node, 'orphan.txt');
    await alice.json('/v2/trash', files(inside));
    await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [folder.dir_seq] });
    const orphan = (await trash(alice)).find((e) => e.seq === inside);
    expect(orphan).toMatchObject({ origin_gone: true });
    expect(await alice.json('/v2/trash/restore', files(inside))).toMatchObject({
      success: false,
      result_code: 'origin_gone',
      all: FILE_RESULTS.origin_gone,
    });
  });
});

describe('deleting forever and emptying the trash', () => {
  it('purges for the deleter, refuses others and live files, all or nothing', async () => {
    const mine = await upload(editor, levelsNode, 'purge-me.txt');
    const live = await upload(editor, levelsNode, 'still-live.txt');
    await editor.json('/v2/trash', files(mine));
    expect(await downloader.json('/v2/trash/purge', files(mine))).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
    expect(await editor.json('/v2/trash/purge', files(mine, live))).toMatchObject({
      success: false,
      result_code: 'not_found',
    });
    expect(await names(editor)).toContain('purge-me.txt');
    expect(await editor.json('/v2/trash/purge', files(mine))).toMatchObject({
      success: true,
      file_seqs: [mine],
    });
    expect(await names(editor)).not.toContain('purge-me.txt');
    expect(await editor.json('/v2/trash/restore', files(mine))).toMatchObject({
      result_code: 'not_found',
    });
  });

  it('hides another company’s or user’s item behind not found', async () => {
    expect(await alice.json('/v2/trash/purge', files(999_999))).toMatchObject({
      result_code: 'not_found',
    });
    expect(
      await alice.json('/v2/trash/purge', { file_seqs: [], dir_seqs: [999_999] }),
    ).toMatchObject({ result_code: 'no_folder' });
  });

  it('empties exactly what the list shows and says how many', async () => {
    const a = await upload(editor, levelsNode, 'empty-a.txt');
    const b = await upload(editor, levelsNode, 'empty-b.txt');
    await editor.json('/v2/trash', files(a, b));
    const before = (await trash(editor)).length;
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await editor.json('/v2/trash/empty', {})).toMatchObject({
      success: true,
      purged: before,
    });
    expect(await trash(editor)).toEqual([]);
  });
});

describe('the trash comes in pages (requirements X35)', () => {
  it('answers one page at a time, the latest deleted first, with the total', async () => {
    const seqs: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      seqs.push(await upload(alice, levelsNode, `page-${n}.txt`));
      server.clock.advance(1000);
      await alice.json('/v2/trash', files(seqs[seqs.length - 1] ?? 0));
    }
    const first = await alice.get('/v2/trash/items?page=1&page_size=2');
    const second = await alice.get('/v2/trash/items?page=2&page_size=2');
    const all = await alice.get('/v2/trash/items');
    const total = Number(all['total']);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(first).toMatchObject({ success: true, total, page: 1, page_size: 2 });
    expect(second).toMatchObject({ success: true, total, page: 2, page_size: 2 });
    const named = (answer: Record<string, unknown>) =>
      (answer['items'] as Entry[]).map((e) => e.name);
    expect(named(first)).toEqual(['page-5.txt', 'page-4.txt']);
    expect(named(second)).toEqual(['page-3.txt', 'page-2.txt']);
    expect(all['page_size']).toBe(50);
    const past = await alice.get(`/v2/trash/items?page=${String(total + 1)}&page_size=1`);
    expect(past).toMatchObject({ success: true, items: [], total });
  });

  it('refuses a page size over 200', async () => {
    const answer = await alice.get('/v2/trash/items?page_size=201');
    expect(answer['success']).toBe(false);
  });
});
