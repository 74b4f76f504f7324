import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_NAME_MESSAGE } from '../../src/lib/files/names.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let levels: { node: string; dirSeq: number };

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  const item = itemNamed(await alice.form(listPath('1{2')), 'All Levels Demo');
  levels = { node: String(item['node']), dirSeq: Number(item['dir_seq']) };
});
afterAll(async () => {
  await server.close();
});

/** Uploads a file as `client` into a folder node; answers its file_seq. */
async function uploadAs(client: FileClient, node: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('node', node);
  form.append('file', new File(['content'], name, { type: 'text/plain' }));
  const answer = await client.multipart('/v2/files/upload', form);
  const results = answer['results'] as { item: { file_seq: number; name: string } }[];
  const item = results[0]?.item;
  if (item?.name !== name) throw new Error(`Upload of ${name} failed: ${JSON.stringify(answer)}`);
  return item.file_seq;
}

const rename = (client: FileClient, body: Record<string, unknown>) =>
  client.json('/v2/item/rename', body);

async function fileSeqIn(client: FileClient, root: string, path: string[], name: string) {
  return Number(itemNamed(await openPath(client, root, path), name)['file_seq']);
}

describe('renaming a file', () => {
  it('renames, answers the entry and lists the new name with its extension and type', async () => {
    const seq = await uploadAs(alice, '1', 'draft.txt');
    const answer = await rename(alice, { file_seq: seq, name: '見積書.csv' });
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      item: { kind: 'file', file_seq: seq, name: '見積書.csv', extension: 'csv' },
    });
    // The entry comes with its tags and star, as the list sends them (the row keeps its chips).
    expect(answer['item']).toMatchObject({ tags: [], favorite: false });
    expect(itemNamed(await alice.form(listPath('1')), '見積書.csv')['file_seq']).toBe(seq);
    const row = server.app.db
      .prepare('SELECT name_key, content_type FROM file_items WHERE file_seq = ?')
      .get(seq);
    expect(row).toEqual({ name_key: '見積書.csv', content_type: 'text/csv; charset=utf-8' });
  });

  it('stores a decomposed name in NFC and allows a change of case only', async () => {
    const seq = await uploadAs(alice, '1', 'memo.txt');
    expect(await rename(alice, { file_seq: seq, name: '\u30C6\u3099ータ.txt' })).toMatchObject({
      item: { name: '\u30C7ータ.txt' },
    });
    expect(await rename(alice, { file_seq: seq, name: 'データ.TXT' })).toMatchObject({
      success: true,
      item: { name: 'データ.TXT' },
    });
    // The same name again is no change and no error.
    expect(await rename(alice, { file_seq: seq, name: 'データ.TXT' })).toMatchObject({
      success: true,
    });
  });

  it.each([
    ['a/b.txt'],
    ['a\\b.txt'],
    ['a:b.txt'],
    ['a*b.txt'],
    ['a?b.txt'],
    ['a"b.txt'],
    ['a<b.txt'],
    ['a>b.txt'],
    ['a|b.txt'],
    [''],
    ['  '],
  ])('refuses the name %j with the spec message', async (name) => {
    const seq = await fileSeqIn(alice, '1', [], 'Welcome.txt');
    expect(await rename(alice, { file_seq: seq, name })).toMatchObject({
      status: 200,
      success: false,
      result_code: 'invalid_name',
      all: INVALID_NAME_MESSAGE,
    });
  });

  it.each([['invoices'], ['QUARTERLY REPORT.DOCX'], ['tone.wav']])(
    'refuses %j, a name the folder holds in any case',
    async (name) => {
      const seq = await fileSeqIn(alice, '1', [], 'Welcome.txt');
      expect(await rename(alice, { file_seq: seq, name })).toMatchObject({
        success: false,
        result_code: 'duplicate_name',
        all: 'A file or folder with the same name already exists.',
      });
    },
  );

  it.each([['Design spec.pdf'], ['Design spec.docx.irm'], ['Design spec']])(
    'keeps the .irm ending of a protected file: refuses %j',
    async (name) => {
      const seq = await fileSeqIn(alice, '1', [], 'Design spec.pdf.irm');
      expect(await rename(alice, { file_seq: seq, name })).toMatchObject({
        result_code: 'irm_extension',
      });
    },
  );

  it('renames a protected file that keeps its .pdf.irm ending, and no file becomes one', async () => {
    const seq = await fileSeqIn(alice, '1', [], 'Design spec.pdf.irm');
    expect(await rename(alice, { file_seq: seq, name: 'Spec v2.pdf.irm' })).toMatchObject({
      success: true,
      item: { name: 'Spec v2.pdf.irm', extension: 'pdf.irm' },
    });
    const plain = await fileSeqIn(alice, '1', [], 'Welcome.txt');
    expect(await rename(alice, { file_seq: plain, name: 'Welcome.txt.irm' })).toMatchObject({
      result_code: 'irm_extension',
    });
  });

  it.each([
    ['priv', true],
    ['editor', true],
    ['editorminus', true],
    ['downloader', false],
    ['previewerplus', false],
    ['previewer', false],
    ['uploader', false],
  ])('applies the Edit row in a shared folder: %s may rename: %s', async (id, ok) => {
    const seq = await uploadAs(alice, levels.node, `by-${id}.txt`);
    const client = await signIn(server, id);
    const answer = await rename(client, { file_seq: seq, name: `renamed-by-${id}.txt` });
    expect(answer['status']).toBe(200);
    expect(answer['success']).toBe(ok);
    if (!ok)
      expect(answer).toMatchObject({ result_code: 'no_authority', all: 'You have no authority.' });
  });

  it('refuses a file locked by someone else, and lets its locker rename it', async () => {
    const seq = await fileSeqIn(alice, '1{2', ['All Levels Demo'], 'sunrise.png');
    expect(await alice.json('/v2/file/lock', { file_seq: seq, lock: true })).toMatchObject({
      success: true,
    });
    const editor = await signIn(server, 'editor');
    expect(await rename(editor, { file_seq: seq, name: 'dawn.png' })).toMatchObject({
      success: false,
      result_code: 'file_locked',
      all: 'Unable to access file due to file lock.',
    });
    expect(await rename(alice, { file_seq: seq, name: 'sunrise (signed).png' })).toMatchObject({
      success: true,
    });
    await alice.json('/v2/file/lock', { file_seq: seq, lock: false });
  });

  it.each([
    ['warm storage', '1{A', '2025 Archive', 'handbook.pdf', false],
    ['cold storage', '1{B', '2019 Archive', 'Welcome.txt', false],
    ['document box', '1{9', 'Policies', 'handbook.pdf', true],
  ])('follows the matrix of the %s (Master)', async (_, root, folder, name, ok) => {
    const seq = await fileSeqIn(alice, root, [folder], name);
    const answer = await rename(alice, { file_seq: seq, name: `x-${name}` });
    expect(answer['success']).toBe(ok);
    if (!ok) expect(answer['result_code']).toBe('no_authority');
  });

  it('hides another user’s my box file and an unknown file behind "File not found."', async () => {
    const seq = await fileSeqIn(alice, '1', [], 'tone.wav');
    const yuki = await signIn(server, 'yuki');
    expect(await rename(yuki, { file_seq: seq, name: 'mine.wav' })).toMatchObject({
      result_code: 'not_found',
    });
    expect(await rename(alice, { file_seq: 999_999, name: 'x.txt' })).toMatchObject({
      result_code: 'not_found',
    });
  });
});

