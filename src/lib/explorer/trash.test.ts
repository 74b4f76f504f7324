import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { ApiFailure } from '../api/errors.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import { file, folder } from './test-items.ts';
import { trashSeqs, undoDelete } from './trash.ts';

const items = [
  file('a.txt', { fileSeq: '11' }),
  { ...folder('Old'), dirSeq: '7' },
  file('b.txt', { fileSeq: '12' }),
];

describe('deleting and undoing it', () => {
  it('splits a selection into the file and folder seqs the calls take', () => {
    expect(trashSeqs(items)).toEqual({ file_seqs: [11, 12], dir_seqs: [7] });
  });

  it('puts the items back with one restore call', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, file_seqs: [11, 12], dir_seqs: [7] }));
    expect(await undoDelete(createApiClient(server.env), items)).toBe('restored');
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/trash/restore');
    expect(await request?.json()).toEqual({ file_seqs: [11, 12], dir_seqs: [7] });
  });

  it.each([404, 405])('says Undo is unavailable on a back end that answers %i', async (status) => {
    const server = fakeEnv();
    server.reply(new Response('Not found', { status }));
    expect(await undoDelete(createApiClient(server.env), items)).toBe('unavailable');
    expect(server.toasts).toEqual([]);
  });

  it('throws a refusal for the caller to show, without a toast of its own', async () => {
    const server = fakeEnv();
    server.reply(
      json({
        success: false,
        result_code: 'duplicate_name',
        all: 'A file or folder with the same name already exists.',
      }),
    );
    await expect(undoDelete(createApiClient(server.env), items)).rejects.toBeInstanceOf(ApiFailure);
    expect(server.toasts).toEqual([]);
  });
});
