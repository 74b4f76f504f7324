import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '../../src/lib/api/endpoint.ts';
import * as contract from '../../src/lib/api/contract/index.ts';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
const seq: Record<string, number> = {};
const dir: Record<string, { node: string; dir_seq: number }> = {};

async function folderOf(client: FileClient, root: string, name: string) {
  const item = itemNamed(await client.form(listPath(root)), name);
  return { node: String(item['node']), dir_seq: Number(item['dir_seq']) };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  dir['levels'] = await folderOf(alice, '1{2', 'All Levels Demo');
  dir['cold'] = await folderOf(alice, '1{B', '2019 Archive');
  dir['dlp'] = await folderOf(alice, '1{8', 'Customer Data');
  dir['exports'] = await folderOf(alice, '1{8', 'Approved Exports');
  dir['fax'] = await folderOf(alice, '1{4', 'Inbox Tokyo');
  dir['policies'] = await folderOf(alice, '1{9', 'Policies');
  const levels = await openPath(alice, '1{2', ['All Levels Demo']);
  seq['pdf'] = Number(itemNamed(levels, 'handbook.pdf')['file_seq']);
  seq['cold'] = Number(
    itemNamed(await openPath(alice, '1{B', ['2019 Archive']), 'Welcome.txt')['file_seq'],
  );
  seq['dlp'] = Number(
    itemNamed(await openPath(alice, '1{8', ['Customer Data']), 'invoices.csv')['file_seq'],
  );
  seq['exports'] = Number(
    itemNamed(await openPath(alice, '1{8', ['Approved Exports']), 'invoice-2026-02.pdf')[
      'file_seq'
    ],
  );
  seq['policies'] = Number(
    itemNamed(await openPath(alice, '1{9', ['Policies']), 'handbook.pdf')['file_seq'],
  );
});
afterAll(async () => {
  await server.close();
});

function upload(client: FileClient, node: string, name: string) {
  const form = new FormData();
  form.append('node', node);
  form.append('file', new File(['x'], name));
  return client.multipart('/v2/files/upload', form);
}

// One row per function the API enforces: a call, a level that may, and a level that may not.
const CALLS = {
  preview: (c: FileClient) => c.form('/doc/convert', { fileid: String(seq['pdf']) }),
  download: (c: FileClient) => c.form('/v2/files/download', { file_seq: String(seq['pdf']) }),
  upload: (c: FileClient) =>
    upload(c, dir['levels']?.node ?? '', `m-${String(performance.now())}.txt`),
  subfolder: (c: FileClient) =>
    c.form('/folder/add/', {
      node: dir['levels']?.node ?? '',
      name: `sub-${String(Date.now())}-${String(performance.now())}`,
    }),
  delete: async (c: FileClient) => {
    const up = (
      await upload(alice, dir['levels']?.node ?? '', `del-${String(performance.now())}.txt`)
    )['results'] as { item: { file_seq: number } }[];
    return c.json('/v2/trash', { file_seqs: [up[0]?.item.file_seq], dir_seqs: [] });
  },
  edit: async (c: FileClient) => {
    const up = (
      await upload(alice, dir['levels']?.node ?? '', `ren-${String(performance.now())}.txt`)
    )['results'] as { item: { file_seq: number } }[];
    const name = `renamed-${String(performance.now())}.txt`;
    return c.json('/v2/item/rename', { file_seq: up[0]?.item.file_seq, name });
  },
  list: (c: FileClient) => c.form(listPath(dir['levels']?.node ?? '')),
} as const;

describe('the matrix is enforced on every call', () => {
  it.each([
    ['Preview', 'preview', 'previewer', 'uploader'],
    ['Preview', 'preview', 'downloader', 'uploader'],
    ['Download', 'download', 'downloader', 'previewer'],
    ['Download', 'download', 'editor', 'editorminus'],
    ['Download', 'download', 'priv', 'previewerplus'],
    ['Upload', 'upload', 'uploader', 'downloader'],
    ['Upload', 'upload', 'previewerplus', 'previewer'],
    ['Delete File', 'delete', 'priv', 'editor'],
    ['Delete File', 'delete', 'alice', 'downloader'],
    ['Sub-folder creation/deletion', 'subfolder', 'priv', 'editor'],
    ['Sub-folder creation/deletion', 'subfolder', 'alice', 'editorminus'],
    ['Edit (rename)', 'edit', 'editorminus', 'downloader'],
    ['Edit (rename)', 'edit', 'editor', 'previewerplus'],
    ['listing (any level)', 'list', 'uploader', 'yuki'],
  ] as const)('%s: %s allowed for %s, refused for %s', async (_, call, allowedId, refusedId) => {
    const allowed = allowedId === 'alice' ? alice : await signIn(server, allowedId);
    const refused = await signIn(server, refusedId);
    expect((await CALLS[call](allowed))['success']).toBe(true);
    expect(await CALLS[call](refused)).toMatchObject({
      success: false,
      result_code: 'no_authority',
    });
  });
});

