import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/harness.ts';
import { startTestServer } from '../testing/harness.ts';
import { itemNamed, listPath, openPath, signIn, type FileClient } from './testing.ts';
import { DOWNLOAD_LINK_LIFETIME } from './links.ts';

let server: TestServer;
let alice: FileClient;
const seqs: Record<string, number> = {};
const shared: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, 'alice');
  const box = await alice.form(listPath('1'));
  for (const name of [
    'Quarterly report.docx',
    'tone.wav',
    'Design spec.pdf.irm',
    'contract.pdf',
    'Large log.txt',
    'Welcome.txt',
  ]) {
    seqs[name] = Number(itemNamed(box, name)['file_seq']);
  }
  const photos = await openPath(alice, '1', ['写真']);
  seqs['sunrise.png'] = Number(itemNamed(photos, 'sunrise.png')['file_seq']);
  seqs['夕焼け.jpg'] = Number(itemNamed(photos, '夕焼け.jpg')['file_seq']);
  const levels = await openPath(alice, '1{2', ['All Levels Demo']);
  for (const name of ['handbook.pdf', 'sunrise.png', 'tone.wav', 'contract.pdf', 'plan.txt']) {
    shared[name] = Number(itemNamed(levels, name)['file_seq']);
  }
});
afterAll(async () => {
  await server.close();
});

async function fetchUrl(client: FileClient, url: string, headers: Record<string, string> = {}) {
  return client.raw.fetch(url, { headers });
}

describe('preview', () => {
  it('polls the viewer cache: data for the first two polls, then empty', async () => {
    const file = String(seqs['Quarterly report.docx']);
    const data = [];
    for (let i = 0; i < 4; i += 1) {
      data.push((await alice.get(`/v1/onlyoffice/upload-cache?lang=eng&file_seq=${file}`))['data']);
      server.clock.advance(1000);
    }
    expect(data).toEqual(['uploading', 'uploading', '', '']);
    server.clock.advance(61_000);
    expect((await alice.get(`/v1/onlyoffice/upload-cache?lang=eng&file_seq=${file}`))['data']).toBe(
      'uploading',
    );
  });

  it.each([
    ['Quarterly report.docx', 'office', 'application/pdf', '%PDF-'],
    ['Design spec.pdf.irm', 'pdf', 'application/pdf', '%PDF-'],
    ['sunrise.png', 'image', 'image/png', '\x89PNG'],
    ['夕焼け.jpg', 'image', 'image/jpeg', '\xff\xd8\xff'],
    ['Welcome.txt', 'text', 'text/plain; charset=utf-8', 'Welcome'],
  ])('converts %s and serves it inline', async (name, kind, type, magic) => {
    const answer = await alice.form('/doc/convert', { fileid: String(seqs[name]) });
    expect(answer).toMatchObject({ success: true, kind, content_type: type, all: '' });
    const response = await fetchUrl(alice, String(answer['preview_url']));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename=".*"; filename\*=UTF-8''/,
    );
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(
      Buffer.from(await response.arrayBuffer())
        .toString('latin1')
        .startsWith(magic),
    ).toBe(true);
  });

  it('plays media through /media/convert, with byte ranges', async () => {
    const answer = await alice.form('/media/convert', { fileid: String(seqs['tone.wav']) });
    expect(answer).toMatchObject({ success: true, kind: 'media', content_type: 'audio/wav' });
    const response = await fetchUrl(alice, String(answer['preview_url']), { range: 'bytes=0-3' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toBe('RIFF');
  });

  it.each([
    [
      'a locked file',
      'contract.pdf',
      'preview_locked',
      'This locked file does not allow you to preview.',
    ],
    [
      'a file over 30 MB',
      'Large log.txt',
      'preview_too_large',
      'Files larger than 30 MB cannot be previewed.',
    ],
  ])('refuses %s', async (_, name, code, all) => {
    const answer = await alice.form('/doc/convert', { fileid: String(seqs[name]) });
    expect(answer).toMatchObject({ success: false, result_code: code, all });
  });

  it.each([
    ['nopreview', 'handbook.pdf', 'no_authority'],
    ['uploader', 'handbook.pdf', 'no_authority'],
    ['smallmedia', 'tone.wav', 'media_too_large'],
    ['previewer', 'contract.pdf', 'preview_locked'],
    ['previewer', 'handbook.pdf', null],
    ['smallmedia', 'sunrise.png', null],
  ])('answers %s previewing %s: %s', async (id, name, code) => {
    const client = await signIn(server, id);
    const path = name === 'tone.wav' ? '/media/convert' : '/doc/convert';
    const answer = await client.form(path, { fileid: String(shared[name]) });
    if (code === null) expect(answer['success']).toBe(true);
    else expect(answer).toMatchObject({ success: false, result_code: code });
  });

  it('refuses media on /doc/convert and documents on /media/convert', async () => {
    expect(
      await alice.form('/media/convert', { fileid: String(seqs['Welcome.txt']) }),
    ).toMatchObject({ result_code: 'preview_unsupported' });
    expect(
      (await alice.form('/doc/convert', { fileid: String(seqs['tone.wav']) }))['result_code'],
    ).toBe('preview_unsupported');
  });

  it('refuses a tampered or expired preview link', async () => {
    const url = String(
      (await alice.form('/doc/convert', { fileid: String(seqs['sunrise.png']) }))['preview_url'],
    );
    expect((await fetchUrl(alice, url.slice(0, -2) + 'xx')).status).toBe(404);
    server.clock.advance(11 * 60_000);
    expect((await fetchUrl(alice, url)).status).toBe(404);
  });
});

describe('downloads', () => {
  async function link(client: FileClient, fileSeq: number) {
    return client.form('/v2/files/download', { file_seq: String(fileSeq) });
  }

  it('serves a download once, as an attachment with a UTF-8 file name', async () => {
    const answer = await link(alice, Number(seqs['夕焼け.jpg']));
    expect(answer).toMatchObject({ success: true, file_name: '夕焼け.jpg' });
    const url = String(answer['download_url']);
    const first = await fetchUrl(alice, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe(
      `attachment; filename="___.jpg"; filename*=UTF-8''${encodeURIComponent('夕焼け.jpg')}`,
    );
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetchUrl(alice, url)).status).toBe(404);
  });

  it('expires an unused download link after five minutes', async () => {
    const url = String((await link(alice, Number(seqs['Welcome.txt'])))['download_url']);
    server.clock.advance(DOWNLOAD_LINK_LIFETIME);
    expect((await fetchUrl(alice, url)).status).toBe(404);
  });

  it('finds a file by reginfo', async () => {
    const box = await alice.form(listPath('1'));
    const reginfo = String(itemNamed(box, 'Welcome.txt')['reginfo']);
    expect(await alice.form('/v2/files/download', { reginfo })).toMatchObject({
      success: true,
      file_name: 'Welcome.txt',
    });
  });

  it.each([
    [
      'a locked file',
      'alice',
      'contract.pdf',
      'file_locked',
      'Unable to access file due to file lock.',
    ],
    ['as Previewer', 'previewer', 'handbook.pdf', 'no_authority', 'You have no authority.'],
    ['as Editor-', 'editorminus', 'handbook.pdf', 'no_authority', 'You have no authority.'],
    ['when workflow approval is needed', 'wf', 'handbook.pdf', 'workflow_required', undefined],
  ])('refuses %s', async (_, id, name, code, all) => {
    const client = id === 'alice' ? alice : await signIn(server, id);
    const answer = await link(client, Number(shared[name]));
    expect(answer).toMatchObject({ success: false, result_code: code, ...(all ? { all } : {}) });
  });

  it.each([['downloader'], ['editor'], ['priv']])('lets %s download', async (id) => {
    const client = await signIn(server, id);
    expect((await link(client, Number(shared['handbook.pdf'])))['success']).toBe(true);
  });

  it('downloads a file’s note as text', async () => {
    const answer = await alice.form('/item/note/download/', {
      fileid: String(seqs['Quarterly report.docx']),
    });
    expect(answer).toMatchObject({ success: true, file_name: 'Quarterly report (note).txt' });
    const response = await fetchUrl(alice, String(answer['download_url']));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Check the figures on page 2 before sharing.');
  });
});

