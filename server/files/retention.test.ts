import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { RETENTION, sweepRetention } from './retention.ts';
import { FILES_DIR } from './storage.ts';
import { itemNamed, listPath, signIn, type FileClient } from './testing.ts';

// Retention (security K56): old trash goes with all it holds, spent records and ended sessions go,
// and stored bytes no row names are deleted once they are an hour old.

let server: TestServer;
let alice: FileClient;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
});
afterAll(() => server.close());

async function upload(node: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('node', node);
  form.append('file', new File([name], name, { type: 'text/plain' }));
  await alice.multipart('/v2/files/upload', form);
  const list = await alice.form(listPath(node), { page_size: '200' });
  return Number(itemNamed(list, name)['file_seq']);
}

function bytesOf(fileSeq: number): string {
  const row = server.app.db
    .prepare('SELECT storage FROM file_items WHERE file_seq = ?')
    .get(fileSeq);
  return path.join(server.dataDir, FILES_DIR, String(row?.['storage']));
}

const rowExists = (table: string, column: string, seq: number): boolean =>
  server.app.db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).get(seq) !== undefined;

const sweep = () => sweepRetention(server.app.db, server.dataDir, server.clock.now());

describe('the retention sweep', () => {
  it('deletes what has been in the trash 30 days, with all a folder holds, and keeps newer trash', async () => {
    const old = await upload('1', 'retention-old.txt');
    await alice.form('/folder/add/', { node: '1', name: 'Retention folder' });
    const folder = itemNamed(
      await alice.form(listPath('1'), { page_size: '200' }),
      'Retention folder',
    );
    const dirSeq = Number(folder['dir_seq']);
    const inner = await upload(String(folder['node']), 'retention-inner.txt');
    const oldBytes = bytesOf(old);
    const innerBytes = bytesOf(inner);
    expect(await alice.json('/v2/trash', { file_seqs: [old], dir_seqs: [dirSeq] })).toMatchObject({
      success: true,
    });
    server.clock.advance(RETENTION.trash - DAY);
    alice = await signIn(server, 'alice');
    const fresh = await upload('1', 'retention-fresh.txt');
    await alice.json('/v2/trash', { file_seqs: [fresh], dir_seqs: [] });
    const freshBytes = bytesOf(fresh);

    // 29 days on: nothing goes yet.
    sweep();
    expect(rowExists('file_items', 'file_seq', old)).toBe(true);

    server.clock.advance(2 * DAY);
    const done = sweep();
    expect(done).toMatchObject({ folders: 1 });
    expect(done.files).toBeGreaterThanOrEqual(2);
    expect(rowExists('file_items', 'file_seq', old)).toBe(false);
    expect(rowExists('file_items', 'file_seq', inner)).toBe(false);
    expect(rowExists('file_folders', 'dir_seq', dirSeq)).toBe(false);
    expect(rowExists('file_items', 'file_seq', fresh)).toBe(true);
    // The bytes go with the rows once an hour old on disk (the files' own clock).
    const past = (Date.now() - 2 * RETENTION.orphan) / 1000;
    for (const file of [oldBytes, innerBytes, freshBytes]) utimesSync(file, past, past);
    sweep();
    expect(existsSync(oldBytes)).toBe(false);
    expect(existsSync(innerBytes)).toBe(false);
    expect(existsSync(freshBytes)).toBe(true);
  });

  it('deletes what a folder holds when it is deleted forever from the trash', async () => {
    alice = await signIn(server, 'alice');
    await alice.form('/folder/add/', { node: '1', name: 'Purged folder' });
    const folder = itemNamed(
      await alice.form(listPath('1'), { page_size: '200' }),
      'Purged folder',
    );
    const dirSeq = Number(folder['dir_seq']);
    const inner = await upload(String(folder['node']), 'purged-inner.txt');
    await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [dirSeq] });
    expect(
      await alice.json('/v2/trash/purge', { file_seqs: [], dir_seqs: [dirSeq] }),
    ).toMatchObject({ success: true });
    expect(rowExists('file_folders', 'dir_seq', dirSeq)).toBe(false);
    expect(rowExists('file_items', 'file_seq', inner)).toBe(false);
  });

  it('deletes unnamed stored bytes only once they are an hour old', () => {
    const shard = path.join(server.dataDir, FILES_DIR, 'ab');
    mkdirSync(shard, { recursive: true });
    const stray = path.join(shard, 'c'.repeat(30));
    const young = path.join(shard, 'd'.repeat(30));
    writeFileSync(stray, 'left behind');
    writeFileSync(young, 'being committed');
    const past = (Date.now() - 2 * RETENTION.orphan) / 1000;
    utimesSync(stray, past, past);
    expect(sweep().bytes).toBeGreaterThanOrEqual(1);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });

  it('deletes sessions ended 30 days ago and spent links, and keeps live ones', async () => {
    const db = server.app.db;
    await signIn(server, 'editor');
    await signIn(server, 'editor'); // ends the first (requirements L17)
    const ended = () =>
      Number(
        db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE ended_at IS NOT NULL').get()?.['n'],
      );
    const live = () =>
      Number(db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE ended_at IS NULL').get()?.['n']);
    expect(ended()).toBeGreaterThan(0);
    const liveBefore = live();
    server.clock.advance(RETENTION.ended + DAY);
    db.prepare(
      `INSERT INTO download_links (token_hash, user_id, kind, file_seq, file_name, created_at,
       expires_at) SELECT 'retention-test', id, 'file', NULL, 'x.txt', ?, ? FROM users LIMIT 1`,
    ).run(server.clock.now() - 3 * DAY, server.clock.now() - RETENTION.spent - 1);
    sweep();
    expect(ended()).toBe(0);
    expect(live()).toBe(liveBefore);
    expect(
      db.prepare("SELECT 1 FROM download_links WHERE token_hash = 'retention-test'").get(),
    ).toBeUndefined();
  });
});
