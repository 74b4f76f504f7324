import { describe, expect, it, vi } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import type { ProgressHandle } from '../ui/progress.ts';
import {
  batches,
  refsOf,
  requestOf,
  resolveConflicts,
  runCopyMove,
  type ConflictChoice,
  type CopyMoveEnv,
  type CopyMoveResult,
} from './copy-move.ts';
import { fakeCommands } from './test-commands.ts';
import { file, folder } from './test-items.ts';

const TARGET = { node: '1000', dirSeq: 10, name: 'Projects' };
const FROM = { node: '1001', dirSeq: 11, name: 'Invoices' };
const a = { kind: 'file' as const, seq: 1, name: 'a.txt' };
const b = { kind: 'file' as const, seq: 2, name: 'b.txt' };
const f = { kind: 'folder' as const, seq: 7, name: 'F' };

const done = (ref: { kind: 'file' | 'folder'; seq: number; name: string }): CopyMoveResult => ({
  ...ref,
  status: 'done',
});
const conflict = (ref: typeof a): CopyMoveResult => ({ ...ref, status: 'conflict' });

function setup(answers: (ConflictChoice | null)[] = [], overrides = {}) {
  const base = fakeCommands(overrides);
  const progress: string[] = [];
  const asked: [string, number][] = [];
  const handle: ProgressHandle = {
    update: (label) => progress.push(`update ${label}`),
    done: () => progress.push('done'),
    fail: (message) => progress.push(`fail ${message ?? ''}`),
  };
  const env: CopyMoveEnv = {
    ...base.env,
    askConflict: (name, remaining) => {
      asked.push([name, remaining]);
      return Promise.resolve(answers.shift() ?? null);
    },
    progress: (label) => {
      progress.push(`start ${label}`);
      return handle;
    },
  };
  return { ...base, env, progress, asked };
}

const bodies = async (requests: Request[]): Promise<[string, unknown][]> =>
  Promise.all(
    requests.map(async (r): Promise<[string, unknown]> => [
      new URL(r.url).pathname,
      await r.json(),
    ]),
  );

describe('the calls', () => {
  it('takes the seqs of a selection', () => {
    expect(refsOf([file('a.txt', { fileSeq: 1 }), { ...folder('F'), dirSeq: 7 }])).toEqual([
      { kind: 'file', seq: 1, name: 'a.txt' },
      { kind: 'folder', seq: 7, name: 'F' },
    ]);
    expect(requestOf([a, f], TARGET, 'ask')).toEqual({
      file_seqs: [1],
      dir_seqs: [7],
      node: '1000',
      dir_seq: 10,
      conflict: 'ask',
    });
  });

  it('splits a huge selection into batches', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 2)).toEqual([]);
  });
});

describe('conflicts are asked once for all, or one by one', () => {
  const three = [conflict(a), conflict(b), conflict({ ...a, seq: 3, name: 'c.txt' })];
  it.each([
    ['one answer for all', [{ policy: 'keep_both', all: true }], [['a.txt', 3]], { keep_both: 3 }],
    [
      'one by one',
      [
        { policy: 'replace', all: false },
        { policy: 'skip', all: false },
        { policy: 'keep_both', all: false },
      ],
      [
        ['a.txt', 3],
        ['b.txt', 2],
        ['c.txt', 1],
      ],
      { replace: 1, skip: 1, keep_both: 1 },
    ],
    ['a closed dialog skips the rest', [null], [['a.txt', 3]], { skip: 3 }],
  ] as const)('%s', async (_, answers, asked, groups) => {
    const questions: [string, number][] = [];
    const queue = [...answers];
    const result = await resolveConflicts(three, (name, remaining) => {
      questions.push([name, remaining]);
      return Promise.resolve(queue.shift() ?? null);
    });
    expect(questions).toEqual(asked);
    expect(Object.fromEntries([...result].map(([k, v]) => [k, v.length]))).toEqual(groups);
  });
});

