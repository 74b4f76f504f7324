import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { rangeApplies } from './serve.ts';
import { itemNamed, listPath, signIn, type FileClient } from './testing.ts';

// Range requests for downloads and media (issue 14, security K43).

let server: TestServer;
let alice: FileClient;
let welcome: number;
let tone: number;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  const box = await alice.form(listPath('1'));
  welcome = Number(itemNamed(box, 'Welcome.txt')['file_seq']);
  tone = Number(itemNamed(box, 'tone.wav')['file_seq']);
});
afterAll(() => server.close());

async function downloadUrl(fileSeq: number): Promise<string> {
  const answer = await alice.form('/v2/files/download', { file_seq: String(fileSeq) });
  return String(answer['download_url']);
}

describe('ranged downloads', () => {
  it('answers a range of a download with 206, Content-Range and validators', async () => {
    const url = await downloadUrl(welcome);
    const whole = await alice.raw.fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    const bytes = Buffer.from(await whole.arrayBuffer());

    // The same (now spent) link resumes with a Range until it expires.
    const part = await alice.raw.fetch(url, { headers: { range: 'bytes=2-5', 'if-range': etag } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-5/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('4');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(2, 6));
  });

  it('sends the whole file when If-Range names other bytes', async () => {
    const url = await downloadUrl(welcome);
    const answer = await alice.raw.fetch(url, {
      headers: { range: 'bytes=0-1', 'if-range': '"other-etag"' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBeNull();
  });

  it('answers 416 for a range past the end', async () => {
    const url = await downloadUrl(welcome);
    const answer = await alice.raw.fetch(url, { headers: { range: 'bytes=999999-' } });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('still refuses a spent link without a Range, and any link after sign-out', async () => {
    const url = await downloadUrl(welcome);
    expect((await alice.raw.fetch(url)).status).toBe(200);
    expect((await alice.raw.fetch(url)).status).toBe(404);
    await alice.form('/logout', {});
    expect((await alice.raw.fetch(url, { headers: { range: 'bytes=0-1' } })).status).not.toBe(206);
    alice = await signIn(server, 'alice');
  });
});

describe('ranged media preview', () => {
  it('seeks in a media file (a suffix range)', async () => {
    const answer = await alice.form('/media/convert', { fileid: String(tone) });
    const response = await alice.raw.fetch(String(answer['preview_url']), {
      headers: { range: 'bytes=-4' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes \d+-\d+\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(4);
  });
});

describe('rangeApplies', () => {
  const validators = { etag: '"a-b"', lastModified: new Date(1e12).toUTCString() };
  it.each([
    [undefined, true],
    ['"a-b"', true],
    ['"a-c"', false],
    [new Date(1e12).toUTCString(), true],
    [new Date(2e12).toUTCString(), false],
    ['garbage', false],
  ])('If-Range %s → %s', (header, applies) => {
    expect(rangeApplies(header, validators)).toBe(applies);
  });
  it('never applies a conditional range to bytes without validators', () => {
    expect(rangeApplies('"a-b"', null)).toBe(false);
  });
});
