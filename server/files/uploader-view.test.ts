import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { itemNamed, openPath, signIn, type FileClient } from './testing.ts';

// What an Uploader sees (requirements X46, decision 018): sub-folders and their own files, unless
// the company lets Uploaders see every file.

let server: TestServer;
let alice: FileClient;
let uma: FileClient;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  uma = await signIn(server, 'uploader');
});
afterAll(() => server.close());

function allowUploaders(on: boolean): void {
  server.app.db
    .prepare("UPDATE companies SET uploaders_see_files = ? WHERE code = 'demo'")
    .run(on ? 1 : 0);
}
beforeEach(() => {
  allowUploaders(false);
});

const LEVELS = ['1{2', ['All Levels Demo']] as const;
const names = (list: Record<string, unknown>) =>
  ((list['items'] ?? []) as Record<string, unknown>[]).map((i) => String(i['name']));

async function uploadAs(client: FileClient, dirNode: string, name: string) {
  const form = new FormData();
  form.append('node', dirNode);
  form.append('file', new File([name], name, { type: 'text/plain' }));
  return client.multipart('/v2/files/upload', form);
}

describe("an Uploader's view of a folder", () => {
  it('lists the sub-folders and no one else’s files, and says so', async () => {
    const list = await openPath(uma, LEVELS[0], [...LEVELS[1]]);
    expect(names(list)).toEqual(['Drafts']);
    expect(list).toMatchObject({ total: 1, folder: { own_files_only: true } });
    expect(list['tags']).toEqual([]);
    const master = await openPath(alice, LEVELS[0], [...LEVELS[1]]);
    expect(names(master)).toContain('handbook.pdf');
    expect((master['folder'] as Record<string, unknown>)['own_files_only']).toBeUndefined();
  });

  it('lists the files the Uploader uploaded, and finds only those', async () => {
    const folder = await openPath(uma, LEVELS[0], [...LEVELS[1]]);
    const node = String((folder['folder'] as Record<string, unknown>)['node']);
    expect(await uploadAs(uma, node, 'uma-drop.txt')).toMatchObject({ success: true });
    const list = await openPath(uma, LEVELS[0], [...LEVELS[1]]);
    expect(names(list)).toEqual(['Drafts', 'uma-drop.txt']);
    const search = async (q: string) =>
      (
        (await uma.get(`/v2/search?q=${encodeURIComponent(q)}`))['results'] as {
          item: { name: string };
        }[]
      ).map((r) => r.item.name);
    expect(await search('uma-drop')).toEqual(['uma-drop.txt']);
    expect(await search('handbook')).toEqual([]);
  });

  it('shows every file where the company allows it', async () => {
    allowUploaders(true);
    const list = await openPath(uma, LEVELS[0], [...LEVELS[1]]);
    expect(names(list)).toContain('handbook.pdf');
    expect((list['folder'] as Record<string, unknown>)['own_files_only']).toBeUndefined();
    expect(itemNamed(list, 'handbook.pdf')).toMatchObject({ name: 'handbook.pdf' });
  });

  it('leaves a user with another level besides Uploader seeing everything', async () => {
    // previewer is Previewer on Design Reviews and Uploader there through the Design Team group.
    const previewer = await signIn(server, 'previewer');
    const list = await openPath(previewer, '1{2', ['Design Reviews']);
    expect(names(list)).toContain('mosaic.png');
  });
});
