import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json, reset, type Reply } from '../api/fake-env.ts';
import { UPLOAD_MAX_BYTES, uploadSender } from './upload-send.ts';

const t = (key: string): string => key;
const report = new File(['hello'], 'report.txt', { type: 'text/plain' });

describe('sending one file of the upload queue', () => {
  it.each<[string, Reply, { ok: true } | { ok: false; message: string }]>([
    [
      'accepted',
      json({ success: true, results: [{ name: 'report.txt', ok: true }] }),
      { ok: true },
    ],
    ['answered without results', json({ success: true, results: [] }), { ok: true }],
    [
      'refused with a message',
      json({
        success: true,
        results: [{ name: 'report.txt', ok: false, result_code: 'quota', all: 'Quota exceeded.' }],
      }),
      { ok: false, message: 'Quota exceeded.' },
    ],
    [
      'refused without a message',
      json({ success: true, results: [{ name: 'report.txt', ok: false }] }),
      { ok: false, message: 'files.error.generic' },
    ],
    [
      'refused as a whole',
      json({ success: false, result_code: 'denied', all: 'No permission.' }),
      { ok: false, message: 'No permission.' },
    ],
    ['cut off by the network', reset, { ok: false, message: 'files.upload.network' }],
  ])('reports a file %s', async (_, reply, outcome) => {
    const server = fakeEnv();
    server.reply(reply);
    const send = uploadSender(createApiClient(server.env), t);
    expect(await send(report, { node: '1{2001', dirSeq: null })).toEqual(outcome);
    expect(server.toasts).toEqual([]);
  });

  it('posts the file to the uploader with its folder', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, results: [{ name: 'report.txt', ok: true }] }));
    await uploadSender(createApiClient(server.env), t)(report, { node: '1{2001', dirSeq: 42 });
    const [request] = server.requests;
    expect(request?.url).toBe('https://upload.example.com/v2/files/upload');
    const form = await request?.formData();
    expect(form?.get('node')).toBe('1{2001');
    expect(form?.get('dir_seq')).toBe('42');
    expect((form?.get('file') as File | null)?.name).toBe('report.txt');
  });
});

describe('the upload limit', () => {
  it('is the upload call’s 32 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(32 * 1024 * 1024);
  });
});
