import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { isEmailLinkPage, isSubresource } from './headers.ts';

describe('isEmailLinkPage', () => {
  it.each([
    ['/forgotPassword', true],
    ['/ja/passwordRegistration/', true],
    ['/ko/black-list', true],
    ['/en/newPassword', true],
    ['/gmailAuthSuccess?key=1', true],
    ['/login', false],
    ['/', false],
    ['/ja/', false],
    ['/files/forgotPassword', false],
  ])('%s → %s', (path, expected) => {
    expect(isEmailLinkPage(path.split('?')[0] ?? '')).toBe(expected);
  });
});

describe('isSubresource', () => {
  it.each([
    ['/_astro/kit.B1a2C3d4.js', true],
    ['/_astro/page.B1a2C3d4.css', true],
    ['/_astro/inter.D5e6F7g8.woff2', true],
    ['/legacy-check.js', true],
    ['/login', false],
    ['/brand/cloudbox.svg', false],
    ['/favicon.svg', false],
    ['/app/explorer/lists/1', false],
  ])('%s → %s', (path, expected) => {
    expect(isSubresource(path)).toBe(expected);
  });
});

describe('CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { corsOrigins: ['https://app.example.com'] } });
  });
  afterAll(() => server.close());

  it('allows an allowlisted origin with credentials', async () => {
    const response = await fetch(`${server.url}/csrf`, {
      headers: { origin: 'https://app.example.com' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it.each(['https://evil.example', 'https://app.example.com.evil.example', 'null'])(
    'gives %s no Access-Control-Allow-Origin',
    async (origin) => {
      const response = await fetch(`${server.url}/csrf`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it.each([
    ['https://app.example.com', 'access_token'],
    ['https://app.example.com', 'upload-offset'],
    ['https://evil.example', null],
  ])('answers a preflight from %s', async (origin, allowed) => {
    const response = await fetch(`${server.url}/login/proceed/`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    const headers = response.headers.get('access-control-allow-headers');
    expect(allowed === null ? headers : headers?.includes(allowed)).toBe(
      allowed === null ? null : true,
    );
  });

  it('lets an allowlisted origin post cross-site with a valid token', async () => {
    const client = server.client();
    const response = await client.post(
      '/app/log/errors',
      { message: 'from the app host' },
      { origin: 'https://app.example.com', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(200);
  });
});

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { mode: 'production' } });
  });
  afterAll(() => server.close());

  it.each(['/login', '/csrf', '/_astro/app.B1a2C3d4.js'])(
    'sends HSTS for a year on %s',
    async (path) => {
      const hsts = (await fetch(server.url + path)).headers.get('strict-transport-security');
      expect(hsts).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it.each(['/dev/outbox', '/dev/outbox.json'])('hides %s', async (path) => {
    expect((await fetch(server.url + path, { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
