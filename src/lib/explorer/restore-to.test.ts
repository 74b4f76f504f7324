import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import { restoreInto, restorePickRequest } from './restore-to.ts';
import type { TrashItem } from './trash-view.ts';

const item = (kind: 'file' | 'folder', seq: number, originGone: boolean): TrashItem => ({
  key: `${kind}:${String(seq)}`,
  kind,
  seq,
  name: `n${String(seq)}`,
  root: 'mybox',
  location: ['My Box'],
  originGone,
  deletedBy: 'Alice',
  deletedAt: 0,
});
const TARGET = { node: '1000', dirSeq: 10 };

describe('restoring into a chosen folder', () => {
  it('asks the picker for the orphans only', () => {
    const items = [item('file', 1, true), item('folder', 7, true), item('file', 2, false)];
    expect(restorePickRequest(items, 'user')).toEqual({
      purpose: 'restore',
      files: true,
      folders: true,
      dirSeqs: [7],
      fromDirSeq: null,
      userType: 'user',
    });
  });

  it('puts live-folder entries back in place, then the orphans into the target', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, file_seqs: [2], dir_seqs: [] }));
    server.reply(json({ success: true, file_seqs: [1], dir_seqs: [] }));
    const outcome = await restoreInto(
      createApiClient(server.env),
      [item('file', 1, true), item('file', 2, false)],
      TARGET,
    );
    expect(outcome).toEqual({ ok: true, key: 'files.trash.restored', count: 2 });
    const bodies = await Promise.all(server.requests.map((r) => r.json() as Promise<unknown>));
    expect(bodies).toEqual([
      { file_seqs: [2], dir_seqs: [] },
      { file_seqs: [1], dir_seqs: [], node: '1000', dir_seq: 10 },
    ]);
  });

  it('stops with the first refusal', async () => {
    const server = fakeEnv();
    server.reply(
      json({ success: false, result_code: 'no_authority', all: 'You have no authority.' }),
    );
    const outcome = await restoreInto(createApiClient(server.env), [item('file', 1, true)], TARGET);
    expect(outcome).toEqual({ ok: false, key: 'files.trash.error.noAuthority', count: 1 });
  });
});
