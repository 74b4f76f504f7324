import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let editor: FileClient;
let priv: FileClient;
let uploader: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  editor = await signIn(server, 'editor');
  priv = await signIn(server, 'priv');
  uploader = await signIn(server, 'uploader');
});
afterAll(async () => {
  await server.close();
});

async function entry(client: FileClient, name: string) {
  return itemNamed(await openPath(client, '1{2', ['All Levels Demo']), name);
}

async function seqOf(name: string): Promise<number> {
  return Number((await entry(alice, name))['file_seq']);
}

const post = (client: FileClient, fileSeq: number, text: string) =>
  client.json('/v2/file/comments/add', { file_seq: fileSeq, text });
const list = (client: FileClient, fileSeq: number) =>
  client.get(`/v2/file/comments?file_seq=${String(fileSeq)}`);

describe('comments (requirements X28)', () => {
  it('posts, lists oldest first with rights, counts on the row, edits and removes one’s own', async () => {
    const seq = await seqOf('handbook.pdf');
    const first = await post(editor, seq, '  first <b>look</b>  ');
    expect(first).toMatchObject({
      success: true,
      count: 1,
      comment: { text: 'first <b>look</b>', author: 'Eddie Editor', mine: true, may_edit: true },
    });
    await post(alice, seq, 'second');
    const thread = await list(editor, seq);
    expect(thread).toMatchObject({ success: true, may_comment: true, may_manage: false });
    const comments = thread['comments'] as Record<string, unknown>[];
    expect(comments.map((c) => c['text'])).toEqual(['first <b>look</b>', 'second']);
    expect(comments[1]).toMatchObject({ mine: false, may_edit: false, may_delete: false });
    expect(await entry(editor, 'handbook.pdf')).toMatchObject({ comment_count: 2 });

    const id = (first['comment'] as Record<string, unknown>)['id'];
    expect(await editor.json('/v2/file/comments/edit', { id, text: 'changed' })).toMatchObject({
      success: true,
      comment: { text: 'changed', edited_at: server.clock.now() },
    });
    expect(await editor.json('/v2/file/comments/remove', { id })).toMatchObject({
      success: true,
      count: 1,
    });
  });

  it('lets a Master or PrivAll remove anyone’s comment, but never edit it; an Editor neither', async () => {
    const seq = await seqOf('sunrise.png');
    const byEditor = (await post(editor, seq, 'mine'))['comment'] as Record<string, unknown>;
    const byAlice = (await post(alice, seq, 'hers'))['comment'] as Record<string, unknown>;
    expect(await editor.json('/v2/file/comments/remove', { id: byAlice['id'] })).toMatchObject({
      success: false,
      result_code: 'comment_not_yours',
    });
    expect(
      await alice.json('/v2/file/comments/edit', { id: byEditor['id'], text: 'x' }),
    ).toMatchObject({ success: false, result_code: 'comment_not_yours' });
    expect((await list(priv, seq))['comments']).toMatchObject([
      { may_delete: true, may_edit: false },
      { may_delete: true },
    ]);
    expect(await priv.json('/v2/file/comments/remove', { id: byEditor['id'] })).toMatchObject({
      success: true,
      count: 1,
    });
    expect(await alice.json('/v2/file/comments/remove', { id: byAlice['id'] })).toMatchObject({
      success: true,
      count: 0,
    });
  });

  it('refuses an Uploader (no Comment row) reading or posting', async () => {
    const seq = await seqOf('tone.wav');
    const refused = { success: false, result_code: 'no_authority', all: 'You have no authority.' };
    expect(await list(uploader, seq)).toMatchObject(refused);
    expect(await post(uploader, seq, 'hi')).toMatchObject(refused);
  });

  it('refuses empty and too long texts with a clear message', async () => {
    const seq = await seqOf('tone.wav');
    expect(await post(alice, seq, ' \n ')).toMatchObject({
      success: false,
      result_code: 'comment_empty',
    });
    expect(await post(alice, seq, 'あ'.repeat(2001))).toMatchObject({
      success: false,
      result_code: 'comment_too_long',
      all: 'A comment can have at most 2000 characters.',
    });
    expect(await post(alice, seq, 'あ'.repeat(2000))).toMatchObject({ success: true });
  });

  it('hides and refuses them all where the company turned comments off', async () => {
    const seq = await seqOf('plan.txt');
    server.app.db.prepare("UPDATE companies SET use_file_comment = 0 WHERE code = 'demo'").run();
    try {
      const item = await entry(alice, 'plan.txt');
      expect(item['use_set_file_comment']).toBe(false);
      expect(item).not.toHaveProperty('comment_count');
      expect(await post(alice, seq, 'hi')).toMatchObject({
        success: false,
        result_code: 'comments_off',
      });
      expect(await list(alice, seq)).toMatchObject({ success: false, result_code: 'comments_off' });
    } finally {
      server.app.db.prepare("UPDATE companies SET use_file_comment = 1 WHERE code = 'demo'").run();
    }
  });

  it('answers not_found for a comment that does not exist', async () => {
    expect(await alice.json('/v2/file/comments/remove', { id: 999_999 })).toMatchObject({
      success: false,
      result_code: 'not_found',
    });
  });
});
