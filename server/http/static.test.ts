import http from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { matchesEtag, safeSegments } from './static.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HTML = { accept: 'text/html,application/xhtml+xml' };
const get = (path: string, headers: Record<string, string> = HTML) =>
  fetch(server.url + path, { headers });

/** Sends a request line byte for byte (fetch would normalise the path first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      );
    });
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('end', () => {
      resolve({ status: Number(data.split(' ')[1]), body: data });
    });
    socket.on('error', reject);
  });
}

describe('static routing', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login en'],
    ['/login/', 'login en'],
    ['/ja/login', 'login ja'],
    ['/forgotPassword/', 'forgot en'],
    ['/files/deep/path', 'login en'],
    ['/ja/files/x', 'login ja'],
    ['/ko/anything', 'login ko'],
  ])('serves %s as the page "%s" with status 200', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['a missing asset', '/_astro/missing.js', HTML],
    ['a missing image', '/nope.png', HTML],
    ['a path asked for as JSON', '/somewhere', { accept: 'application/json' }],
    ['an unknown API path', '/v2/nothing', HTML],
    ['an unknown app API path', '/app/x/y', HTML],
  ])('answers %s with a JSON 404', async (_, path, headers) => {
    const response = await get(path, headers);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false, result_code: 'not_found' });
  });

  it('refuses POST to a page path with 405', async () => {
    const response = await fetch(`${server.url}/login`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('static headers', () => {
  it.each([
    [
      '/_astro/app.B1a2C3d4.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/_astro/inter.D5e6F7g8.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'image/svg+xml', 'no-cache'],
    ['/banner.webp', 'image/webp', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/login', 'text/html; charset=utf-8', 'no-cache'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it.each([
    ['/login', 'strict-origin-when-cross-origin'],
    ['/forgotPassword', 'no-referrer'],
    ['/ja/forgotPassword/?code=abc', 'no-referrer'],
    ['/ko/passwordRegistration', 'no-referrer'],
    ['/newPassword', 'no-referrer'],
    ['/black-list', 'no-referrer'],
    ['/ja/gmailAuthSuccess', 'no-referrer'],
    ['/exchangeAuthSuccess', 'no-referrer'],
  ])('sends %s with Referrer-Policy %s', async (path, policy) => {
    expect((await get(path)).headers.get('referrer-policy')).toBe(policy);
  });

  it('sends scripts only the headers that apply to them', async () => {
    const headers = (await get('/_astro/app.B1a2C3d4.js')).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('permissions-policy')).toBeNull();
  });

  it.each(['/login', '/v2/users/me/profile', '/csrf', '/nope.png', '/brand/cloudbox.svg'])(
    'sends the framing, sniffing and isolation headers on %s',
    async (path) => {
      const headers = (await get(path)).headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('sets a csrf_token cookie on page responses that lack one', async () => {
    const cookie = (await get('/login')).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrf_token=v1\.[^;]+; Path=\/; SameSite=Lax$/);
  });
});

describe('compression and revalidation', () => {
  const asset = '/_astro/app.B1a2C3d4.js';

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', null],
  ])('answers Accept-Encoding %j with %s', async (accept, encoding) => {
    const response = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(`${server.url}${asset}`, { headers: { 'accept-encoding': accept } }, resolve);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(response.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(response.headers.vary).toContain('Accept-Encoding');
    const text =
      encoding === 'br'
        ? brotliDecompressSync(body)
        : encoding === 'gzip'
          ? gunzipSync(body)
          : body;
    expect(text.toString()).toContain('compress me');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get(asset, { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const second = await get(asset, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abc-br"', '"abc"', false],
  ])('matches If-None-Match %s against %s: %s', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('path traversal', () => {
  it.each([
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/_astro/..%5c..%5cpackage.json',
    '/login%00.html',
    '/%00',
    '/.env',
    '/_astro/%E0%A4%A',
  ])('never serves anything outside dist/ for %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect([200, 400, 404]).toContain(status);
    expect(body).not.toContain('root:');
    expect(body).not.toContain('"devDependencies"');
    if (status === 200) expect(body).toContain('<title>login en</title>');
  });

  it.each([
    ['/a/b', ['a', 'b']],
    ['/a%20b/', ['a b']],
    ['/..%2f', null],
    ['/%2e%2e', null],
    ['/a%00', null],
    ['/a%5cb', null],
    ['/%E0%A4%A', null],
  ])('splits %s into safe segments %j', (path, expected) => {
    expect(safeSegments(path)).toEqual(expected);
  });
});
