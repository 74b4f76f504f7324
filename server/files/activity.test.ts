import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let editor: FileClient;
let priv: FileClient;
let levels: { node: string; dirSeq: number };

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  editor = await signIn(server, 'editor');
  priv = await signIn(server, 'priv');
  const folder = (await openPath(alice, '1{2', ['All Levels Demo']))['folder'] as Record<
    string,
    unknown
  >;
  levels = { node: String(folder['node']), dirSeq: Number(folder['dir_seq']) };
});
afterAll(async () => {
  await server.close();
});

async function upload(client: FileClient, name: string): Promise<number> {
  const form = new FormData();
  form.append('node', levels.node);
  form.append('dir_seq', String(levels.dirSeq));
  form.append('file', new File([name], name, { type: 'text/plain' }));
  const answer = await client.multipart('/v2/files/upload', form);
  const results = answer['results'] as { item?: { file_seq: number } }[];
  const seq = results[0]?.item?.file_seq;
  if (seq === undefined) throw new Error(JSON.stringify(answer));
  return seq;
}

const logs = (client: FileClient, query: string) => client.get(`/v2/file/logs?${query}`);

function actions(answer: Record<string, unknown>): string[] {
  return (answer['entries'] as { action: string }[]).map((e) => e.action);
}

describe('file logs (requirements X29)', () => {
  it('records upload, preview, download, rename, lock, tag and delete, newest first', async () => {
    const seq = await upload(editor, 'log-a.txt');
    await alice.form('/doc/convert', { fileid: String(seq) });
    await alice.form('/v2/files/download', { file_seq: String(seq) });
    await editor.json('/v2/item/rename', { file_seq: seq, name: 'log-b.txt' });
    await alice.json('/v2/file/lock', { file_seq: seq, lock: true });
    await alice.json('/v2/file/lock', { file_seq: seq, lock: false });
    await alice.json('/v2/tag/file/add', { file_seq: seq, tag: 'q4' });
    // A refused call records nothing.
    await editor.json('/v2/item/rename', { file_seq: seq, name: 'bad|name.txt' });
    const answer = await logs(alice, `kind=file&seq=${String(seq)}`);
    expect(answer).toMatchObject({ success: true, name: 'log-b.txt', total: 7, page: 1 });
    expect(actions(answer)).toEqual([
      'tag',
      'unlock',
      'lock',
      'rename',
      'download',
      'preview',
      'upload',
    ]);
    const entries = answer['entries'] as Record<string, unknown>[];
    expect(entries[3]).toMatchObject({
      user: 'Eddie Editor',
      name: 'log-b.txt',
      detail: 'log-a.txt → log-b.txt',
      kind: 'file',
    });
    expect(entries[0]).toMatchObject({ detail: 'q4', at: server.clock.now() });
    expect(entries[6]).toMatchObject({ name: 'log-a.txt', user: 'Eddie Editor' });
    expect(answer['users']).toEqual([
      { id: expect.any(Number) as number, name: 'Alice Example' },
      { id: expect.any(Number) as number, name: 'Eddie Editor' },
    ]);

    await alice.json('/v2/trash', { file_seqs: [seq], dir_seqs: [] });
    const folder = await logs(alice, `kind=folder&seq=${String(levels.dirSeq)}&action=delete`);
    expect(folder).toMatchObject({ success: true, name: 'All Levels Demo', total: 1 });
    expect(folder['entries']).toMatchObject([{ action: 'delete', name: 'log-b.txt' }]);
  });

  it('records a zip download, an untag and a restore too', async () => {
    const seq = await upload(alice, 'log-zip.txt');
    await alice.json('/v2/tag/file/add', { file_seq: seq, tag: 'x' });
    await alice.json('/v2/tag/file/remove', { file_seq: seq, tag: 'x' });
    await alice.json('/v2/items/download/zip', { file_seqs: [seq], dir_seqs: [] });
    await alice.json('/v2/trash', { file_seqs: [seq], dir_seqs: [] });
    await alice.json('/v2/trash/restore', { file_seqs: [seq], dir_seqs: [] });
    const answer = await logs(alice, `kind=file&seq=${String(seq)}`);
    expect(actions(answer)).toEqual(['restore', 'delete', 'download', 'untag', 'tag', 'upload']);
    expect((answer['entries'] as Record<string, unknown>[])[2]).toMatchObject({ detail: 'zip' });
  });

  it('filters by action and user, and pages', async () => {
    const seq = await upload(alice, 'log-page.txt');
    for (let i = 0; i < 5; i += 1) await alice.form('/doc/convert', { fileid: String(seq) });
    await editor.form('/v2/files/download', { file_seq: String(seq) });
    const page = await logs(alice, `kind=file&seq=${String(seq)}&action=preview&per_page=2&page=3`);
    expect(page).toMatchObject({ total: 5, page: 3, per_page: 2 });
    expect(actions(page)).toEqual(['preview']);
    const users = page['users'] as { id: number; name: string }[];
    const eddie = users.find((u) => u.name === 'Eddie Editor')?.id ?? 0;
    const his = await logs(alice, `kind=file&seq=${String(seq)}&user=${String(eddie)}`);
    expect(actions(his)).toEqual(['download']);
  });

  it('is for Master and PrivAll (File Logs Management); others are refused', async () => {
    const seq = await upload(alice, 'log-rights.txt');
    expect(await logs(priv, `kind=file&seq=${String(seq)}`)).toMatchObject({ success: true });
    const refused = { success: false, result_code: 'no_authority' };
    expect(await logs(editor, `kind=file&seq=${String(seq)}`)).toMatchObject(refused);
    expect(
      await editor.get(`/v2/file/logs/export?kind=folder&seq=${String(levels.dirSeq)}`),
    ).toMatchObject(refused);
  });

  it('exports every filtered entry', async () => {
    const seq = await upload(alice, '=cmd.txt');
    await alice.form('/v2/files/download', { file_seq: String(seq) });
    expect(await alice.get(`/v2/file/logs/export?kind=file&seq=${String(seq)}`)).toMatchObject({
      success: true,
      name: '=cmd.txt',
      truncated: false,
      entries: [{ action: 'download' }, { action: 'upload', name: '=cmd.txt' }],
    });
  });

  it('records moves with where from and to, and every kind of share (requirements X38)', async () => {
    const seq = await upload(alice, 'log-share.txt');
    const { folder } = (await alice.form('/folder/add/', {
      node: levels.node,
      name: 'Log target',
    })) as { folder?: { node: string; dir_seq: number } };
    if (folder === undefined) throw new Error('no folder');
    const moved = await alice.json('/v2/items/move', {
      file_seqs: [seq],
      dir_seqs: [],
      node: folder.node,
      dir_seq: folder.dir_seq,
      conflict: 'ask',
    });
    expect(moved).toMatchObject({ success: true, results: [{ status: 'done' }] });
    const made = await alice.json('/v2/share-link/create', {
      target: { kind: 'file', seq },
      expires_at: server.clock.now() + 86_400_000,
      download_limit: null,
      preview_only: false,
      password: '',
    });
    const id = (made['link'] as { id: number }).id;
    await alice.json('/v2/share-link/update', {
      id,
      expires_at: server.clock.now() + 2 * 86_400_000,
      download_limit: 3,
      preview_only: false,
    });
    await alice.json('/v2/share-link/revoke', { id });
    await alice.json('/v2/mail/files', {
      file_seqs: [seq],
      to: ['one@example.com', 'two@example.com'],
      subject: 'Log',
      message: '',
    });
    // A refused share records nothing.
    await editor.json('/v2/share-link/revoke', { id: 999_999 });
    const answer = await logs(alice, `kind=file&seq=${String(seq)}`);
    expect(
      (answer['entries'] as { action: string; detail: string }[]).map((e) => [e.action, e.detail]),
    ).toEqual([
      ['share', 'mail_sent:2'],
      ['share', 'link_revoked'],
      ['share', 'link_changed'],
      ['share', 'link_created'],
      ['move', 'All Levels Demo → Log target'],
      ['upload', ''],
    ]);
    const shares = await logs(alice, `kind=file&seq=${String(seq)}&action=share`);
    expect(shares).toMatchObject({ total: 4 });
    await alice.json('/v2/request-upload/create', {
      dir_seq: folder.dir_seq,
      expires_at: server.clock.now() + 86_400_000,
      password: '',
    });
    const box = await logs(alice, `kind=folder&seq=${String(folder.dir_seq)}&action=share`);
    expect((box['entries'] as unknown[])[0]).toMatchObject({
      action: 'share',
      kind: 'folder',
      name: 'Log target',
      detail: 'request_created',
    });
  });
});
