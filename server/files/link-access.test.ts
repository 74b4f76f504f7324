import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { itemNamed, listPath, signIn, type FileClient } from './testing.ts';

// Byte links live only as long as the session that made them and the access they were made
// for (security K33).

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setUp() {
  server = await startTestServer();
  const alice = await signIn(server, 'alice');
  const box = await alice.form(listPath('1'));
  const photosItem = itemNamed(box, '写真');
  const photos = await alice.form(listPath(String(photosItem['node'])), {
    dir_seq: String(photosItem['dir_seq']),
  });
  const png = Number(itemNamed(photos, 'sunrise.png')['file_seq']);
  const links = {
    download: String(
      (await alice.form('/v2/files/download', { file_seq: String(png) }))['download_url'],
    ),
    preview: String((await alice.form('/doc/convert', { fileid: String(png) }))['preview_url']),
    thumbnail: String(
      (
        (await alice.form('/app/image/get', { file_id: `${png}`, type: 'thumbnail' }))[
          'images'
        ] as { url: string }[]
      )[0]?.url,
    ),
  };
  return { s: server, alice, links, photosDir: Number(photosItem['dir_seq']), png };
}

/** Fetches a link as a fresh browser would: no cookie, no token. */
async function open(s: TestServer, url: string, headers: Record<string, string> = {}) {
  return s.client().fetch(url, { headers });
}

async function logOut(alice: FileClient) {
  expect((await alice.raw.post('/logout', {})).status).toBe(200);
}

describe('byte links bound to their session and access (security K33)', () => {
  it('serves every link while the session lives, even to a request without a cookie', async () => {
    const { s, links } = await setUp();
    for (const url of Object.values(links)) expect((await open(s, url)).status).toBe(200);
  });

  it.each(['download', 'preview', 'thumbnail'] as const)(
    'ends the %s link when its session signs out',
    async (kind) => {
      const { s, alice, links } = await setUp();
      await logOut(alice);
      const response = await open(s, links[kind]);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        success: false,
        result_code: 'link_signed_out',
      });
    },
  );

  it.each(['download', 'preview', 'thumbnail'] as const)(
    'ends the %s link once its folder is in the trash',
    async (kind) => {
      const { s, alice, links, photosDir } = await setUp();
      expect(await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [photosDir] })).toMatchObject(
        { success: true },
      );
      const response = await open(s, links[kind]);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, result_code: 'not_found' });
    },
  );

  it('answers a browser that navigates to a dead link with a clear page', async () => {
    const { s, alice, links } = await setUp();
    await logOut(alice);
    const response = await open(s, links.download, {
      accept: 'text/html',
      'sec-fetch-mode': 'navigate',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<h1>This link no longer works</h1>');
    expect(page).toContain('This link ended when you signed out.');
  });
});

describe('a dead link answers in the request’s language (security K53)', () => {
  const page = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };

  it.each([
    ['ja,en;q=0.8', {}, 'ja', 'このリンクは使用できなくなりました', '/ja/login'],
    ['ko-KR', {}, 'ko', '이 링크는 더 이상 사용할 수 없습니다', '/ko/login'],
    ['fr, de', {}, 'en', 'This link no longer works', '/login'],
    ['ja', { lang: 'kor' }, 'ko', '로그아웃하여 이 링크가 만료되었습니다.', '/ko/login'],
  ] as const)(
    'a tab with Accept-Language %j and %j gets a page in %s',
    async (accept, extra, lang, text, login) => {
      const { s, alice, links } = await setUp();
      await logOut(alice);
      const response = await open(s, links.download, {
        ...page,
        'accept-language': accept,
        ...extra,
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('vary')).toContain('Accept-Language');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(text);
      expect(html).toContain(`<a href="${login}">`);
      expect(html).not.toMatch(/<script|<style|style=/);
    },
  );

  it('takes `lang` from the query too, and reflects nothing else of the request', async () => {
    const { s, alice, links } = await setUp();
    await logOut(alice);
    const url = new URL(links.preview, 'http://x');
    url.searchParams.set('lang', 'jpn');
    url.searchParams.set('evil', '<script>alert(1)</script>');
    const response = await open(s, `${url.pathname}${url.search}`, {
      ...page,
      'accept-language': '<img src=x>',
    });
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('answers a JSON refusal in the language too', async () => {
    const { s, alice, links, photosDir } = await setUp();
    await alice.json('/v2/trash', { file_seqs: [], dir_seqs: [photosDir] });
    const response = await open(s, links.thumbnail, { 'accept-language': 'ko' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      result_code: 'not_found',
      all: '파일을 찾을 수 없습니다. 휴지통으로 이동되었거나 링크가 만료되었을 수 있습니다.',
    });
  });
});
