import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THAW_MS } from '../../src/lib/files/thaw.ts';
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

async function coldFile(name: string): Promise<Record<string, unknown>> {
  return itemNamed(await openPath(alice, '1{B', ['2019 Archive']), name);
}

const download = (client: FileClient, seq: number) =>
  client.form('/v2/files/download', { file_seq: String(seq) });

describe('unfreeze in cold storage (requirements X37)', () => {
  it('lists cold files with their thaw; warm files have none', async () => {
    expect((await coldFile('Welcome.txt'))['thaw']).toEqual({
      state: 'frozen',
      progress: 0,
      ready_at: null,
    });
    expect((await coldFile('plan.txt'))['thaw']).toMatchObject({
      state: 'available',
      progress: 100,
    });
    const warm = itemNamed(await openPath(alice, '1{A', ['2025 Archive']), 'handbook.pdf');
    expect(warm['thaw']).toBeUndefined();
  });

  it('refuses a frozen file’s download until its thaw has finished', async () => {
    const seq = Number((await coldFile('Welcome.txt'))['file_seq']);
    expect(await download(alice, seq)).toMatchObject({
      success: false,
      result_code: 'file_frozen',
    });
    expect(await alice.json('/v2/file/unfreeze', { file_seq: seq })).toMatchObject({
      success: true,
      thaw: { state: 'thawing', progress: 0, ready_at: server.clock.now() + THAW_MS },
    });
    server.clock.advance(THAW_MS / 2);
    expect(await alice.get(`/v2/file/unfreeze/status?file_seq=${String(seq)}`)).toMatchObject({
      success: true,
      thaw: { state: 'thawing', progress: 50 },
    });
    // Unfreezing again changes nothing.
    expect(await alice.json('/v2/file/unfreeze', { file_seq: seq })).toMatchObject({
      thaw: { state: 'thawing', progress: 50 },
    });
    expect(await download(alice, seq)).toMatchObject({ result_code: 'file_frozen' });
    server.clock.advance(THAW_MS / 2);
    expect(await alice.get(`/v2/file/unfreeze/status?file_seq=${String(seq)}`)).toMatchObject({
      thaw: { state: 'available', progress: 100 },
    });
    expect(await download(alice, seq)).toMatchObject({ success: true, file_name: 'Welcome.txt' });
    // Recorded (cold storage shows no File Logs Management, so read from the table).
    const actions = server.app.db
      .prepare("SELECT action FROM file_activity WHERE kind = 'file' AND item_seq = ? ORDER BY id")
      .all(seq)
      .map((row) => row['action']);
    expect(actions).toEqual(['unfreeze', 'download']);
  });

  it('downloads an available file at once', async () => {
    const seq = Number((await coldFile('plan.txt'))['file_seq']);
    expect(await download(alice, seq)).toMatchObject({ success: true });
  });

  it('is refused outside cold storage, and to users without access', async () => {
    const warm = itemNamed(await openPath(alice, '1{A', ['2025 Archive']), 'handbook.pdf');
    expect(await alice.json('/v2/file/unfreeze', { file_seq: warm['file_seq'] })).toMatchObject({
      success: false,
      result_code: 'not_cold',
    });
    const seq = Number((await coldFile('invoice-2026-01.pdf'))['file_seq']);
    const refused = await editor.json('/v2/file/unfreeze', { file_seq: seq });
    expect(refused).toMatchObject({ success: false });
    expect(['no_authority', 'not_found']).toContain(refused['result_code']);
    expect((await coldFile('invoice-2026-01.pdf'))['thaw']).toMatchObject({ state: 'frozen' });
  });
});
