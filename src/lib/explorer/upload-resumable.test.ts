import { describe, expect, it, vi } from 'vitest';
import type { UploadJob } from './upload.ts';
import {
  answerResult,
  errorResult,
  fingerprintOf,
  resumableSender,
  shouldRetry,
  type TusModule,
  type TusOptions,
  unfinishedUploads,
} from './upload-resumable.ts';

const t = (key: string): string => key;
const target = { node: '1{2001', dirSeq: null };
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const response = (status: number, body: string) => ({
  getStatus: () => status,
  getBody: () => body,
  getHeader: () => undefined,
  getUnderlyingObject: () => null,
});
const request = (method: string) => ({
  getMethod: () => method,
  getURL: () => '',
  setHeader: () => undefined,
  getHeader: () => undefined,
  setProgressHandler: () => undefined,
  send: () => Promise.reject(new Error('fake')),
  abort: () => Promise.resolve(),
  getUnderlyingObject: () => null,
});
const tusError = (method: string, status: number | null, body = '') =>
  Object.assign(new Error('tus'), {
    originalRequest: request(method),
    originalResponse: status === null ? null : response(status, body),
    causingError: null,
  });

const ok = JSON.stringify({ success: true, results: [{ name: 'a.txt', ok: true }] });

describe('reading the upload answers', () => {
  it.each([
    [ok, { ok: true }],
    ['', { ok: false, message: 'files.error.generic' }],
    ['not json', { ok: false, message: 'files.error.generic' }],
    [
      JSON.stringify({
        success: true,
        results: [{ name: 'a', ok: false, result_code: 'over_quota', all: 'x' }],
      }),
      { ok: false, message: 'files.upload.overQuota' },
    ],
    [
      JSON.stringify({
        success: false,
        result_code: 'no_authority',
        all: 'You have no authority.',
      }),
      { ok: false, message: 'You have no authority.' },
    ],
    [
      JSON.stringify({ success: false, result_code: 'over_quota', all: 'English' }),
      { ok: false, message: 'files.upload.overQuota' },
    ],
  ])('reads %j', (body, result) => {
    expect(answerResult(body, t)).toEqual(result);
  });

  it.each([
    ['POST', 404, 'not-offered'],
    ['POST', 405, 'not-offered'],
    ['POST', 501, 'not-offered'],
    ['HEAD', 404, { ok: false, message: 'files.error.generic' }],
    ['PATCH', null, { ok: false, message: 'files.upload.network' }],
    [
      'POST',
      403,
      { ok: false, message: 'You have no authority.' },
      JSON.stringify({
        success: false,
        result_code: 'no_authority',
        all: 'You have no authority.',
      }),
    ],
  ] as const)('reads a failed %s answered %s', (method, status, result, body = '') => {
    expect(errorResult(tusError(method, status, body), t)).toEqual(result);
  });

  it.each([
    [null, true],
    [500, true],
    [503, true],
    [423, true],
    [403, false],
    [404, false],
    [413, false],
  ])('retries a request answered %s by itself: %s', (status, retry) => {
    expect(shouldRetry(status)).toBe(retry);
  });

  it('remembers an upload by file and folder', () => {
    const file = new File(['abc'], 'a.txt', { lastModified: 5 });
    const here = fingerprintOf(file, target, 'https://u.example/v2/files/resumable');
    expect(here).toBe('cloudbox-tus|https://u.example/v2/files/resumable|1{2001||a.txt|3|5');
    expect(fingerprintOf(file, { node: '1{2002', dirSeq: 7 }, 'x')).not.toBe(here);
  });
});

/** A fake tus-js-client: each Upload records its options and what was called. */
function fakeTus(previous: { uploadUrl: string }[] = [], gate: Promise<void> = Promise.resolve()) {
  const uploads: { options: TusOptions; calls: string[] }[] = [];
  class Upload {
    readonly record: { options: TusOptions; calls: string[] };
    constructor(_file: File, options: TusOptions) {
      this.record = { options, calls: [] };
      uploads.push(this.record);
    }
    start() {
      this.record.calls.push('start');
    }
    abort() {
      this.record.calls.push('abort');
      return Promise.resolve();
    }
    findPreviousUploads() {
      return gate.then(() => previous as never);
    }
    resumeFromPreviousUpload(p: { uploadUrl: string }) {
      this.record.calls.push(`resume ${p.uploadUrl}`);
    }
  }
  return { module: { Upload } as unknown as TusModule, uploads };
}

function senderWith(tus: ReturnType<typeof fakeTus>) {
  const fallback = vi.fn(() => Promise.resolve({ ok: true as const }));
  const load = vi.fn(() => Promise.resolve(tus.module));
  const send = resumableSender({
    load,
    request: () => ({
      url: 'http://up.example/v2/files/resumable',
      init: { headers: { access_token: 'tok', 'X-CSRFToken': 'c' } },
    }),
    fallback,
    t,
  });
  return { send, fallback, load };
}

const job = (): UploadJob & {
  sent: number[];
  control: { pause(): void; resume(): void } | null;
} => {
  const self = {
    sent: [] as number[],
    control: null as { pause(): void; resume(): void } | null,
    progress: (n: number) => self.sent.push(n),
    controls: (c: { pause(): void; resume(): void }) => {
      self.control = c;
    },
  };
  return self;
};

