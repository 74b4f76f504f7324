import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THAW_MS } from '../../src/lib/files/thaw.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { createFolder, folderBySeq } from './folders.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let editor: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  editor = await signIn(server, 'editor');
});
afterAll(async () => {
  await server.close();
});

async function coldFile(name: string): Promise<Record<string, unknown>> {
  return itemNamed(await openPath(alice, '1{B', ['2019 Archive']), name);
}

const download = (client: FileClient, seq: number) =>
  client.form('/v2/files/download', { file_seq: String(seq) });

describe('unfreeze in cold storage (requirements X37)', () => {
  it('lists cold files with their thaw; warm files have none', async () => {
    expect((await coldFile('Welcome.txt'))['thaw']).toEqual({
      state: 'frozen',
      progress: 0,
      ready_at: null,
    });
    expect((await coldFile('plan.txt'))['thaw']).toMatchObject({
      state: 'available',
      progress: 100,
    });
    const warm = itemNamed(await openPath(alice, '1{A', ['2025 Archive']), 'handbook.pdf');
    expect(warm['thaw']).toBeUndefined();
  });

  it('refuses a frozen file’s download until its thaw has finished', async () => {
    const seq = Number((await coldFile('Welcome.txt'))['file_seq']);
    expect(await download(alice, seq)).toMatchObject({
      success: false,
      result_code: 'file_frozen',
    });
    expect(await alice.json('/v2/file/unfreeze', { file_seq: seq })).toMatchObject({
      success: true,
      thaw: { state: 'thawing', progress: 0, ready_at: server.clock.now() + THAW_MS },
    });
    server.clock.advance(THAW_MS / 2);
    expect(await alice.get(`/v2/file/unfreeze/status?file_seq=${String(seq)}`)).toMatchObject({
      success: true,
      thaw: { state: 'thawing', progress: 50 },
    });
    // Unfreezing again changes nothing.
    expect(await alice.json('/v2/file/unfreeze', { file_seq: seq })).toMatchObject({
      thaw: { state: 'thawing', progress: 50 },
    });
    expect(await download(alice, seq)).toMatchObject({ result_code: 'file_frozen' });
    server.clock.advance(THAW_MS / 2);
    expect(await alice.get(`/v2/file/unfreeze/status?file_seq=${String(seq)}`)).toMatchObject({
      thaw: { state: 'available', progress: 100 },
    });
    expect(await download(alice, seq)).toMatchObject({ success: true, file_name: 'Welcome.txt' });
    // Recorded (cold storage shows no File Logs Management, so read from the table).
    const actions = server.app.db
      .prepare("SELECT action FROM file_activity WHERE kind = 'file' AND item_seq = ? ORDER BY id")
      .all(seq)
      .map((row) => row['action']);
    expect(actions).toEqual(['unfreeze', 'download']);
  });

  it('downloads an available file at once', async () => {
    const seq = Number((await coldFile('plan.txt'))['file_seq']);
    expect(await download(alice, seq)).toMatchObject({ success: true });
  });

  it('is refused outside cold storage, and to users without access', async () => {
    const warm = itemNamed(await openPath(alice, '1{A', ['2025 Archive']), 'handbook.pdf');
    expect(await alice.json('/v2/file/unfreeze', { file_seq: warm['file_seq'] })).toMatchObject({
      success: false,
      result_code: 'not_cold',
    });
    const seq = Number((await coldFile('invoice-2026-01.pdf'))['file_seq']);
    const refused = await editor.json('/v2/file/unfreeze', { file_seq: seq });
    expect(refused).toMatchObject({ success: false });
    expect(['no_authority', 'not_found']).toContain(refused['result_code']);
    expect((await coldFile('invoice-2026-01.pdf'))['thaw']).toMatchObject({ state: 'frozen' });
  });
});

describe('moving into and out of cold storage (requirements X42)', () => {
  const move = (
    client: FileClient,
    seqs: { file_seqs?: number[]; dir_seqs?: number[] },
    to: Where,
  ) =>
    client.json('/v2/items/move', {
      file_seqs: seqs.file_seqs ?? [],
      dir_seqs: seqs.dir_seqs ?? [],
      node: to.node,
      dir_seq: to.dirSeq,
      conflict: 'keep_both',
    });
  interface Where {
    node: string;
    dirSeq: number;
  }
  const folderOf = async (root: string, path: readonly string[]): Promise<Where> => {
    const folder = (await openPath(alice, root, path))['folder'] as Record<string, unknown>;
    return { node: String(folder['node']), dirSeq: Number(folder['dir_seq']) };
  };
  const thawColumn = (seq: number) =>
    server.app.db.prepare('SELECT thaw_started_at FROM file_items WHERE file_seq = ?').get(seq)?.[
      'thaw_started_at'
    ];

  it('keeps a thaw within cold storage, drops it on the way out, and freezes a file moved in', async () => {
    const cold = await folderOf('1{B', ['2019 Archive']);
    const warm = await folderOf('1{A', ['2025 Archive']);
    // Cold storage offers no Sub-folder creation: the test makes one in the database.
    const parent = folderBySeq(server.app.db, cold.dirSeq);
    if (parent === null) throw new Error('no cold folder');
    createFolder(server.app.db, parent, {
      name: 'Box X42',
      createdBy: null,
      now: server.clock.now(),
    });
    const box = await folderOf('1{B', ['2019 Archive', 'Box X42']);
    const seq = Number((await coldFile('plan.txt'))['file_seq']);
    expect((await coldFile('plan.txt'))['thaw']).toMatchObject({ state: 'available' });

    const inside = await move(alice, { file_seqs: [seq] }, box);
    expect(inside['results']).toMatchObject([
      { status: 'done', item: { thaw: { state: 'available' } } },
    ]);
    // The folder goes out to warm storage: its file is a plain one there, downloadable.
    const boxSeq = box.dirSeq;
    expect((await move(alice, { dir_seqs: [boxSeq] }, warm))['results']).toMatchObject([
      { status: 'done' },
    ]);
    expect(thawColumn(seq)).toBeNull();
    const outside = itemNamed(
      await openPath(alice, '1{A', ['2025 Archive', 'Box X42']),
      'plan.txt',
    );
    expect(outside['thaw']).toBeUndefined();
    expect(await download(alice, seq)).toMatchObject({ success: true });
    // A thaw left on a row outside cold storage does not follow it in either.
    server.app.db
      .prepare('UPDATE file_items SET thaw_started_at = ? WHERE file_seq = ?')
      .run(server.clock.now() - THAW_MS - 1000, seq);
    const back = await move(alice, { file_seqs: [seq] }, cold);
    expect(back['results']).toMatchObject([
      { status: 'done', item: { thaw: { state: 'frozen', progress: 0 } } },
    ]);
    expect((await coldFile('plan.txt'))['thaw']).toMatchObject({ state: 'frozen' });
    expect(await download(alice, seq)).toMatchObject({ result_code: 'file_frozen' });
  });
});
