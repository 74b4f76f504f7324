import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { ARCHIVE } from '../seed-files.ts';
import { filePageSql } from './listing.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';

let server: TestServer;
let alice: FileClient;
let archiveNode = '';

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  archiveNode = String(itemNamed(await alice.form(listPath('1')), ARCHIVE.name)['node']);
});
afterAll(async () => {
  await server.close();
});

type Item = { kind: string; name: string; size: number; updated_at: number; extension: string };
const itemsOf = (list: Record<string, unknown>) => list['items'] as Item[];

describe('the folder list', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('answers a client accepting %s compressed in %s', async (accept, encoding) => {
    const auth = {
      access_token: alice.token,
      'accept-encoding': accept,
    };
    const response = await alice.raw.post(listPath(archiveNode), {}, auth);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const list = (await response.json()) as Record<string, unknown>;
    expect(list['total']).toBe(ARCHIVE.entries);
    expect(itemsOf(list)).toHaveLength(50);
  });

  it('lists my box with folders first, the breadcrumb and the Master level', async () => {
    const list = await alice.form(listPath('1'));
    expect(list['success']).toBe(true);
    const items = itemsOf(list);
    const kinds = items.map((i) => i.kind);
    expect(kinds.indexOf('file')).toBe(kinds.lastIndexOf('folder') + 1);
    expect(items.filter((i) => i.kind === 'folder').map((i) => i.name)).toEqual([
      'Archive 10k',
      'Invoices',
      'Projects',
      '写真',
      '회의록',
    ]);
    expect(list['folder']).toMatchObject({
      node: '1',
      root: 'mybox',
      folder_type: 'mybox',
      access_level: 'master',
      path: [{ node: '1', name: 'My Box' }],
    });
  });

  it('gives file items the fields of the contract (requirements X1)', async () => {
    const photos = await openPath(alice, '1', ['写真']);
    expect(itemNamed(photos, 'sunrise.png')).toMatchObject({
      kind: 'file',
      extension: 'png',
      thumbnail: true,
      node: (photos['folder'] as { node: string }).node,
      permission: { access_level: 'master' },
      is_permission: 0,
      permission_flag_preview: 'Y',
      own: true,
    });
    expect((photos['folder'] as { path: unknown[] }).path).toHaveLength(2);
  });

  it.each([
    [1, 50, 'log-00001.txt', 'log-00050.csv'],
    [2, 50, 'log-00051.txt', 'log-00100.csv'],
    [200, 50, 'log-09951.txt', 'log-10000.csv'],
    [201, 0, null, null],
  ])(
    'pages the 10 000-entry folder by name: page %i has %i items',
    async (page, count, first, last) => {
      const list = await alice.form(listPath(archiveNode), { page: String(page) });
      const items = itemsOf(list);
      expect(list['total']).toBe(ARCHIVE.entries);
      expect(items).toHaveLength(count);
      expect(items[0]?.name ?? null).toBe(first);
      expect(items.at(-1)?.name ?? null).toBe(last);
    },
  );

  it.each([
    ['name', 'desc', (a: Item, b: Item) => a.name >= b.name],
    ['size', 'asc', (a: Item, b: Item) => a.size <= b.size],
    ['size', 'desc', (a: Item, b: Item) => a.size >= b.size],
    ['updated', 'desc', (a: Item, b: Item) => a.updated_at >= b.updated_at],
    ['type', 'asc', (a: Item, b: Item) => a.extension <= b.extension],
  ] as const)('sorts by %s %s', async (sort, order, inOrder) => {
    for (const page of ['1', '50']) {
      const items = itemsOf(
        await alice.form(listPath(archiveNode), { page, sort, order, page_size: '200' }),
      );
      expect(items).toHaveLength(200);
      items.slice(1).forEach((item, i) => {
        expect(inOrder(items[i] as Item, item)).toBe(true);
      });
    }
  });

  // Speed itself is measured by the benchmark (npm run bench); here we pin down why it is fast:
  // every sort of a page of files walks an index, never a temporary sort of the whole folder.
  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['size', 'asc'],
    ['size', 'desc'],
    ['updated', 'asc'],
    ['updated', 'desc'],
    ['type', 'asc'],
    ['type', 'desc'],
  ] as const)('pages files sorted by %s %s through an index', (sort, order) => {
    const plan = server.app.db
      .prepare(`EXPLAIN QUERY PLAN ${filePageSql({ sort, order })}`)
      .all(1, 50, 9950)
      .map((row) => String((row as { detail: unknown }).detail));
    expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX file_items_by_/);
    expect(plan.join('\n')).not.toContain('USE TEMP B-TREE FOR ORDER BY');
  });

  it.each([
    ['a page size over 200', { page_size: '201' }],
    ['page 0', { page: '0' }],
    ['an unknown sort', { sort: 'colour' }],
  ])('refuses %s with a 400', async (_, fields) => {
    const list = await alice.form(listPath('1'), fields);
    expect(list).toMatchObject({ status: 400, success: false, result_code: 'bad_request' });
  });

  it.each([
    ['a malformed node', '1{C'],
    ['a node nobody has', '1zzz'],
    ['a connect folder without dir_seq', '1{6000'],
  ])('answers "No folder." for %s', async (_, node) => {
    expect(await alice.form(listPath(node))).toMatchObject({
      success: false,
      result_code: 'no_folder',
      all: 'No folder.',
    });
  });

  it('tells two connect spaces with the same node apart by dir_seq', async () => {
    const connect = await alice.form(listPath('1{6'));
    const spaces = itemsOf(connect) as unknown as { node: string; dir_seq: number; name: string }[];
    expect(spaces.map((s) => s.node)).toEqual(['1{6000', '1{6000']);
    const names = [];
    for (const space of spaces) {
      const list = await alice.form(listPath(space.node), { dir_seq: String(space.dir_seq) });
      names.push((itemsOf(list)[0] as Item).name);
    }
    expect(names).toEqual(['invoice-2026-02.pdf', '2026-01-12 회의록.txt']);
  });

  it('answers "You have no authority." for a shared folder the caller has no level on', async () => {
    const levels = itemNamed(await alice.form(listPath('1{2')), 'All Levels Demo');
    const yuki = await signIn(server, 'yuki');
    expect(await yuki.form(listPath(String(levels['node'])))).toMatchObject({
      success: false,
      result_code: 'no_authority',
      all: 'You have no authority.',
    });
    const top = itemsOf(await yuki.form(listPath('1{2'))).map((i) => i.name);
    expect(top).toEqual(['Marketing']);
  });

  it('gives a guest no my box and only the shared folders given to them', async () => {
    const guest = await signIn(server, 'guest');
    expect(await guest.form(listPath('1'))).toMatchObject({ result_code: 'no_folder' });
    expect(await guest.get('/app/explorer/roots')).toMatchObject({
      roots: [{ kind: 'shared', node: '1{2' }],
    });
  });
});