describe('folder types change what even a Master may do', () => {
  it('refuses preview, and download of a frozen file, in cold storage but allows upload', async () => {
    expect(await alice.form('/doc/convert', { fileid: String(seq['cold']) })).toMatchObject({
      result_code: 'no_authority',
    });
    // Download waits for Unfreeze (requirements X37; server/files/unfreeze.test.ts).
    expect(await alice.form('/v2/files/download', { file_seq: String(seq['cold']) })).toMatchObject(
      { result_code: 'file_frozen' },
    );
    expect((await upload(alice, dir['cold']?.node ?? '', 'frozen.txt'))['success']).toBe(true);
  });

  it('subjects DLP downloads to the export policy', async () => {
    expect(await alice.form('/v2/files/download', { file_seq: String(seq['dlp']) })).toMatchObject({
      result_code: 'no_authority',
    });
    expect(
      (await alice.form('/v2/files/download', { file_seq: String(seq['exports']) }))['success'],
    ).toBe(true);
  });

  it('refuses sub-folders in a fax folder', async () => {
    expect(
      await alice.form('/folder/add/', { node: dir['fax']?.node ?? '', name: 'Sub' }),
    ).toMatchObject({ result_code: 'no_authority' });
  });

  it('refuses Delete File in the document box', async () => {
    expect(
      await alice.json('/v2/trash', { file_seqs: [seq['policies']], dir_seqs: [] }),
    ).toMatchObject({ result_code: 'no_authority' });
  });
});

// A request for each of the file-area endpoints that would pass validation.
const SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'explorer.list': { node: '1' },
  'files.addFolder': { node: '1', name: 'x' },
  'files.trash': { file_seqs: [1], dir_seqs: [] },
  'files.restore': { file_seqs: [1], dir_seqs: [] },
  'files.rename': { file_seq: 1, name: 'x' },
  'files.lock': { file_seq: 1, lock: true },
  'files.deleteSchedule': { file_seq: 1, delete_at: null },
  'preview.document': { fileid: 1 },
  'preview.cache': { file_seq: 1 },
  'preview.media': { fileid: 1 },
  'download.file': { file_seq: 1 },
  'download.note': { fileid: 1 },
  'zip.start': { task_key: 'k', target_file: '1', target_dir: '' },
  'zip.status': { taskKey: 'k' },
  'zip.items': { file_seqs: [1], dir_seqs: [] },
  'zip.itemsStatus': { key: 'k' },
  'workflow.download': { file_seqs: [1] },
  'workflow.review': { file_seqs: [1] },
  'thumbnails.v1': { file_seq: '1' },
  'thumbnails.v2': { items: [{ file_seq: 1 }] },
  'thumbnails.one': { fileSeq: 1 },
  'thumbnails.images': { file_id: '1', type: 'thumbnail' },
  'misc.commonTags': { action: 'list' },
  'misc.ransomware': { file_seqs: [1] },
  'misc.mailBlacklist': { addresses: ['a@example.com'] },
  'misc.deleteAutocomplete': { email: 'a@example.com' },
  'members.list': { dir_seq: 1 },
  'members.candidates': { dir_seq: 1, query: 'a' },
  'members.set': { dir_seq: 1, kind: 'user', id: 1, level: 'editor' },
  'members.remove': { dir_seq: 1, kind: 'user', id: 1 },
  'members.settings': { dir_seq: 1, privall_manages_permissions: true },
  'members.inviteGuests': { dir_seq: 1, addresses: ['a@example.com'], level: 'previewer' },
  'mail.sendFiles': { file_seqs: [1], to: ['a@example.com'], subject: 's', message: '' },
  'mail.autocomplete': { query: '' },
};
const FILE_AREA = /^(explorer|files|preview|download|zip|workflow|thumbnails|misc|members|mail)\./;
const fileEndpoints = (contract.endpoints as readonly Endpoint[]).filter((e) =>
  FILE_AREA.test(e.name),
);

describe('without a session every file call fails with result_code 01', () => {
  it('covers every endpoint of the file area', () => {
    expect(fileEndpoints.length).toBeGreaterThanOrEqual(26);
  });

  it.each(fileEndpoints.map((e) => [e.name, e] as const))('%s', async (name, endpoint) => {
    const client = server.client();
    const csrf = await client.primeCsrf();
    const all = SAMPLES[name] ?? {};
    const params = Object.fromEntries(
      [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, key = '']) => [key, String(all[key])]),
    );
    const sample = Object.fromEntries(Object.entries(all).filter(([key]) => !(key in params)));
    const path = fillPath(endpoint.path, params);
    let response: Response;
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)]));
      response = await client.fetch(`${path}?${query.toString()}`);
    } else if (endpoint.encoding === 'multipart') {
      const form = new FormData();
      form.append('node', '1');
      form.append('file', new File(['x'], 'x.txt'));
      response = await client.fetch(path, {
        method: 'POST',
        headers: { 'x-csrftoken': csrf },
        body: form,
      });
    } else {
      const json = endpoint.encoding === 'json';
      response = await client.fetch(path, {
        method: 'POST',
        headers: {
          'x-csrftoken': csrf,
          'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: json
          ? JSON.stringify(sample)
          : new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)])).toString(),
      });
    }
    expect(await response.json()).toMatchObject({ success: false, result_code: '01' });
  });
});
