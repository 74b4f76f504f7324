import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let priv: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  priv = await signIn(server, 'priv');
});
afterAll(async () => {
  await server.close();
});

type Entry = { item: Record<string, unknown>; root: string; location: { name: string }[] };

async function favorites(client: FileClient): Promise<Entry[]> {
  const answer = await client.get('/v2/favorite');
  expect(answer['success']).toBe(true);
  return answer['favorites'] as Entry[];
}
const names = async (client: FileClient) => (await favorites(client)).map((e) => e.item['name']);
const star = (client: FileClient, kind: string, seq: unknown) =>
  client.json('/v2/favorite/add', { kind, seq });
const unstar = (client: FileClient, kind: string, seq: unknown) =>
  client.json('/v2/favorite/remove', { kind, seq });

describe('starring files and folders', () => {
  it('starts with no favorites and marks every listed entry as not starred', async () => {
    expect(await favorites(alice)).toEqual([]);
    const list = await alice.form(listPath('1'));
    const items = list['items'] as { favorite?: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.favorite === false)).toBe(true);
  });

  it('stars a file and a folder, marks them in their lists and lists them newest first', async () => {
    const box = await alice.form(listPath('1'));
    const invoices = itemNamed(box, 'Invoices');
    const levels = await openPath(alice, '1{2', ['All Levels Demo']);
    const handbook = itemNamed(levels, 'handbook.pdf');
    expect(await star(alice, 'folder', invoices['dir_seq'])).toMatchObject({
      success: true,
      favorite: true,
    });
    expect(await star(alice, 'file', handbook['file_seq'])).toMatchObject({ favorite: true });
    expect(itemNamed(await alice.form(listPath('1')), 'Invoices')['favorite']).toBe(true);
    expect(
      itemNamed(await openPath(alice, '1{2', ['All Levels Demo']), 'handbook.pdf')['favorite'],
    ).toBe(true);
    const list = await favorites(alice);
    expect(list.map((e) => [e.item['name'], e.root, e.location.map((c) => c.name)])).toEqual([
      ['handbook.pdf', 'shared', ['Shared Box', 'All Levels Demo']],
      ['Invoices', 'mybox', ['My Box']],
    ]);
    expect(list.every((e) => e.item['favorite'] === true)).toBe(true);
  });

  it('keeps one star when starred twice and unstars idempotently', async () => {
    const invoices = itemNamed(await alice.form(listPath('1')), 'Invoices');
    await star(alice, 'folder', invoices['dir_seq']);
    expect((await names(alice)).filter((n) => n === 'Invoices')).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect(await unstar(alice, 'folder', invoices['dir_seq'])).toMatchObject({
        success: true,
        favorite: false,
      });
    expect(await names(alice)).not.toContain('Invoices');
    expect(itemNamed(await alice.form(listPath('1')), 'Invoices')['favorite']).toBe(false);
  });

  it('keeps stars per user', async () => {
    expect(await names(alice)).toContain('handbook.pdf');
    expect(await names(priv)).toEqual([]);
    const levels = await openPath(priv, '1{2', ['All Levels Demo']);
    expect(itemNamed(levels, 'handbook.pdf')['favorite']).toBe(false);
  });
});

describe('refusals', () => {
  it.each([
    ['a file that does not exist', 'file', 987654, 'not_found'],
    ['a folder that does not exist', 'folder', 987654, 'no_folder'],
  ])('refuses to star %s', async (_, kind, seq, code) => {
    expect(await star(alice, kind, seq)).toMatchObject({ success: false, result_code: code });
  });

  it("refuses to star another user's my-box folder and a root area's top", async () => {
    const invoices = itemNamed(await alice.form(listPath('1')), 'Invoices');
    expect(await star(priv, 'folder', invoices['dir_seq'])).toMatchObject({
      result_code: 'no_folder',
    });
    const top = (await alice.form(listPath('1')))['folder'] as { dir_seq: number };
    expect(await star(alice, 'folder', top.dir_seq)).toMatchObject({ result_code: 'no_folder' });
  });

  it.each([
    ['an unknown kind', { kind: 'tag', seq: 1 }],
    ['a seq that is not a number', { kind: 'file', seq: 'x' }],
    ['no seq', { kind: 'file' }],
  ])('answers a bad request for %s', async (_, body) => {
    const answer = await alice.json('/v2/favorite/add', body);
    expect(answer['success']).toBe(false);
    expect(answer['status']).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = server.client();
    const answer = await anonymous.get('/v2/favorite');
    expect(
      answer.status === 200 ? ((await answer.json()) as { success: boolean }).success : false,
    ).toBe(false);
  });
});

describe('items the user may no longer see', () => {
  it('leaves out a file once it is trashed, and lists it again once restored', async () => {
    const levels = await openPath(priv, '1{2', ['All Levels Demo']);
    const plan = itemNamed(levels, 'plan.txt');
    await star(priv, 'file', plan['file_seq']);
    expect(await names(priv)).toEqual(['plan.txt']);
    const seqs = { file_seqs: [plan['file_seq']], dir_seqs: [] };
    expect(await alice.json('/v2/trash', seqs)).toMatchObject({ success: true });
    expect(await names(priv)).toEqual([]);
    expect(await alice.json('/v2/trash/restore', seqs)).toMatchObject({ success: true });
    expect(await names(priv)).toEqual(['plan.txt']);
  });

  it('leaves out what sits below a folder the user lost access to, and refuses a new star there', async () => {
    const levels = await openPath(priv, '1{2', ['All Levels Demo']);
    const drafts = itemNamed(levels, 'Drafts');
    await star(priv, 'folder', drafts['dir_seq']);
    expect(await names(priv)).toEqual(['Drafts', 'plan.txt']);
    const folder = levels['folder'] as { dir_seq: number };
    const privId = server.app.db.prepare("SELECT id FROM users WHERE login_id = 'priv'").get()?.[
      'id'
    ];
    server.app.db
      .prepare('DELETE FROM folder_permissions WHERE dir_seq = ? AND user_id = ?')
      .run(folder.dir_seq, Number(privId));
    expect(await favorites(priv)).toEqual([]);
    expect(await star(priv, 'folder', drafts['dir_seq'])).toMatchObject({
      result_code: 'no_folder',
    });
    // Unstarring what one can no longer see still works, so a stale star can be cleared.
    expect(await unstar(priv, 'folder', drafts['dir_seq'])).toMatchObject({ success: true });
  });
});