describe('the resumable sender', () => {
  it('sends the file with its folder in the metadata, reports progress and offers pause', async () => {
    const tus = fakeTus();
    const { send, load } = senderWith(tus);
    const file = new File(['hello'], 'a.txt');
    const j = job();
    const done = send(file, { node: '1{2001', dirSeq: 12 }, j);
    await flush();
    const upload = tus.uploads[0];
    expect(upload?.options.metadata).toEqual({ node: '1{2001', filename: 'a.txt', dir_seq: '12' });
    expect(upload?.options.endpoint).toBe('http://up.example/v2/files/resumable');
    expect(upload?.calls).toEqual(['start']);
    const headers: Record<string, string> = {};
    void upload?.options.onBeforeRequest?.({
      ...request('PATCH'),
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
    });
    expect(headers).toMatchObject({ access_token: 'tok', 'x-csrftoken': 'c' });
    upload?.options.onProgress?.(3, 5);
    expect(j.sent).toEqual([3]);
    j.control?.pause();
    j.control?.resume();
    expect(upload?.calls).toEqual(['start', 'abort', 'start']);
    upload?.options.onSuccess?.({ lastResponse: response(200, ok) });
    expect(await done).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resumes an upload it finds under the same fingerprint (after a reload)', async () => {
    const tus = fakeTus([{ uploadUrl: '/v2/files/resumable/abc' }]);
    const { send } = senderWith(tus);
    void send(new File(['x'], 'a.txt'), target, job());
    await flush();
    expect(tus.uploads[0]?.calls).toEqual(['resume /v2/files/resumable/abc', 'start']);
  });

  it('does not start an upload paused before it could start', async () => {
    let open = (): void => undefined;
    const tus = fakeTus(
      [],
      new Promise<void>((resolve) => {
        open = resolve;
      }),
    );
    const { send } = senderWith(tus);
    const j = job();
    void send(new File(['x'], 'a.txt'), target, j);
    await flush();
    j.control?.pause();
    open();
    await flush();
    expect(tus.uploads[0]?.calls).toEqual([]);
    j.control?.resume();
    expect(tus.uploads[0]?.calls).toEqual(['start']);
  });

  it('falls back to the multipart upload for good once the back end lacks the call', async () => {
    const tus = fakeTus();
    const { send, fallback } = senderWith(tus);
    const first = send(new File(['x'], 'a.txt'), target, job());
    await flush();
    tus.uploads[0]?.options.onError?.(tusError('POST', 404));
    expect(await first).toEqual({ ok: true });
    expect(fallback).toHaveBeenCalledTimes(1);
    await send(new File(['y'], 'b.txt'), target, job());
    expect(fallback).toHaveBeenCalledTimes(2);
    expect(tus.uploads).toHaveLength(1);
  });

  it('falls back when tus-js-client cannot be loaded', async () => {
    const fallback = vi.fn(() => Promise.resolve({ ok: true as const }));
    const send = resumableSender({
      load: () => Promise.reject(new Error('offline')),
      request: () => ({ url: 'http://x/', init: {} }),
      fallback,
      t,
    });
    expect(await send(new File(['x'], 'a.txt'), target, job())).toEqual({ ok: true });
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal of the creation as the server worded it', async () => {
    const tus = fakeTus();
    const { send, fallback } = senderWith(tus);
    const done = send(new File(['x'], 'a.txt'), target, job());
    await flush();
    tus.uploads[0]?.options.onError?.(
      tusError(
        'POST',
        413,
        JSON.stringify({ success: false, result_code: 'over_quota', all: 'x' }),
      ),
    );
    expect(await done).toEqual({ ok: false, message: 'files.upload.overQuota' });
    expect(fallback).not.toHaveBeenCalled();
  });
});

describe('unfinished uploads after a reload', () => {
  it.each([
    [[], []],
    [['theme', 'tus::other|a::1'], []],
    [
      ['tus::cloudbox-tus|http://x/v2/files/resumable|1{2001||big.bin|600|5::0.123'],
      [{ name: 'big.bin', size: 600, node: '1{2001' }],
    ],
    [
      [
        'tus::cloudbox-tus|http://x/v2/files/resumable|1a|7|a|b.txt|3|5::1',
        'tus::cloudbox-tus|http://x/v2/files/resumable|1a|7|a|b.txt|3|5::2',
      ],
      [{ name: 'a|b.txt', size: 3, node: '1a' }],
    ],
    [['tus::cloudbox-tus|http://x|1a|||x|5::1'], []],
  ])('reads %j', (keys, found) => {
    expect(unfinishedUploads(keys)).toEqual(found);
  });

  it('reads back what fingerprintOf wrote', () => {
    const file = new File(['abc'], 'report.pdf', { lastModified: 9 });
    const key = `tus::${fingerprintOf(file, { node: '1x', dirSeq: null }, 'http://h/p')}::0.5`;
    expect(unfinishedUploads([key])).toEqual([{ name: 'report.pdf', size: 3, node: '1x' }]);
  });
});

describe('an uploader on another origin', () => {
  it('sends cookies with every tus request when the call is cross-origin', async () => {
    const tus = fakeTus();
    const send = resumableSender({
      load: () => Promise.resolve(tus.module),
      request: () => ({
        url: 'https://up.example/v2/files/resumable',
        init: { headers: {}, credentials: 'include' },
      }),
      fallback: () => Promise.resolve({ ok: true }),
      t,
    });
    void send(new File(['x'], 'a.txt'), target, job());
    await flush();
    const xhr = { withCredentials: false };
    void tus.uploads[0]?.options.onBeforeRequest?.({
      ...request('POST'),
      getUnderlyingObject: () => xhr,
    });
    expect(xhr.withCredentials).toBe(true);
  });
});
