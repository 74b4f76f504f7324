import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { decide } from '../files/access.ts';
import { ACCESS_LEVELS } from '../files/permissions.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACTIONS } from './actions.ts';
import { folderUploadAllowed, UPLOAD_FOLDER_ACTION_ID } from './folder-upload-action.ts';
import { planFolderUpload } from './folder-plan.ts';
import { folderMaker, runFolderUpload, uploadTree, type MadeFolder } from './folder-upload.ts';
import type { DroppedTree } from './folder-walk.ts';
import { fakeCommands } from './test-commands.ts';
import { ctx, wireFile } from './test-items.ts';
import { createUploadQueue, type UploadFile, type UploadTarget } from './upload.ts';

const OPEN: UploadTarget = { node: '1{2001', dirSeq: null };
const t = (key: string, vars?: object) =>
  vars === undefined ? key : `${key}${JSON.stringify(vars)}`;

const tree = (folders: string[], files: string[]): DroppedTree<UploadFile> => ({
  folders: folders.map((f) => f.split('/')),
  files: files.map((f) => {
    const parts = f.split('/');
    return { path: parts.slice(0, -1), file: { name: parts[parts.length - 1] ?? '', size: 1 } };
  }),
  unreadable: [],
});

function harness(made: (parent: UploadTarget, name: string) => MadeFolder) {
  const asked: string[] = [];
  const sent: string[] = [];
  const toasts: string[] = [];
  let refreshes = 0;
  const queue = createUploadQueue<UploadFile>({
    send: (file, target) => {
      sent.push(`${target.node}:${file.name}`);
      return Promise.resolve({ ok: true });
    },
    maxBytes: 100,
    tooLarge: (name) => `${name} too large`,
    badName: (_, reason) => `bad:${reason}`,
    concurrency: 10,
  });
  const env = {
    makeFolder: (parent: UploadTarget, name: string) => {
      asked.push(`${parent.node}+${name}`);
      return Promise.resolve(made(parent, name));
    },
    queue,
    t,
    toast: (message: string) => {
      toasts.push(message);
    },
    refresh: () => {
      refreshes += 1;
    },
  };
  return { env, queue, asked, sent, toasts, refreshes: () => refreshes };
}

// Each made folder's node is its parent's plus a three-character segment.
let counter = 0;
const makeAll = (parent: UploadTarget): MadeFolder => {
  counter += 1;
  return {
    ok: true,
    target: { node: `${parent.node}${String(counter).padStart(3, '0')}`, dirSeq: null },
    reused: false,
  };
};

describe('a folder upload (requirements X40)', () => {
  it('makes the folders parents first, then queues each file into its folder, one entry each', async () => {
    counter = 0;
    const h = harness(makeAll);
    const plan = planFolderUpload(
      tree(['Trip', 'Trip/Day 1', 'Trip/Empty'], ['Trip/a', 'Trip/Day 1/b', 'top']),
    );
    const summary = await runFolderUpload(h.env, plan, OPEN);
    expect(h.asked).toEqual(['1{2001+Trip', '1{2001001+Day 1', '1{2001001+Empty']);
    expect(summary).toEqual({ made: 3, reused: 0, queued: 3, refused: 0 });
    expect(h.refreshes()).toBe(1);
    const entries = h.queue.$entries.get();
    expect(entries.map((e) => [e.where, e.name, e.target.node])).toEqual([
      ['Trip', 'a', '1{2001001'],
      ['Trip/Day 1', 'b', '1{2001001002'],
      ['', 'top', '1{2001'],
    ]);
    expect(h.toasts).toEqual([
      'files.folderUpload.summary{"count":3,"made":3,"reused":0,"refused":0}',
    ]);
  });

  it('a folder that cannot be made is an entry, and its files say so; the rest go on', async () => {
    counter = 0;
    const h = harness((parent, name) =>
      name === 'Locked' ? { ok: false, message: 'No authority.' } : makeAll(parent),
    );
    const plan = planFolderUpload(
      tree(['A', 'Locked', 'Locked/Sub'], ['A/x', 'Locked/y', 'Locked/Sub/z']),
    );
    const summary = await runFolderUpload(h.env, plan, OPEN);
    expect(h.asked).toEqual(['1{2001+A', '1{2001+Locked']);
    expect(summary).toEqual({ made: 1, reused: 0, queued: 1, refused: 3 });
    const failed = h.queue.$entries.get().filter((e) => e.status === 'failed');
    expect(failed.map((e) => [e.where, e.name, e.error, e.blocked])).toEqual([
      ['', 'Locked', 'No authority.', true],
      ['Locked', 'y', 'files.folderUpload.noFolder{"folder":"Locked"}', true],
      ['Locked/Sub', 'z', 'files.folderUpload.noFolder{"folder":"Locked/Sub"}', true],
    ]);
    // A refused entry is not retried: it has nowhere to go.
    const first = failed[0];
    if (first !== undefined) h.queue.retry(first.id);
    expect(h.queue.$entries.get().find((e) => e.id === first?.id)?.status).toBe('failed');
  });

  it('a refused name is reported with how many files it leaves out, never dropped silently', async () => {
    counter = 0;
    const h = harness(makeAll);
    const plan = planFolderUpload(tree(['ok', 'bad.'], ['ok/a', 'bad./b', 'bad./c', 'ok/nul.txt']));
    const summary = await runFolderUpload(h.env, plan, OPEN);
    expect(summary.refused).toBe(1);
    const entries = h.queue.$entries.get();
    expect(entries.map((e) => [e.where, e.name, e.status, e.error])).toEqual([
      ['', 'bad.', 'failed', 'files.newFolder.trailing files.folderUpload.leftOut{"count":2}'],
      ['ok', 'a', 'done', null],
      // The queue's own name rule gives a bad file name its row.
      ['ok', 'nul.txt', 'failed', 'bad:reserved'],
    ]);
  });

  it('where the table refuses, nothing is made or sent and the user is told', async () => {
    const h = harness(makeAll);
    expect(await uploadTree(h.env, tree(['A'], ['A/x']), OPEN, false)).toBeNull();
    expect(h.asked).toEqual([]);
    expect(h.toasts).toEqual(['files.folderUpload.notHere']);
  });
});

