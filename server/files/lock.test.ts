import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
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

const LEVELS: readonly [string, readonly string[]] = ['1{2', ['All Levels Demo']];

const lock = (client: FileClient, fileSeq: number, on = true) =>
  client.json('/v2/file/lock', { file_seq: fileSeq, lock: on });

async function entry(client: FileClient, name: string, root = LEVELS[0], path = LEVELS[1]) {
  return itemNamed(await openPath(client, root, [...path]), name);
}

async function seqOf(name: string, root = LEVELS[0], path = LEVELS[1]): Promise<number> {
  return Number((await entry(alice, name, root, path))['file_seq']);
}

const LOCKED = { success: false, result_code: 'file_locked' };
const LOCKED_TEXT = 'Unable to access file due to file lock.';

describe('locking a file', () => {
  it('stores the locker and time, and lists them to everyone', async () => {
    const seq = await seqOf('handbook.pdf');
    const answer = await lock(alice, seq);
    expect(answer).toMatchObject({
      success: true,
      item: { file_seq: seq, is_permission: 0, lock: { by: 'Alice Example', mine: true } },
    });
    // The entry comes with its tags and star, as the list sends them (the row keeps its chips).
    expect(answer['item']).toMatchObject({ tags: [], favorite: false });
    const row = server.app.db
      .prepare('SELECT locked_by, locked_at, is_permission FROM file_items WHERE file_seq = ?')
      .get(seq);
    expect(row).toMatchObject({ is_permission: 2 });
    expect(row?.['locked_at']).toBe(server.clock.now());
    expect(await entry(editor, 'handbook.pdf')).toMatchObject({
      is_permission: 2,
      permission_flag_preview: 'N',
      lock: { by: 'Alice Example', at: server.clock.now(), mine: false },
    });
    expect(await lock(alice, seq, false)).toMatchObject({ success: true });
    expect(await entry(editor, 'handbook.pdf')).not.toHaveProperty('lock');
  });

  it('refuses others the download, zip, preview, rename and delete, and lets the locker', async () => {
    const seq = await seqOf('sunrise.png');
    await lock(alice, seq);
    expect(await editor.form('/v2/files/download', { file_seq: String(seq) })).toMatchObject({
      ...LOCKED,
      all: LOCKED_TEXT,
    });
    expect(await editor.form('/doc/convert', { fileid: String(seq) })).toMatchObject({
      success: false,
      result_code: 'preview_locked',
      all: 'This locked file does not allow you to preview.',
    });
    expect(await editor.json('/v2/item/rename', { file_seq: seq, name: 'x.png' })).toMatchObject(
      LOCKED,
    );
    const own = await seqOf('plan.txt'); // the editor's upload, which an Editor may delete
    await lock(alice, own);
    expect(await editor.json('/v2/trash', { file_seqs: [own], dir_seqs: [] })).toMatchObject(
      LOCKED,
    );
    await lock(alice, own, false);
    expect(await alice.form('/v2/files/download', { file_seq: String(seq) })).toMatchObject({
      success: true,
    });
    expect(await alice.form('/doc/convert', { fileid: String(seq) })).toMatchObject({
      success: true,
    });
    await lock(alice, seq, false);
    expect(await editor.form('/v2/files/download', { file_seq: String(seq) })).toMatchObject({
      success: true,
    });
  });

  it('refuses locking a file someone else locked, and unlocking it but by a Master or PrivAll', async () => {
    const seq = await seqOf('plan.txt');
    expect(await lock(editor, seq)).toMatchObject({ success: true });
    expect(await lock(alice, seq)).toMatchObject(LOCKED);
    const minus = await signIn(server, 'editorminus');
    expect(await lock(minus, seq, false)).toMatchObject({
      success: false,
      result_code: 'lock_not_yours',
      all: 'Only the user who locked this file, a Master or a PrivAll can unlock it.',
    });
    const priv = await signIn(server, 'priv');
    expect(await lock(priv, seq, false)).toMatchObject({ success: true });
    expect(await lock(editor, seq)).toMatchObject({ success: true });
    expect(await lock(alice, seq, false)).toMatchObject({ success: true });
  });

  it('answers the entry unchanged for a lock the caller holds or an unlocked file', async () => {
    const seq = await seqOf('tone.wav');
    expect(await lock(alice, seq, false)).toMatchObject({ success: true });
    await lock(alice, seq);
    expect(await lock(alice, seq)).toMatchObject({ success: true, item: { lock: { mine: true } } });
    await lock(alice, seq, false);
  });

  it.each([
    ['downloader', 'no_authority'],
    ['previewer', 'no_authority'],
    ['uploader', 'no_authority'],
    ['editorminus', null],
  ])('follows the File Lock row: %s', async (id, code) => {
    const seq = await seqOf('Quarterly report.docx');
    const client = await signIn(server, id);
    const answer = await lock(client, seq);
    if (code === null) {
      expect(answer).toMatchObject({ success: true });
      expect(await lock(client, seq, false)).toMatchObject({ success: true });
    } else expect(answer).toMatchObject({ success: false, result_code: code });
  });

  it('has no File Lock in warm storage', async () => {
    const seq = await seqOf('handbook.pdf', '1{A', ['2025 Archive']);
    expect(await lock(alice, seq)).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
  });

  it('keeps a lock without a locker against everyone, lifted by a Master only', async () => {
    const seq = await seqOf('contract.pdf');
    expect(await entry(alice, 'contract.pdf')).toMatchObject({
      is_permission: 2,
      lock: { by: null, at: null, mine: false },
    });
    expect(await alice.json('/v2/item/rename', { file_seq: seq, name: 'x.pdf' })).toMatchObject(
      LOCKED,
    );
    expect(await lock(editor, seq, false)).toMatchObject({ result_code: 'lock_not_yours' });
    expect(await lock(alice, seq, false)).toMatchObject({ success: true });
    expect(await lock(alice, seq)).toMatchObject({ success: true });
  });

  it('hides an unknown file', async () => {
    expect(await lock(alice, 999_999)).toMatchObject({ result_code: 'not_found' });
  });
});