describe('root areas and projects', () => {
  it('gives alice every root area in side-bar order', async () => {
    const roots = (await alice.get('/app/explorer/roots'))['roots'] as { kind: string }[];
    expect(roots.map((r) => r.kind)).toEqual([
      'mybox',
      'shared',
      'project',
      'connect',
      'document',
      'fax_receive',
      'fax_send',
      'dlp',
      'warm',
      'cold',
    ]);
  });

  it('gives a connect user the connect box only', async () => {
    const connect = await signIn(server, 'connect');
    expect(await connect.get('/app/explorer/roots')).toMatchObject({
      roots: [{ kind: 'connect' }],
    });
  });

  it.each([
    ['alice', ['Apollo Launch', 'Borealis Migration'], 'master'],
    ['yuki', ['Apollo Launch'], 'editor'],
    ['guest', [], null],
  ])('lists the projects of %s', async (id, names, level) => {
    const client = id === 'alice' ? alice : await signIn(server, id);
    const projects = (await client.get('/project'))['projects'] as {
      name: string;
      access_level: string;
    }[];
    expect(projects.map((p) => p.name)).toEqual(names);
    if (level) expect(projects[0]?.access_level).toBe(level);
  });
});

describe('the profile authority of the demo users', () => {
  it.each([
    ['alice', { use_preview: true, use_wf: false, max_media_preview_size: 524_288_000 }],
    ['wf', { use_wf: true, wf_scope_download: true, wf_download_perm: true }],
    ['nopreview', { use_preview: false }],
    ['smallmedia', { max_media_preview_size: 65_536 }],
    ['guest', { use_office_view: false }],
  ])('%s', async (id, flags) => {
    const client = id === 'alice' ? alice : await signIn(server, id);
    const profile = await client.get('/v2/users/me/profile');
    expect(
      (profile['profile_info'] as { operation_authority: object }).operation_authority,
    ).toMatchObject(flags);
  });
});
