import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, signIn, type FileClient } from './testing.ts';

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

async function upload(client: FileClient, node: string, names: readonly string[]) {
  const form = new FormData();
  form.append('node', node);
  for (const name of names) form.append('file', new File(['x'], name, { type: 'text/plain' }));
  const answer = await client.multipart('/v2/files/upload', form);
  return (answer['results'] as { item: { file_seq: number } }[]).map((r) => r.item.file_seq);
}

async function search(client: FileClient, q: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ q, ...extra });
  return client.get(`/v2/search?${params.toString()}`);
}
async function found(client: FileClient, q: string, extra: Record<string, string> = {}) {
  const answer = await search(client, q, extra);
  expect(answer['success']).toBe(true);
  return (answer['results'] as Entry[]).map((e) => e.item['name']);
}

describe('search by name', () => {
  beforeAll(async () => {
    await alice.form('/folder/add/', { node: '1', name: 'Search Box' });
    const box = itemNamed(await alice.form(listPath('1')), 'Search Box');
    await upload(alice, String(box['node']), [
      '見積書_2026.txt',
      '곰돌이 일기.txt',
      'abc-notes.txt',
      'Straße.txt',
    ]);
    await upload(alice, '1', ['見積メモ.txt']);
  });

  it.each([
    ['a Japanese 2-character query', '見積', ['見積メモ.txt', '見積書_2026.txt']],
    ['a Korean 2-character query', '곰돌', ['곰돌이 일기.txt']],
    ['a full-width query', 'ＡＢＣ', ['abc-notes.txt']],
    ['an upper-case query', 'ABC-NOTES', ['abc-notes.txt']],
    ['a case-folded query', 'STRASSE', ['Straße.txt']],
    ['a decomposed query', '곰돌'.normalize('NFD'), ['곰돌이 일기.txt']],
    ['no match', 'zzzz-nothing', []],
  ])('finds %s', async (_, q, names) => {
    expect((await found(alice, q)).sort()).toEqual([...names].sort());
  });

  it('says where each result lives and whether it is starred', async () => {
    const answer = await search(alice, '見積書');
    const [entry] = answer['results'] as Entry[];
    expect(entry?.root).toBe('mybox');
    expect(entry?.location.map((c) => c.name)).toEqual(['My Box', 'Search Box']);
    expect(entry?.item['favorite']).toBe(false);
    expect(answer['truncated']).toBe(false);
  });

  it('says what the caller may do where each result lives (requirements X36)', async () => {
    type WithAccess = Entry & { access?: Record<string, unknown> };
    const [file] = (await search(alice, '見積書'))['results'] as WithAccess[];
    expect(file?.access).toEqual({
      folder_type: 'mybox',
      access_levels: ['master'],
      privall_manages_permissions: false,
      export_allowed: false,
    });
    const folders = (await search(alice, 'search bo'))['results'] as WithAccess[];
    const box = folders.find((e) => e.item['name'] === 'Search Box');
    expect(box?.access?.['access_levels']).toEqual(['master']);
    // Shared folders: the caller's level there, which the matrix reads.
    const shared = ((await search(priv, 'handbook'))['results'] as WithAccess[]).find((e) =>
      e.location.some((c) => c.name === 'All Levels Demo'),
    );
    expect(shared?.access?.['folder_type']).toBe('shared');
    expect((shared?.access?.['access_levels'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('finds folders too, and searches within a folder when asked', async () => {
    expect(await found(alice, 'search bo')).toContain('Search Box');
    const box = itemNamed(await alice.form(listPath('1')), 'Search Box');
    expect(await found(alice, '見積', { node: String(box['node']) })).toEqual(['見積書_2026.txt']);
    expect(await search(alice, 'x', { node: '1{999999' })).toMatchObject({
      result_code: 'no_folder',
    });
  });

  it('only returns what the user may see', async () => {
    expect(await found(priv, '見積')).toEqual([]);
    expect(await found(priv, '곰돌')).toEqual([]);
  });

  it('follows the shared folders the user is granted, and refuses a scope they may not see', async () => {
    // priv holds a level on All Levels Demo, none on Marketing (alice's and yuki's).
    const where = async (client: FileClient, q: string) =>
      ((await search(client, q))['results'] as Entry[]).map((e) =>
        e.location.map((c) => c.name).join(' / '),
      );
    expect(await where(priv, 'handbook')).toContain('Shared Box / All Levels Demo');
    expect(await where(alice, 'invoices.csv')).toContain('Shared Box / Marketing');
    expect(await where(priv, 'invoices.csv')).not.toContain('Shared Box / Marketing');
    const marketing = itemNamed(await alice.form(listPath('1{2')), 'Marketing');
    expect(await search(priv, 'invoices', { node: String(marketing['node']) })).toMatchObject({
      success: false,
      result_code: 'no_folder',
    });
  });

  it('follows renames, trash and restore', async () => {
    const [seq] = await upload(alice, '1', ['rename-me.txt']);
    expect(await found(alice, 'rename-me')).toEqual(['rename-me.txt']);
    await alice.json('/v2/item/rename', { file_seq: seq, name: '改名済み.txt' });
    expect(await found(alice, 'rename-me')).toEqual([]);
    expect(await found(alice, '改名')).toEqual(['改名済み.txt']);
    const seqs = { file_seqs: [seq], dir_seqs: [] };
    expect(await alice.json('/v2/trash', seqs)).toMatchObject({ success: true });
    expect(await found(alice, '改名')).toEqual([]);
    expect(await alice.json('/v2/trash/restore', seqs)).toMatchObject({ success: true });
    expect(await found(alice, '改名')).toEqual(['改名済み.txt']);
  });

  it('caps the results and says so', async () => {
    await upload(alice, '1', ['cap-1.txt', 'cap-2.txt', 'cap-3.txt']);
    const answer = await search(alice, 'cap-', { limit: '2' });
    expect(answer['results']).toHaveLength(2);
    expect(answer['truncated']).toBe(true);
  });

  it('still answers with 10,000 more names in the index', async () => {
    const db = openDatabase(server.dataDir);
    try {
      const box = db
        .prepare("SELECT dir_seq FROM file_folders WHERE name = 'Search Box'")
        .get() as { dir_seq: number };
      const insert = db.prepare(
        `INSERT INTO file_items (dir_seq, name, name_key, created_at, updated_at)
         VALUES (?, ?, ?, 0, 0)`,
      );
      db.exec('BEGIN');
      for (let i = 0; i < 10_000; i += 1) {
        const name = `bulk ${String(i).padStart(5, '0')} 資料.txt`;
        insert.run(box.dir_seq, name, name.toLowerCase());
      }
      db.exec('COMMIT');
    } finally {
      db.close();
    }
    const answer = await search(alice, '00042 資料');
    expect((answer['results'] as Entry[]).map((e) => e.item['name'])).toEqual([
      'bulk 00042 資料.txt',
    ]);
    expect(await found(alice, '見積')).toHaveLength(2);
    const many = await search(alice, '資料', { limit: '50' });
    expect(many['results']).toHaveLength(50);
    expect(many['truncated']).toBe(true);
  });
});
