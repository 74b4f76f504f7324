import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type FileClient } from '../files/testing.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { liveGrowth } from '../testing/memory.ts';
import { streamRequest, type Sent } from '../testing/streamed.ts';
import { addressKey, createUploadSlots, fileNameOf } from './uploads.ts';

// Finding 1 of issue 14 (security K40, K41): bodies are never read before the caller is known,
// and uploads stream to disk.

const MB = 1024 * 1024;
const BOUNDARY = 'cloudbox-test-boundary';

/**
 * A multipart upload of `size` bytes, generated as the socket drains (never held in memory),
 * with its real Content-Length; `hold` stops after the headers of the file part.
 */
function streamUpload(
  server: TestServer,
  size: number,
  headers: Record<string, string>,
  hold?: AbortSignal,
): Promise<Sent> {
  return streamRequest(`${server.url}/v2/files/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    size,
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="node"\r\n\r\n1\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    fill: 0x61,
    ...(hold ? { hold } : {}),
  });
}

describe('uploads before identity (security K40)', () => {
  let server: TestServer;
  let csrf: string;
  beforeAll(async () => {
    server = await startTestServer();
    csrf = await server.client().primeCsrf();
  });
  afterAll(() => server.close());

  const anonymous = () => ({ cookie: `csrf_token=${csrf}`, 'x-csrftoken': csrf });

  it('refuses an upload without a session before reading its body', async () => {
    const answer = await streamUpload(server, 60 * MB, anonymous());
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    // The server answered and closed after the headers: only what the socket buffers held was sent.
    expect(answer.sent).toBeLessThan(16 * MB);
  });

  it('refuses a declared size over the limit with 413 before reading, even signed in', async () => {
    const alice = await signIn(server, 'alice');
    const answer = await streamUpload(server, 200 * MB, {
      cookie: `csrf_token=${alice.raw.jar.get('csrf_token') ?? ''}`,
      access_token: alice.token,
      'x-csrftoken': alice.raw.jar.get('csrf_token') ?? '',
    });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(16 * MB);
  });

  it('refuses 24 parallel oversized uploads without a session with little memory', async () => {
    const { value: answers, growth } = await liveGrowth(() =>
      Promise.all(Array.from({ length: 24 }, () => streamUpload(server, 60 * MB, anonymous()))),
    );
    expect(answers.every((a) => a.status === 200 && a.body.includes('"success":false'))).toBe(true);
    // 1-6 MB measured; 24 bodies read into memory before the session check would keep 1.4 GB.
    expect(growth).toBeLessThan(16 * MB);
  });
});

describe('uploads stream to disk (security K41)', () => {
  let server: TestServer;
  let alice: FileClient;
  beforeAll(async () => {
    server = await startTestServer({ config: { maxUploadBytes: 256 * MB } });
    alice = await signIn(server, 'alice');
  });
  afterAll(() => server.close());

  const auth = () => ({
    cookie: `csrf_token=${alice.raw.jar.get('csrf_token') ?? ''}`,
    access_token: alice.token,
    'x-csrftoken': alice.raw.jar.get('csrf_token') ?? '',
  });

  it('stores a 200 MB upload with bounded memory and leaves no temporary file', async () => {
    const { value: answer, growth } = await liveGrowth(() =>
      streamUpload(server, 200 * MB, auth()),
    );
    const result = JSON.parse(answer.body) as {
      results?: { ok: boolean; item?: { size: number } }[];
    };
    expect(result.results?.[0]).toMatchObject({ ok: true, item: { size: 200 * MB } });
    // 0-25 MB measured; a body held in memory would keep its 200 MB alive.
    expect(growth).toBeLessThan(64 * MB);
    const temporary = path.join(server.dataDir, 'tmp', 'uploads');
    expect(readdirSync(temporary)).toEqual([]);
    const files = path.join(server.dataDir, 'files');
    const sizes = readdirSync(files, { recursive: true, encoding: 'utf8' }).map(
      (name) => statSync(path.join(files, name)).size,
    );
    expect(sizes).toContain(200 * MB);
  });

  it('caps uploads in progress per user', async () => {
    const hold = new AbortController();
    const held = Array.from({ length: 4 }, () =>
      streamUpload(server, MB, auth(), hold.signal).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fifth = await streamUpload(server, 1024, auth());
    expect(fifth.status).toBe(429);
    hold.abort();
    await Promise.all(held);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await streamUpload(server, 1024, auth())).status).toBe(200);
  });

  it('cuts a file over the limit and answers too_large for it', async () => {
    const small = await startTestServer({ config: { maxUploadBytes: MB } });
    try {
      const bob = await signIn(small, 'alice');
      const answer = await streamUpload(small, MB + 10, {
        cookie: `csrf_token=${bob.raw.jar.get('csrf_token') ?? ''}`,
        access_token: bob.token,
        'x-csrftoken': bob.raw.jar.get('csrf_token') ?? '',
      });
      expect(JSON.parse(answer.body)).toMatchObject({
        results: [{ ok: false, result_code: 'too_large' }],
      });
    } finally {
      await small.close();
    }
  });
});

describe('upload helpers', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('refuses a slot past any of its limits and frees it once', () => {
    const slots = createUploadSlots();
    const keys = [
      { key: 'user 1', limit: 1 },
      { key: 'address a', limit: 2 },
    ];
    const release = slots.acquire(keys);
    expect(release).not.toBeNull();
    expect(slots.acquire(keys)).toBeNull();
    release?.();
    release?.();
    expect(slots.acquire(keys)).not.toBeNull();
  });

  it('decodes the characters browsers escape in a file name', () => {
    expect(fileNameOf('a%0Ab%0D%22.txt')).toBe('a\nb\r".txt');
  });
});