describe('running a copy or move', () => {
  it('moves, reports on the progress toast, offers Undo and reloads', async () => {
    const { server, env, toasts, page, progress, selects } = setup();
    server.reply(json({ success: true, results: [done(a), done(b)] }));
    const summary = await runCopyMove(env, 'move', [a, b], TARGET, FROM);
    expect(summary.done).toHaveLength(2);
    expect(await bodies(server.requests)).toEqual([
      [
        '/v2/items/move',
        { file_seqs: [1, 2], dir_seqs: [], node: '1000', dir_seq: 10, conflict: 'ask' },
      ],
    ]);
    expect(progress[0]).toBe('start files.copyMove.moving{"count":2}');
    expect(progress.at(-1)).toBe('done');
    expect(toasts.map((t) => [t.message, t.options.tone, t.options.action?.label])).toEqual([
      ['files.copyMove.moveDone{"count":2,"folder":"Projects"}', 'success', 'files.copyMove.undo'],
    ]);
    expect(page.refreshes).toBe(1);
    // Undo moves the same items back where they were, keeping both names if one is taken.
    server.reply(json({ success: true, results: [done(a), done(b)] }));
    toasts[0]?.options.action?.run();
    await vi.waitFor(() => {
      expect(toasts).toHaveLength(2);
    });
    expect((await bodies(server.requests.slice(1)))[0]).toEqual([
      '/v2/items/move',
      { file_seqs: [1, 2], dir_seqs: [], node: '1001', dir_seq: 11, conflict: 'keep_both' },
    ]);
    expect(toasts[1]?.message).toBe('files.copyMove.undone{"count":2,"folder":"Invoices"}');
    // The list reloads with the entries put back selected.
    expect(selects).toEqual([undefined, ['f1', 'f2']]);
  });

  it('says which folder is gone when an Undo finds the one they came from deleted', async () => {
    const { server, env, toasts } = setup();
    server.reply(json({ success: true, results: [done(a)] }));
    await runCopyMove(env, 'move', [a], TARGET, FROM);
    server.reply(json({ success: false, result_code: 'no_folder', all: 'No folder.' }));
    toasts[0]?.options.action?.run();
    await vi.waitFor(() => {
      expect(toasts).toHaveLength(2);
    });
    expect([toasts[1]?.message, toasts[1]?.options.tone]).toEqual([
      'files.copyMove.undoGone{"folder":"Invoices"}',
      'error',
    ]);
  });

  it('says how many went back when an Undo of two folders finds the second deleted', async () => {
    const { server, env, toasts } = setup();
    const other = { node: '1002', dirSeq: 12, name: 'Archive' };
    server.reply(json({ success: true, results: [done(a), done(b)] }));
    await runCopyMove(
      env,
      'move',
      [
        { ...a, from: FROM },
        { ...b, from: other },
      ],
      TARGET,
      null,
    );
    server.reply(json({ success: true, results: [done(a)] }));
    server.reply(json({ success: false, result_code: 'no_folder', all: 'No folder.' }));
    toasts[0]?.options.action?.run();
    await vi.waitFor(() => {
      expect(toasts).toHaveLength(2);
    });
    expect(toasts[1]?.message).toBe('files.copyMove.undoGonePartly{"count":1,"folder":"Archive"}');
  });

  it('moves search results of two folders; Undo puts each back into its own folder', async () => {
    const { server, env, toasts, selects } = setup();
    const OTHER = { node: '1002', dirSeq: 12, name: 'Notes' };
    const refs = [
      { ...a, from: FROM },
      { ...b, from: OTHER },
      { ...f, from: FROM },
    ];
    server.reply(json({ success: true, results: [done(a), done(b), done(f)] }));
    await runCopyMove(env, 'move', refs, TARGET, null);
    expect(toasts[0]?.options.action?.label).toBe('files.copyMove.undo');
    server.reply(json({ success: true, results: [done(a), done(f)] }));
    server.reply(json({ success: true, results: [done(b)] }));
    toasts[0]?.options.action?.run();
    await vi.waitFor(() => {
      expect(toasts).toHaveLength(2);
    });
    expect(await bodies(server.requests.slice(1))).toEqual([
      [
        '/v2/items/move',
        { file_seqs: [1], dir_seqs: [7], node: '1001', dir_seq: 11, conflict: 'keep_both' },
      ],
      [
        '/v2/items/move',
        { file_seqs: [2], dir_seqs: [], node: '1002', dir_seq: 12, conflict: 'keep_both' },
      ],
    ]);
    expect(toasts[1]?.message).toBe('files.copyMove.undoneMany{"count":3}');
    expect(selects.at(-1)).toEqual(['f1', 'd7', 'f2']);
  });

  it('offers no Undo for a moved result whose folder is not known', async () => {
    const { server, env, toasts } = setup();
    server.reply(json({ success: true, results: [done(a), done(b)] }));
    await runCopyMove(env, 'move', [{ ...a, from: FROM }, b], TARGET, null);
    expect(toasts.map((t) => [t.message, t.options.action])).toEqual([
      ['files.copyMove.moveDone{"count":2,"folder":"Projects"}', undefined],
    ]);
  });

  it('asks about conflicts, then sends each group with its policy', async () => {
    const { server, env, toasts, asked } = setup([{ policy: 'keep_both', all: true }]);
    server.reply(json({ success: true, results: [done(a), conflict(b)] }));
    server.reply(json({ success: true, results: [{ ...done(b), name: 'b.txt' }] }));
    const summary = await runCopyMove(env, 'copy', [a, b], TARGET, null);
    expect(asked).toEqual([['b.txt', 1]]);
    expect((await bodies(server.requests))[1]).toEqual([
      '/v2/items/copy',
      { file_seqs: [2], dir_seqs: [], node: '1000', dir_seq: 10, conflict: 'keep_both' },
    ]);
    expect(summary.done).toHaveLength(2);
    expect(toasts.map((t) => [t.message, t.options.action])).toEqual([
      ['files.copyMove.copyDone{"count":2,"folder":"Projects"}', undefined],
    ]);
  });

  it('skips without a call, and says so when nothing else happened', async () => {
    const { server, env, toasts } = setup([{ policy: 'skip', all: true }]);
    server.reply(json({ success: true, results: [conflict(a)] }));
    const summary = await runCopyMove(env, 'copy', [a], TARGET, null);
    expect(server.requests).toHaveLength(1);
    expect(summary.skipped).toBe(1);
    expect(toasts.map((t) => t.message)).toEqual(['files.copyMove.skipped{"count":1}']);
  });

  it('tells a failed item by its code, beside what was done', async () => {
    const { server, env, toasts } = setup();
    server.reply(
      json({
        success: true,
        results: [
          { ...f, status: 'failed', result_code: 'into_itself', all: 'A folder cannot…' },
          done(a),
        ],
      }),
    );
    await runCopyMove(env, 'move', [f, a], TARGET, FROM);
    expect(toasts.map((t) => [t.message, t.options.tone])).toEqual([
      [
        'files.copyMove.failed{"count":1,"name":"F","reason":"files.copyMove.code.into_itself{\\"name\\":\\"F\\"}"}',
        'error',
      ],
      ['files.copyMove.moveDone{"count":1,"folder":"Projects"}', 'success'],
    ]);
  });

  it('shows a refusal of the whole call in the user’s language', async () => {
    const { server, env, toasts, progress } = setup();
    server.reply(
      json({ success: false, result_code: 'no_authority', all: 'You have no authority.' }),
    );
    await runCopyMove(env, 'move', [a], TARGET, FROM);
    expect(progress.at(-1)).toBe('fail ');
    expect(toasts.map((t) => [t.message, t.options.tone])).toEqual([
      ['files.copyMove.code.no_authority{"name":"Projects"}', 'error'],
    ]);
  });

  it('says plainly when the back end lacks the calls', async () => {
    const { server, env, toasts } = setup();
    server.reply(new Response('Not found', { status: 404 }));
    await runCopyMove(env, 'copy', [a], TARGET, null);
    expect(toasts.map((t) => t.message)).toEqual(['files.copyMove.unavailable']);
  });

  it.each([
    ['a failed connection: the result is unknown', {}, 'uncertain'],
    ['being offline: the operation stopped', { isOnline: () => false }, 'stopped'],
  ] as const)('%s', async (_, overrides, key) => {
    const { server, env, progress, page } = setup([], overrides);
    server.reply(reset);
    const summary = await runCopyMove(env, 'copy', [a], TARGET, null);
    expect(summary.network).toBe(key);
    expect(progress.at(-1)).toBe(`fail files.copyMove.${key}`);
    expect(page.refreshes).toBe(1);
  });
});
