import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS_CONFIG } from '../../src/lib/hosts/hosts.config.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';

// The access-token host (requirements L22): its login answer carries access_token, which the page
// posts by form to /login/token; every other host never sees the token in a body.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs in with a chosen Host header (fetch cannot set it). */
async function loginOnHost(client: TestClient, host: string, user: string) {
  const csrf = await client.primeCsrf();
  const body = new URLSearchParams({ company_code: 'demo', id: user, password: DEMO_PASSWORD });
  const url = new URL('/login/proceed/', server.url);
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': csrf,
        cookie: `csrf_token=${encodeURIComponent(csrf)}`,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve(JSON.parse(text) as Record<string, unknown>);
      });
    });
    req.on('error', reject);
    req.end(body.toString());
  });
}

/** Posts the web-login form the way the page does: no CSRF header, the token as a field. */
function postTokenForm(client: TestClient, fields: Record<string, string>) {
  return client.fetch('/login/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the access-token host', () => {
  it('is the only host whose login answer carries the token', async () => {
    const special = await loginOnHost(server.client(), HOSTS_CONFIG.accessTokenLoginHost, 'priv');
    expect(special).toMatchObject({ success: true });
    expect(typeof special['access_token']).toBe('string');
    const ordinary = await loginOnHost(server.client(), 'cloudbox.example.com', 'editor');
    expect(ordinary).toMatchObject({ success: true });
    expect(ordinary).not.toHaveProperty('access_token');
  });

  it('signs the browser in from the posted token and goes to the redirect', async () => {
    const answer = await loginOnHost(
      server.client(),
      HOSTS_CONFIG.accessTokenLoginHost,
      'downloader',
    );
    const token = String(answer['access_token']);
    const browser = server.client();
    const csrf = await browser.primeCsrf();
    const response = await postTokenForm(browser, {
      access_token: token,
      redirect_url: '/?node=1',
      csrf_token: csrf,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?node=1');
    expect(browser.jar.get('access_token')).toBe(token);
  });

  it.each([
    ['a hostile redirect', { redirect_url: '//evil.com' }, 303, '/'],
    ['an unknown token', { access_token: 'not-a-session' }, 303, '/login'],
  ])('answers %s safely', async (_, override, status, location) => {
    const answer = await loginOnHost(
      server.client(),
      HOSTS_CONFIG.accessTokenLoginHost,
      'uploader',
    );
    const browser = server.client();
    const csrf = await browser.primeCsrf();
    const response = await postTokenForm(browser, {
      access_token: String(answer['access_token']),
      csrf_token: csrf,
      ...override,
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['a token that is not the cookie', (csrf: string) => ({ csrf_token: `${csrf}x` })],
    ['a forged token', () => ({ csrf_token: 'v1.forged' })],
  ])('refuses a form with %s', async (_, field) => {
    const browser = server.client();
    const csrf = await browser.primeCsrf();
    const response = await postTokenForm(browser, { access_token: 'x', ...field(csrf) });
    expect(response.status).toBe(403);
    expect(browser.jar.has('access_token')).toBe(false);
  });
});
