// Delete Files on Schedule (requirements X24) on the reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { sweepSchedules } from './schedule.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let priv: FileClient;
let editor: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  priv = await signIn(server, 'priv');
  editor = await signIn(server, 'editor');
});
afterAll(async () => {
  await server.close();
});

const levels = (client: FileClient) => openPath(client, '1{2', ['All Levels Demo']);
const schedule = (client: FileClient, body: Record<string, unknown>) =>
  client.json('/v2/item/delete-schedule', body);
async function seqOf(name: string, key: 'file_seq' | 'dir_seq' = 'file_seq'): Promise<number> {
  return Number(itemNamed(await levels(alice), name)[key]);
}

describe('Delete Files on Schedule', () => {
  it('lets a Master and a PrivAll set a date, shown in the list, and clear it', async () => {
    const seq = await seqOf('sunrise.png');
    const at = server.clock.now() + 3 * DAY;
    expect(await schedule(alice, { file_seq: seq, delete_at: at })).toMatchObject({
      success: true,
      delete_at: at,
    });
    expect(itemNamed(await levels(editor), 'sunrise.png')['delete_at']).toBe(at);
    expect(await schedule(priv, { file_seq: seq, delete_at: null })).toMatchObject({
      success: true,
      delete_at: null,
    });
    expect(itemNamed(await levels(alice), 'sunrise.png')).not.toHaveProperty('delete_at');
  });

  it.each(['editor', 'previewer', 'uploader'])('refuses a %s (not in the row)', async (id) => {
    const client = id === 'editor' ? editor : await signIn(server, id);
    const seq = await seqOf('tone.wav');
    const at = server.clock.now() + DAY;
    const answer = await schedule(client, { file_seq: seq, delete_at: at });
    expect(answer).toMatchObject({ success: false, result_code: 'no_authority' });
    expect(typeof answer['all']).toBe('string');
  });

  it.each([
    ['now', 0],
    ['the past', -DAY],
    ['more than ten years ahead', 11 * 366 * DAY],
  ])('refuses a date at %s', async (_, offset) => {
    const seq = await seqOf('tone.wav');
    const answer = await schedule(alice, {
      file_seq: seq,
      delete_at: server.clock.now() + offset,
    });
    expect(answer).toMatchObject({ success: false, result_code: 'invalid_date' });
  });

  it('refuses a file someone else locked, an unknown file and a call naming nothing', async () => {
    const at = server.clock.now() + DAY;
    const locked = await seqOf('contract.pdf');
    expect(await schedule(priv, { file_seq: locked, delete_at: at })).toMatchObject({
      result_code: 'file_locked',
    });
    expect(await schedule(alice, { file_seq: 999999, delete_at: at })).toMatchObject({
      result_code: 'not_found',
    });
    expect(await schedule(alice, { delete_at: at })).toMatchObject({ success: false });
  });

  it('moves a file and a folder to the trash once their time has come, as deleted by the setter', async () => {
    const file = await seqOf('Quarterly report.docx');
    const folder = await seqOf('Drafts', 'dir_seq');
    const at = server.clock.now() + DAY;
    expect(await schedule(alice, { file_seq: file, delete_at: at })).toMatchObject({
      success: true,
    });
    expect(await schedule(priv, { dir_seq: folder, delete_at: at + DAY })).toMatchObject({
      success: true,
    });
    expect(itemNamed(await levels(alice), 'Drafts')['delete_at']).toBe(at + DAY);
    // Not yet: nothing moves.
    expect(sweepSchedules(server.app.db, at - 1)).toEqual({ files: 0, folders: 0 });
    // The sweep runs by the server's clock; here at the file's time (sessions stay at now).
    expect(sweepSchedules(server.app.db, at)).toEqual({ files: 1, folders: 0 });
    const names = ((await levels(alice))['items'] as { name: string }[]).map((i) => i.name);
    expect(names).not.toContain('Quarterly report.docx');
    expect(names).toContain('Drafts');
    const trash = await alice.get('/v2/trash/items');
    const entries = trash['items'] as { name: string; deleted_by: string }[];
    expect(entries.find((e) => e.name === 'Quarterly report.docx')).toMatchObject({
      deleted_by: 'Alice Example',
    });
    // The development endpoint runs the same sweep at a given time.
    const swept = await alice.get(`/dev/schedule-sweep.json?at=${String(at + DAY)}`);
    expect(swept).toMatchObject({ success: true, files: 0, folders: 1 });
    const after = ((await levels(alice))['items'] as { name: string }[]).map((i) => i.name);
    expect(after).not.toContain('Drafts');
  });
});
