import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let editor: FileClient;
let previewer: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  editor = await signIn(server, 'editor');
  previewer = await signIn(server, 'previewer');
});
afterAll(async () => {
  await server.close();
});

const SHARED = '1{2';
const MYBOX = '1';
type Policy = 'ask' | 'keep_both' | 'replace' | 'skip';

async function entry(client: FileClient, root: string, path: readonly string[], name: string) {
  return itemNamed(await openPath(client, root, path), name);
}

async function names(client: FileClient, root: string, path: readonly string[]) {
  const list = await openPath(client, root, path);
  return ((list['items'] ?? []) as Record<string, unknown>[]).map((i) => String(i['name']));
}

async function folderOf(client: FileClient, root: string, path: readonly string[]) {
  const list = await openPath(client, root, path);
  const folder = list['folder'] as Record<string, unknown>;
  return { node: String(folder['node']), dir_seq: Number(folder['dir_seq']) };
}

async function call(
  client: FileClient,
  mode: 'copy' | 'move',
  items: { file_seqs?: number[]; dir_seqs?: number[] },
  target: { node: string; dir_seq?: number },
  conflict: Policy = 'ask',
) {
  return client.json(`/v2/items/${mode}`, {
    file_seqs: items.file_seqs ?? [],
    dir_seqs: items.dir_seqs ?? [],
    node: target.node,
    ...(target.dir_seq === undefined ? {} : { dir_seq: target.dir_seq }),
    conflict,
  });
}

const fileSeq = (item: Record<string, unknown>) => Number(item['file_seq']);
const dirSeq = (item: Record<string, unknown>) => Number(item['dir_seq']);

describe('moving', () => {
  it('moves a file into a folder, keeping its file_seq and bytes', async () => {
    const invoice = await entry(alice, MYBOX, ['Invoices'], 'invoices.csv');
    const target = await folderOf(alice, MYBOX, ['Projects']);
    const answer = await call(alice, 'move', { file_seqs: [fileSeq(invoice)] }, target);
    expect(answer).toMatchObject({
      success: true,
      results: [{ kind: 'file', status: 'done', item: { file_seq: fileSeq(invoice) } }],
    });
    expect(await names(alice, MYBOX, ['Projects'])).toContain('invoices.csv');
    expect(await names(alice, MYBOX, ['Invoices'])).not.toContain('invoices.csv');
    const download = await alice.form('/v2/files/download', { file_seq: String(fileSeq(invoice)) });
    expect(download).toMatchObject({ success: true });
  });

  it('moves a folder with its tree to a new node, and refuses its own child as a target', async () => {
    const projects = await entry(alice, MYBOX, [], 'Projects');
    const apollo = await folderOf(alice, MYBOX, ['Projects', 'Apollo']);
    const into = await call(alice, 'move', { dir_seqs: [dirSeq(projects)] }, apollo);
    expect(into).toMatchObject({
      success: true,
      results: [
        {
          status: 'failed',
          result_code: 'into_itself',
          all: 'A folder cannot be moved or copied into itself or into one of its own folders.',
        },
      ],
    });
    const self = await call(
      alice,
      'move',
      { dir_seqs: [dirSeq(projects)] },
      {
        node: String(projects['node']),
      },
    );
    expect(self).toMatchObject({ results: [{ status: 'failed', result_code: 'into_itself' }] });
    const borealis = await entry(alice, MYBOX, ['Projects'], 'Borealis');
    const photos = await folderOf(alice, MYBOX, ['写真']);
    const moved = await call(alice, 'move', { dir_seqs: [dirSeq(projects)] }, photos);
    expect(moved).toMatchObject({ results: [{ status: 'done' }] });
    const movedBorealis = await entry(alice, MYBOX, ['写真', 'Projects'], 'Borealis');
    expect(dirSeq(movedBorealis)).toBe(dirSeq(borealis));
    expect(String(movedBorealis['node']).startsWith(photos.node)).toBe(true);
    expect(await names(alice, MYBOX, ['写真', 'Projects', 'Apollo'])).toContain('plan.txt');
    // And back to the top.
    const back = await call(alice, 'move', { dir_seqs: [dirSeq(projects)] }, { node: MYBOX });
    expect(back).toMatchObject({ results: [{ status: 'done' }] });
  });

  it('skips an item already in the target folder', async () => {
    const welcome = await entry(alice, MYBOX, [], 'Welcome.txt');
    const answer = await call(alice, 'move', { file_seqs: [fileSeq(welcome)] }, { node: MYBOX });
    expect(answer).toMatchObject({ results: [{ status: 'skipped' }] });
  });

  it('refuses a level without Move File, and a target the caller cannot write', async () => {
    const handbook = await entry(previewer, SHARED, ['All Levels Demo'], 'handbook.pdf');
    const drafts = await folderOf(previewer, SHARED, ['All Levels Demo', 'Drafts']);
    // The previewer may not write there at all: the whole call is refused.
    expect(await call(previewer, 'move', { file_seqs: [fileSeq(handbook)] }, drafts)).toEqual({
      status: 200,
      success: false,
      result_code: 'no_authority',
      all: 'You have no authority.',
    });
    // An Editor may upload there, but has no Move File.
    const edited = await call(editor, 'move', { file_seqs: [fileSeq(handbook)] }, drafts);
    expect(edited).toMatchObject({
      success: true,
      results: [{ status: 'failed', result_code: 'no_authority' }],
    });
    expect(
      await call(alice, 'move', { file_seqs: [fileSeq(handbook)] }, { node: '1{2zzz' }),
    ).toMatchObject({ success: false, result_code: 'no_folder' });
  });

  it('refuses moving a file someone else locked', async () => {
    const contract = await entry(alice, SHARED, ['All Levels Demo'], 'contract.pdf');
    const drafts = await folderOf(alice, SHARED, ['All Levels Demo', 'Drafts']);
    const priv = await signIn(server, 'priv');
    expect(await call(priv, 'move', { file_seqs: [fileSeq(contract)] }, drafts)).toMatchObject({
      results: [{ status: 'failed', result_code: 'file_locked' }],
    });
  });
});

