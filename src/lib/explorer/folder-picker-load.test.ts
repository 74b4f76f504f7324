import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { initialTree, loading, visibleRows } from './folder-picker.ts';
import { loadSubfolders, withSubfolders, type Subfolders } from './folder-picker-load.ts';
import { fakeCommands } from './test-commands.ts';
import { wireFile } from './test-items.ts';

const ROOTS = [
  { kind: 'mybox' as const, node: '1', dir_seq: 1, name: 'My Box' },
  { kind: 'shared' as const, node: '1{2', dir_seq: 2, name: 'Shared Box' },
];

function listing(node: string) {
  const crumb = { node, dir_seq: 2, name: 'Shared Box' };
  return {
    success: true,
    total: 3,
    page: 1,
    page_size: 200,
    items: [
      wireFile({
        kind: 'folder',
        id: 'd30',
        dir_seq: 30,
        name: 'Plans',
        node: '1{2001',
        permission: { node: '1{2001', access_level: 'editor' },
      }),
      wireFile({
        kind: 'folder',
        id: 'd31',
        dir_seq: 31,
        name: 'Old',
        node: '1{2002',
        permission: { node: '1{2002', access_level: null },
      }),
      wireFile(),
    ],
    folder: {
      ...crumb,
      root: 'shared',
      folder_type: 'shared',
      access_level: 'master',
      access_levels: ['master'],
      path: [crumb],
      privall_manages_permissions: false,
      export_allowed: true,
    },
  };
}

const FOUND: Subfolders = {
  levels: ['master'],
  entries: [
    { node: '1{2001', dirSeq: 30, name: 'Plans', levels: ['editor'] },
    { node: '1{2002', dirSeq: 31, name: 'Old', levels: [] },
  ],
};

describe('the folder picker’s listing', () => {
  it('keeps the sub-folders with their levels, and the folder’s own levels', async () => {
    const { server, env } = fakeCommands();
    server.reply(json(listing('1{2')));
    expect(await loadSubfolders(env.client, { node: '1{2', dirSeq: 2 })).toEqual(FOUND);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(decodeURIComponent(url.pathname)).toBe('/app/explorer/lists/1{2');
    const form = Object.fromEntries(new URLSearchParams(await server.requests[0]?.text()));
    expect(form).toMatchObject({ page_size: '200', sort: 'name' });
  });

  it('a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'no_authority', all: 'No.' }));
    await expect(loadSubfolders(env.client, { node: '1{2', dirSeq: 2 })).rejects.toMatchObject({
      resultCode: 'no_authority',
    });
  });

  const before = loading(initialTree(ROOTS), 'd2');
  it.each([
    ['shows them under the folder', undefined, null, false],
    ['opens the folder to a folder just made and chooses it', 'plans', 'd30', true],
    ['chooses nothing when the made folder is not listed', 'Elsewhere', null, false],
  ])('%s', (_, select, selected, open) => {
    const after = withSubfolders(before, 'd2', FOUND, select);
    expect(after.children.get('d2')).toEqual(['d30', 'd31']);
    expect(after.folders.get('d2')?.levels).toEqual(['master']);
    expect(after.selected).toBe(selected);
    expect(after.expanded.has('d2')).toBe(open);
    if (open) expect(visibleRows(after).map((row) => row.id)).toEqual(['d1', 'd2', 'd30', 'd31']);
  });
});