describe('thumbnails', () => {
  const bearer = (client: FileClient) => ({ authorization: `Bearer ${client.token}` });

  it('answers the v1, v2 and single calls with image URLs for images only', async () => {
    const png = Number(seqs['sunrise.png']);
    const doc = Number(seqs['Quarterly report.docx']);
    const v1 = await alice.raw.post(
      '/v1/thumbnails',
      { file_seq: `${png},${doc}`, lang: 'eng' },
      { ...bearer(alice), access_token: '' },
    );
    const thumbnails = (
      (await v1.json()) as { thumbnails: { file_seq: number; url: string | null }[] }
    ).thumbnails;
    expect(thumbnails.map((t) => [t.file_seq, t.url === null])).toEqual([
      [png, false],
      [doc, true],
    ]);
    const v2 = await alice.json(
      '/v2/thumbnails',
      { items: [{ file_seq: png }], size: 'small' },
      bearer(alice),
    );
    expect((v2['thumbnails'] as { url: string }[])[0]?.url).toMatch(/^\/blob\/thumbnail\?t=/);
    const one = await alice.get(`/v2/thumbnails/${png}?size=small`, bearer(alice));
    const image = await fetchUrl(alice, (one['thumbnail'] as { url: string }).url);
    expect(image.headers.get('content-type')).toBe('image/png');
    const images = await alice.form('/app/image/get', { file_id: `${png}`, type: 'thumbnail' });
    expect((images['images'] as { url: string }[])[0]?.url).toMatch(/^\/blob\/thumbnail/);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer nope' }],
    ['a non-Bearer scheme', { authorization: 'Basic abc' }],
  ])('answers the session failure (01) with %s', async (_, headers) => {
    const one = await alice.raw.fetch(`/v2/thumbnails/${seqs['sunrise.png']}`, { headers });
    expect(await one.json()).toMatchObject({ success: false, result_code: '01' });
  });

  it('gives an Uploader no thumbnail (no Preview)', async () => {
    const uploader = await signIn(server, 'uploader');
    const one = await uploader.get(`/v2/thumbnails/${shared['sunrise.png']}`, bearer(uploader));
    expect(one['thumbnail']).toEqual({ file_seq: shared['sunrise.png'], url: null });
  });
});
