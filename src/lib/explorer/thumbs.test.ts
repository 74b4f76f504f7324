import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import type { ExplorerItem } from './items.ts';
import { createThumbnails } from './thumbs.ts';

function image(seq: number, thumbnail = true): ExplorerItem {
  return {
    key: `f${seq}`,
    kind: 'file',
    name: `${seq}.png`,
    node: '1',
    fileSeq: seq,
    dirSeq: null,
    size: 1,
    extension: 'png',
    createdAt: null,
    updatedAt: null,
    owner: '',
    thumbnail,
    previewLocked: false,
    downloadLocked: false,
    ownUpload: true,
    hasNote: false,
    reginfo: '',
    permission: { node: '1', access_level: null },
  };
}

function setup(answer: () => Promise<unknown>) {
  const call = vi.fn<(endpoint: unknown, request: unknown) => Promise<unknown>>(answer);
  const client = { call, onResponse: () => () => undefined } as unknown as ApiClient;
  const timers: (() => void)[] = [];
  const thumbs = createThumbnails(client, (run) => timers.push(run));
  const flush = async () => {
    for (const run of timers.splice(0)) run();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { thumbs, call, flush };
}

describe('the thumbnail cache', () => {
  it('asks once, in one batch, for the visible images that have a thumbnail', async () => {
    const { thumbs, call, flush } = setup(() =>
      Promise.resolve({
        success: true,
        thumbnails: [
          { file_seq: 1, url: '/t/1' },
          { file_seq: 2, url: null },
        ],
      }),
    );
    thumbs.want([image(1), image(2), image(3, false)]);
    thumbs.want([image(1), image(2)]);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toEqual({
      items: [{ file_seq: 1 }, { file_seq: 2 }],
      size: 'small',
    });
    expect([...thumbs.$urls.get()]).toEqual([
      [1, '/t/1'],
      [2, null],
    ]);
    thumbs.want([image(1)]);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks again later when a batch failed', async () => {
    const { thumbs, call, flush } = setup(() => Promise.reject(new Error('offline')));
    thumbs.want([image(1)]);
    await flush();
    thumbs.want([image(1)]);
    await flush();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