describe('Upload folder follows the one permission table', () => {
  const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));
  it.each(combos)('%s in %s: offered where upload and new folder both are', (level, type) => {
    const c = ctx({ level, type });
    const both =
      decide('upload', c.access) !== 'denied' && decide('subfolder', c.access) !== 'denied';
    expect(folderUploadAllowed(c.access)).toBe(both);
    const action = ACTIONS.find((a) => a.id === UPLOAD_FOLDER_ACTION_ID);
    expect(action?.available(c).state).toBe(both ? 'enabled' : 'hidden');
  });
});

const folderItem = (name: string, node: string, dirSeq: number) =>
  wireFile({
    kind: 'folder',
    id: `d${String(dirSeq)}`,
    dir_seq: dirSeq,
    name,
    node,
    permission: { node, access_level: 'master' },
  });

function listing(items: unknown[]) {
  const crumb = { node: '1{2001', dir_seq: 20, name: 'Open' };
  return {
    success: true,
    total: items.length,
    page: 1,
    page_size: 1000,
    items,
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

describe('the page’s folder maker', () => {
  it('makes the folder with folder/add and goes into it', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, folder: folderItem('Trip', '1{2001003', 33) }));
    expect(await folderMaker(env.client, t)(OPEN, 'Trip')).toEqual({
      ok: true,
      target: { node: '1{2001003', dirSeq: null },
      reused: false,
    });
    const form = Object.fromEntries(new URLSearchParams(await server.requests[0]?.text()));
    expect(form).toMatchObject({ node: '1{2001', name: 'Trip' });
  });

  it('a name already there: the existing folder is reused (found by folded name)', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'duplicate_name', all: 'Taken.' }));
    server.reply(json(listing([folderItem('TRIP', '1{2001004', 34), wireFile()])));
    expect(await folderMaker(env.client, t)(OPEN, 'trip')).toEqual({
      ok: true,
      target: { node: '1{2001004', dirSeq: null },
      reused: true,
    });
  });

  it('a name taken by a file is said', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'duplicate_name', all: 'Taken.' }));
    server.reply(json(listing([wireFile({ name: 'Trip' })])));
    expect(await folderMaker(env.client, t)(OPEN, 'Trip')).toEqual({
      ok: false,
      message: 'files.folderUpload.nameIsFile{"name":"Trip"}',
    });
  });

  it('an answer without the folder (a back end that does not show it) finds it by name', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true }));
    server.reply(json(listing([folderItem('Trip', '1{2001005', 35)])));
    expect(await folderMaker(env.client, t)(OPEN, 'Trip')).toMatchObject({
      ok: true,
      target: { node: '1{2001005' },
    });
  });

  it('a refusal is the entry’s message', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'no_authority', all: 'No.' }));
    expect(await folderMaker(env.client, t)(OPEN, 'Trip')).toEqual({
      ok: false,
      message: 'files.copyMove.code.no_authority',
    });
  });
});
