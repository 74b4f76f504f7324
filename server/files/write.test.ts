import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_NAME_MESSAGE } from '../../src/lib/files/names.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let levelsNode = '';

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  levelsNode = String(itemNamed(await alice.form(listPath('1{2')), 'All Levels Demo')['node']);
});
afterAll(async () => {
  await server.close();
});

function upload(client: FileClient, node: string, files: [string, string][]) {
  const form = new FormData();
  form.append('node', node);
  for (const [name, content] of files)
    form.append('file', new File([content], name, { type: 'text/plain' }));
  return client.multipart('/v2/files/upload', form);
}

describe('creating folders', () => {
  it.each([['Reports 2026'], ['見積書'], ['보고서']])(
    'creates %j in my box with the next node id',
    async (name) => {
      const answer = await alice.form('/folder/add/', { node: '1', name });
      expect(answer).toMatchObject({ success: true, folder: { kind: 'folder', name, own: true } });
      const node = (answer['folder'] as { node: string }).node;
      expect(node).toMatch(/^1[0-9A-Za-z]{3}$/);
      expect(itemNamed(await alice.form(listPath('1')), name)['node']).toBe(node);
    },
  );

  it('stores a decomposed name in NFC', async () => {
    const answer = await alice.form('/folder/add/', { node: '1', name: 'データ' });
    expect((answer['folder'] as { name: string }).name).toBe('データ');
  });

  it.each([['a/b'], ['a\\b'], ['a:b'], ['a*b'], ['a?b'], ['a"b'], ['a<b'], ['a>b'], ['a|b'], ['']])(
    'refuses the name %j with the spec message',
    async (name) => {
      expect(await alice.form('/folder/add/', { node: '1', name })).toMatchObject({
        success: false,
        result_code: 'invalid_name',
        all: INVALID_NAME_MESSAGE,
      });
    },
  );

  it.each([
    ['.'],
    ['..'],
    ['a\u0000b'],
    ['line\nbreak'],
    ['tab\there'],
    ['evil\u202etxt.exe'],
    ['iso\u2066late'],
    ['\u200b\u200d'],
    ['trailing.'],
    ['trailing '],
    ['CON'],
    ['nul.txt'],
    ['com1'],
    ['LPT9.log'],
  ])('refuses the risky name %j', async (name) => {
    expect(await alice.form('/folder/add/', { node: '1', name })).toMatchObject({
      success: false,
      result_code: 'invalid_name',
    });
  });

  it('treats names as equal under full case folding (straße = STRASSE)', async () => {
    expect(await alice.form('/folder/add/', { node: '1', name: 'straße' })).toMatchObject({
      success: true,
    });
    expect(await alice.form('/folder/add/', { node: '1', name: 'STRASSE' })).toMatchObject({
      result_code: 'duplicate_name',
    });
  });

  it('refuses a name already used in the folder, whatever its case', async () => {
    expect(await alice.form('/folder/add/', { node: '1', name: 'invoices' })).toMatchObject({
      result_code: 'duplicate_name',
    });
  });

  it.each([
    ['without fax fields', {}, 'fax_fields'],
    ['with a bad fax number', { fax_number: 'call me', fax_name: 'Osaka' }, 'fax_fields'],
    ['without a fax name', { fax_number: '06-1111-2222', fax_name: ' ' }, 'fax_fields'],
  ])('refuses a fax folder %s', async (_, fields, code) => {
    expect(
      await alice.form('/folder/add/', { node: '1{4', name: 'Osaka', ...fields }),
    ).toMatchObject({ result_code: code });
  });

  it('creates a fax folder with its number (full-width digits accepted) and becomes its Master', async () => {
    const answer = await alice.form('/folder/add/', {
      node: '1{4',
      name: 'Osaka',
      fax_number: '０６-1111-2222',
      fax_name: 'Osaka office',
    });
    expect(answer).toMatchObject({
      success: true,
      folder: { permission: { access_level: 'master' } },
    });
    const row = server.app.db
      .prepare('SELECT fax_number, fax_name FROM file_folders WHERE name = ?')
      .get('Osaka');
    expect(row).toEqual({ fax_number: '06-1111-2222', fax_name: 'Osaka office' });
  });

  it.each([
    ['priv', 'allowed', true],
    ['editor', 'refused', false],
    ['previewer', 'refused', false],
  ])('lets %s create a sub-folder in a shared folder: %s', async (id, _, ok) => {
    const client = await signIn(server, id);
    const answer = await client.form('/folder/add/', { node: levelsNode, name: `From ${id}` });
    expect(answer['success']).toBe(ok);
    if (!ok) expect(answer['result_code']).toBe('no_authority');
  });

  it('refuses a guest starting a folder at the shared box top', async () => {
    const guest = await signIn(server, 'guest');
    expect(await guest.form('/folder/add/', { node: '1{2', name: 'Mine' })).toMatchObject({
      result_code: 'no_authority',
    });
  });
});