describe('renaming a folder', () => {
  it('renames a folder of my box, keeping its node, and refuses a sibling’s name', async () => {
    const projects = itemNamed(await alice.form(listPath('1')), 'Projects');
    const answer = await rename(alice, { node: projects['node'], name: '프로젝트' });
    expect(answer).toMatchObject({
      success: true,
      item: { kind: 'folder', node: projects['node'], name: '프로젝트', own: false },
    });
    expect(itemNamed(await alice.form(listPath('1')), '프로젝트')['node']).toBe(projects['node']);
    expect(await rename(alice, { node: projects['node'], name: 'INVOICES' })).toMatchObject({
      result_code: 'duplicate_name',
    });
    expect(await rename(alice, { node: projects['node'], name: 'a|b' })).toMatchObject({
      result_code: 'invalid_name',
    });
    // A folder may end in .irm: the rule is about protected files.
    expect(await rename(alice, { node: projects['node'], name: 'Projects.irm' })).toMatchObject({
      success: true,
    });
  });

  it.each([
    ['editor', true],
    ['editorminus', true],
    ['downloader', false],
    ['previewer', false],
    ['uploader', false],
  ])('applies the Edit row to a sub-folder of a shared folder: %s: %s', async (id, ok) => {
    const made = await alice.form('/folder/add/', { node: levels.node, name: `sub-${id}` });
    const node = (made['folder'] as { node: string }).node;
    const client = await signIn(server, id);
    const answer = await rename(client, { node, name: `sub-${id}-renamed` });
    expect(answer['success']).toBe(ok);
    if (!ok) expect(answer['result_code']).toBe('no_authority');
  });

  it('never renames a root area, and refuses an unknown node', async () => {
    expect(await rename(alice, { node: '1', name: 'Mine' })).toMatchObject({
      result_code: 'no_authority',
    });
    expect(await rename(alice, { node: '1{2', name: 'Ours' })).toMatchObject({
      result_code: 'no_authority',
    });
    expect(await rename(alice, { node: '1zzz', name: 'x' })).toMatchObject({
      result_code: 'no_folder',
    });
  });

  it('needs a file_seq or a node, not both', async () => {
    expect(await rename(alice, { name: 'x' })).toMatchObject({
      status: 200,
      result_code: 'not_found',
    });
    expect(await rename(alice, { file_seq: 1, node: '1', name: 'x' })).toMatchObject({
      result_code: 'not_found',
    });
  });
});
