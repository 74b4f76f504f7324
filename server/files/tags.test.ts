import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let previewer: FileClient;
let editor: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  previewer = await signIn(server, 'previewer');
  editor = await signIn(server, 'editor');
});
afterAll(async () => {
  await server.close();
});

const levels = (client: FileClient) => openPath(client, '1{2', ['All Levels Demo']);
const seqOf = async (client: FileClient, name: string) =>
  itemNamed(await levels(client), name)['file_seq'];
const add = (client: FileClient, seq: unknown, tag: string) =>
  client.json('/v2/tag/file/add', { file_seq: seq, tag });
const remove = (client: FileClient, seq: unknown, tag: string) =>
  client.json('/v2/tag/file/remove', { file_seq: seq, tag });
const tagged = (client: FileClient, tag: string) =>
  client.get(`/v2/tag/files?tag=${encodeURIComponent(tag)}`);

describe('tags on files', () => {
  it('lists every file with an empty tag list and folders without one', async () => {
    const list = await levels(alice);
    expect(itemNamed(list, 'handbook.pdf')['tags']).toEqual([]);
    expect(itemNamed(list, 'Drafts')['tags']).toBeUndefined();
  });

  it('adds tags normalised, once without case, and shows them in the list', async () => {
    const seq = await seqOf(alice, 'handbook.pdf');
    expect(await add(alice, seq, '  Review ')).toMatchObject({ success: true, tags: ['Review'] });
    expect(await add(alice, seq, 'review')).toMatchObject({ success: true, tags: ['Review'] });
    expect(await add(alice, seq, 'cafe\u0301')).toMatchObject({ tags: ['Review', 'café'] });
    expect(await add(alice, seq, '契約')).toMatchObject({ tags: ['Review', 'café', '契約'] });
    expect(itemNamed(await levels(alice), 'handbook.pdf')['tags']).toEqual([
      'Review',
      'café',
      '契約',
    ]);
  });

  it.each([
    ['a control character', 'bad\u0007'],
    ['a line break', 'two\nlines'],
    ['only spaces', '   '],
    ['51 characters', 'x'.repeat(51)],
  ])('refuses %s with success false and a message', async (_, tag) => {
    const seq = await seqOf(alice, 'handbook.pdf');
    const answer = await add(alice, seq, tag);
    expect(answer).toMatchObject({ success: false, result_code: 'invalid_tag' });
    expect(typeof answer['all']).toBe('string');
  });

  it('refuses a previewer (no Edit) and a file of nobody reachable', async () => {
    const seq = await seqOf(alice, 'handbook.pdf');
    expect(await add(previewer, seq, 'mine')).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
    expect(await remove(previewer, seq, 'review')).toMatchObject({ success: false });
    expect(await add(alice, 999999, 'x')).toMatchObject({
      success: false,
      result_code: 'not_found',
    });
  });

  it('lets an editor tag, and refuses a file another user locked', async () => {
    const plan = await seqOf(editor, 'plan.txt');
    expect(await add(editor, plan, 'Review')).toMatchObject({ success: true, tags: ['Review'] });
    const locked = await seqOf(editor, 'contract.pdf');
    expect(await add(editor, locked, 'x')).toMatchObject({ result_code: 'file_locked' });
  });

  it('lists the files with a tag across areas for those who may see them', async () => {
    const answer = await tagged(alice, 'REVIEW');
    expect(answer['success']).toBe(true);
    const files = answer['files'] as { item: { name: string; tags: string[] }; root: string }[];
    expect(files.map((f) => [f.item.name, f.root])).toEqual([
      ['handbook.pdf', 'shared'],
      ['plan.txt', 'shared'],
    ]);
    const mine = await alice.form(listPath('1'));
    expect(Array.isArray(mine['items'])).toBe(true);
    const nobody = await signIn(server, 'guest');
    expect((await tagged(nobody, 'review'))['files']).toEqual([]);
  });

  it("filters a folder by a tag (files only, without case) and lists the folder's tags", async () => {
    const all = await levels(alice);
    expect(all['tags']).toEqual(['café', 'Review', '契約']);
    const folder = all['folder'] as { node: string; dir_seq: number };
    const filtered = await alice.form(listPath(folder.node), {
      dir_seq: String(folder.dir_seq),
      tag: 'REVIEW',
    });
    const names = (filtered['items'] as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(['handbook.pdf', 'plan.txt']);
    expect(filtered['total']).toBe(2);
    expect(filtered['tags']).toEqual(all['tags']);
    const none = await alice.form(listPath(folder.node), {
      dir_seq: String(folder.dir_seq),
      tag: 'nothing-has-this',
    });
    expect(none).toMatchObject({ success: true, total: 0, items: [] });
  });

  it('removes a tag without case', async () => {
    const seq = await seqOf(alice, 'handbook.pdf');
    expect(await remove(alice, seq, 'CAFÉ')).toMatchObject({ tags: ['Review', '契約'] });
    expect(await remove(alice, seq, 'absent')).toMatchObject({ tags: ['Review', '契約'] });
  });
});