describe('uploading', () => {
  it('uploads several files and lists them, renaming a clash', async () => {
    const answer = await upload(alice, '1', [
      ['notes.txt', 'first'],
      ['議事録.txt', '会議のメモ'],
      ['Welcome.txt', 'a second welcome'],
    ]);
    const results = answer['results'] as { ok: boolean; name: string; item: { size: number } }[];
    expect(results.map((r) => [r.ok, r.name])).toEqual([
      [true, 'notes.txt'],
      [true, '議事録.txt'],
      [true, 'Welcome (2).txt'],
    ]);
    expect(results[1]?.item.size).toBe(Buffer.byteLength('会議のメモ'));
    const list = await alice.form(listPath('1'), { page_size: '200' });
    for (const name of ['notes.txt', '議事録.txt', 'Welcome (2).txt'])
      expect(itemNamed(list, name)['own']).toBe(true);
  });

  it('refuses a file name with forbidden characters but keeps the others', async () => {
    const form = new FormData();
    form.append('node', '1');
    form.append('file', new File(['x'], 'ok.txt'));
    form.append('file', new File(['x'], 'bad|name.txt'));
    const results = (await alice.multipart('/v2/files/upload', form))['results'] as {
      ok: boolean;
      result_code?: string;
    }[];
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]?.result_code).toBe('invalid_name');
  });

  it('refuses risky file names (dot segments, control, bidi, reserved) but keeps the others', async () => {
    const names = ['fine.txt', '..', 'a\nb.txt', 'evil\u202etxt.exe', 'nul.txt', 'CON', 'end. '];
    const form = new FormData();
    form.append('node', '1');
    for (const name of names) form.append('file', new File(['x'], name));
    const results = (await alice.multipart('/v2/files/upload', form))['results'] as {
      ok: boolean;
      result_code?: string;
    }[];
    expect(results.map((r) => r.ok)).toEqual([true, false, false, false, false, false, false]);
    expect(new Set(results.slice(1).map((r) => r.result_code))).toEqual(new Set(['invalid_name']));
  });

  it('renames an upload that clashes under full case folding', async () => {
    await upload(alice, '1', [['Maße.txt', 'a']]);
    const results = (await upload(alice, '1', [['MASSE.txt', 'b']]))['results'] as {
      name: string;
    }[];
    expect(results[0]?.name).toBe('MASSE (2).txt');
  });

  it.each([
    ['uploader', true],
    ['previewerplus', true],
    ['editorminus', true],
    ['downloader', false],
    ['previewer', false],
  ])('lets %s upload into a shared folder: %s', async (id, ok) => {
    const client = await signIn(server, id);
    const answer = await upload(client, levelsNode, [[`by-${id}.txt`, id]]);
    expect(answer['success']).toBe(ok);
    if (!ok) expect(answer['result_code']).toBe('no_authority');
  });

  it('lets a Previewer upload where their group is Uploader (levels combined)', async () => {
    const previewer = await signIn(server, 'previewer');
    const design = itemNamed(await previewer.form(listPath('1{2')), 'Design Reviews');
    expect(
      await upload(previewer, String(design['node']), [['review.txt', 'looks good']]),
    ).toMatchObject({ success: true });
  });

  it('refuses an upload without files and a non-multipart body', async () => {
    const form = new FormData();
    form.append('node', '1');
    expect(await alice.multipart('/v2/files/upload', form)).toMatchObject({ status: 400 });
    expect(await alice.json('/v2/files/upload', { node: '1' })).toMatchObject({ status: 415 });
  });
});