describe('copying', () => {
  it("copies a file as the caller's unlocked upload sharing the stored bytes", async () => {
    const plan = await entry(editor, SHARED, ['All Levels Demo'], 'plan.txt');
    const drafts = await folderOf(editor, SHARED, ['All Levels Demo', 'Drafts']);
    const answer = await call(editor, 'copy', { file_seqs: [fileSeq(plan)] }, drafts);
    expect(answer).toMatchObject({
      results: [{ status: 'done', item: { name: 'plan.txt', own: true } }],
    });
    const copy = (answer['results'] as { item: Record<string, unknown> }[])[0]?.item ?? {};
    expect(fileSeq(copy)).not.toBe(fileSeq(plan));
    const rows = server.app.db
      .prepare('SELECT storage FROM file_items WHERE file_seq IN (?, ?)')
      .all(fileSeq(plan), fileSeq(copy));
    expect(rows[0]?.['storage']).toBe(rows[1]?.['storage']);
    expect(await names(editor, SHARED, ['All Levels Demo'])).toContain('plan.txt');
  });

  it('asks about a name the target holds (in any case), then keeps both, skips or replaces', async () => {
    const target = await folderOf(alice, MYBOX, []);
    const source = await entry(alice, MYBOX, ['写真'], 'sunrise.png');
    await alice.json('/v2/item/rename', {
      file_seq: fileSeq(await entry(alice, MYBOX, [], 'tone.wav')),
      name: 'SUNRISE.PNG',
    });
    const ask = await call(alice, 'copy', { file_seqs: [fileSeq(source)] }, target);
    expect(ask).toMatchObject({ results: [{ status: 'conflict', name: 'sunrise.png' }] });
    const skip = await call(alice, 'copy', { file_seqs: [fileSeq(source)] }, target, 'skip');
    expect(skip).toMatchObject({ results: [{ status: 'skipped' }] });
    const both = await call(alice, 'copy', { file_seqs: [fileSeq(source)] }, target, 'keep_both');
    expect(both).toMatchObject({
      results: [{ status: 'done', item: { name: 'sunrise (2).png' } }],
    });
    const replace = await call(alice, 'copy', { file_seqs: [fileSeq(source)] }, target, 'replace');
    expect(replace).toMatchObject({ results: [{ status: 'done', item: { name: 'sunrise.png' } }] });
    const top = await names(alice, MYBOX, []);
    expect(top).toContain('sunrise.png');
    expect(top).not.toContain('SUNRISE.PNG');
    const trash = await alice.get('/v2/trash/items');
    expect(JSON.stringify(trash)).toContain('SUNRISE.PNG');
  });

  it('copies a folder with its tree, and a copy into the same folder takes a free name', async () => {
    const invoices = await entry(alice, MYBOX, [], 'Invoices');
    const answer = await call(
      alice,
      'copy',
      { dir_seqs: [dirSeq(invoices)] },
      { node: MYBOX },
      'keep_both',
    );
    expect(answer).toMatchObject({
      results: [{ status: 'done', item: { name: 'Invoices (2)', kind: 'folder' } }],
    });
    expect(await names(alice, MYBOX, ['Invoices (2)'])).toEqual(
      expect.arrayContaining(['invoice-2026-01.pdf', 'invoice-2026-02.pdf']),
    );
  });

  it('refuses a copy out of a DLP folder whose policy forbids export', async () => {
    const csv = await entry(alice, '1{8', ['Customer Data'], 'invoices.csv');
    expect(await call(alice, 'copy', { file_seqs: [fileSeq(csv)] }, { node: MYBOX })).toMatchObject(
      {
        results: [{ status: 'failed', result_code: 'no_authority' }],
      },
    );
  });
});

describe('restoring into a chosen folder', () => {
  it('puts an item whose folder is gone into the folder given', async () => {
    const target = await folderOf(alice, MYBOX, []);
    const holder = await entry(alice, MYBOX, [], '회의록');
    const minutes = await entry(alice, MYBOX, ['회의록'], '2026-01-12 회의록.txt');
    expect(
      await alice.json('/v2/trash', { file_seqs: [fileSeq(minutes)], dir_seqs: [] }),
    ).toMatchObject({ success: true });
    expect(
      await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [dirSeq(holder)] }),
    ).toMatchObject({ success: true });
    expect(
      await alice.json('/v2/trash/restore', { file_seqs: [fileSeq(minutes)], dir_seqs: [] }),
    ).toMatchObject({
      success: false,
      result_code: 'origin_gone',
    });
    expect(
      await previewer.json('/v2/trash/restore', {
        file_seqs: [fileSeq(minutes)],
        dir_seqs: [],
        node: target.node,
      }),
    ).toMatchObject({ success: false });
    const restored = await alice.json('/v2/trash/restore', {
      file_seqs: [fileSeq(minutes)],
      dir_seqs: [],
      node: target.node,
    });
    expect(restored).toMatchObject({ success: true });
    expect(await names(alice, MYBOX, [])).toContain('2026-01-12 회의록.txt');
  });
});