describe('trash', () => {
  async function seqOf(client: FileClient, name: string): Promise<number> {
    const list = await client.form(listPath(levelsNode), { page_size: '200' });
    return Number(itemNamed(list, name)['file_seq']);
  }

  it('lets an Editor trash their own upload but not another user’s file', async () => {
    const editor = await signIn(server, 'editor');
    await upload(editor, levelsNode, [['editor-draft.txt', 'mine']]);
    const own = await seqOf(editor, 'editor-draft.txt');
    const others = await seqOf(editor, 'handbook.pdf');
    expect(await editor.json('/v2/trash', { file_seqs: [others], dir_seqs: [] })).toMatchObject({
      result_code: 'no_authority',
    });
    expect(
      await editor.json('/v2/trash', { file_seqs: [own, others], dir_seqs: [] }),
    ).toMatchObject({ result_code: 'no_authority' });
    expect(await editor.json('/v2/trash', { file_seqs: [own], dir_seqs: [] })).toMatchObject({
      success: true,
      file_seqs: [own],
    });
    const names = (
      (await editor.form(listPath(levelsNode), { page_size: '200' }))['items'] as { name: string }[]
    ).map((i) => i.name);
    expect(names).not.toContain('editor-draft.txt');
    expect(names).toContain('handbook.pdf');
  });

  it.each([
    ['priv', true],
    ['editorminus', false],
    ['downloader', false],
  ])('lets %s trash any file of the folder: %s', async (id, ok) => {
    const client = await signIn(server, id);
    await upload(alice, levelsNode, [[`target-${id}.txt`, 'x']]);
    const seq = await seqOf(alice, `target-${id}.txt`);
    expect((await client.json('/v2/trash', { file_seqs: [seq], dir_seqs: [] }))['success']).toBe(
      ok,
    );
  });

  it('trashes a folder with what it holds, so its node no longer lists', async () => {
    const folder = (await alice.form('/folder/add/', { node: '1', name: 'Temporary' }))[
      'folder'
    ] as { node: string; dir_seq: number };
    await upload(alice, folder.node, [['inside.txt', 'x']]);
    expect(
      await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [folder.dir_seq] }),
    ).toMatchObject({ success: true });
    expect(await alice.form(listPath(folder.node))).toMatchObject({ result_code: 'no_folder' });
    expect((await alice.form('/folder/add/', { node: '1', name: 'Temporary' }))['success']).toBe(
      true,
    );
  });

  it('never trashes a root area or another user’s my box folder', async () => {
    const rootSeq = ((await alice.form(listPath('1')))['folder'] as { dir_seq: number }).dir_seq;
    const yukiBox = await openPath(alice, '1', ['Invoices']);
    const yuki = await signIn(server, 'yuki');
    expect(await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [rootSeq] })).toMatchObject({
      result_code: 'no_folder',
    });
    const invoices = (yukiBox['folder'] as { dir_seq: number }).dir_seq;
    expect(await yuki.json('/v2/trash', { file_seqs: [], dir_seqs: [invoices] })).toMatchObject({
      result_code: 'no_folder',
    });
  });

  it('puts a trashed file back (the Undo of a delete), once, and only for who may delete it', async () => {
    const editor = await signIn(server, 'editor');
    await upload(editor, levelsNode, [['undo-me.txt', 'x']]);
    const own = await seqOf(editor, 'undo-me.txt');
    await editor.json('/v2/trash', { file_seqs: [own], dir_seqs: [] });
    const downloader = await signIn(server, 'downloader');
    expect(
      await downloader.json('/v2/trash/restore', { file_seqs: [own], dir_seqs: [] }),
    ).toMatchObject({ result_code: 'no_authority' });
    expect(
      await editor.json('/v2/trash/restore', { file_seqs: [own], dir_seqs: [] }),
    ).toMatchObject({ success: true, file_seqs: [own] });
    expect(await seqOf(editor, 'undo-me.txt')).toBe(own);
    expect(
      await editor.json('/v2/trash/restore', { file_seqs: [own], dir_seqs: [] }),
    ).toMatchObject({ result_code: 'not_found' });
  });

  it('refuses to restore over a name taken meanwhile, and restores a folder with its contents', async () => {
    const folder = (await alice.form('/folder/add/', { node: '1', name: 'Undo folder' }))[
      'folder'
    ] as { node: string; dir_seq: number };
    await upload(alice, folder.node, [['kept.txt', 'x']]);
    await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [folder.dir_seq] });
    const again = (await alice.form('/folder/add/', { node: '1', name: 'Undo folder' }))[
      'folder'
    ] as { dir_seq: number };
    expect(
      await alice.json('/v2/trash/restore', { file_seqs: [], dir_seqs: [folder.dir_seq] }),
    ).toMatchObject({ result_code: 'duplicate_name' });
    await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [again.dir_seq] });
    expect(
      await alice.json('/v2/trash/restore', { file_seqs: [], dir_seqs: [folder.dir_seq] }),
    ).toMatchObject({ success: true });
    expect(itemNamed(await alice.form(listPath(folder.node)), 'kept.txt')).toBeTruthy();
  });

  it('hides a file of another company behind "File not found."', async () => {
    expect(await alice.json('/v2/trash', { file_seqs: [999_999], dir_seqs: [] })).toMatchObject({
      result_code: 'not_found',
    });
  });
});
