import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../clock.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';
import { parseAutoLogout } from '../../src/lib/session/interval.ts';
import { BROWSER_LIFETIME, DEFAULT_IDLE, hashToken } from './sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PROFILE = '/v2/users/me/profile';
async function profile(client: TestClient, headers: Record<string, string> = {}) {
  return (await (await client.get(PROFILE, headers)).json()) as Record<string, unknown>;
}
async function signedIn(id: string, company = 'demo', persistent = 'false'): Promise<TestClient> {
  const client = server.client();
  await client.login(company, id, DEMO_PASSWORD, { persistent_session: persistent });
  return client;
}

describe('session checks on authenticated calls', () => {
  it.each([
    ['no token', {}],
    ['an unknown token', { access_token: 'x'.repeat(43) }],
    ['an oversized token', { access_token: 'x'.repeat(5000) }],
  ])('answers %s with result_code 01', async (_, headers) => {
    expect(await profile(server.client(), headers)).toMatchObject({
      success: false,
      result_code: '01',
    });
  });

  it('returns the profile with snake_case keys for a live session', async () => {
    const body = await profile(await signedIn('guest'));
    expect(body).toMatchObject({
      success: true,
      profile_info: {
        user_id: 'guest',
        user_type: 'guest',
        company_code: 'demo',
        auto_logout_interval: '30m',
      },
    });
  });

  it('stores only a hash of the session token', async () => {
    const client = await signedIn('connect');
    const token = client.jar.get('access_token') ?? '';
    const rows = server.app.db.prepare('SELECT token_hash FROM sessions').all();
    expect(rows.map((r) => r['token_hash'])).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('logout', () => {
  it('ends the session, clears the cookie and redirects to /login with a safe redirect_url', async () => {
    const client = await signedIn('alice');
    const token = client.jar.get('access_token') ?? '';
    const response = await client.fetch('/logout?redirect_url=%2Ffiles%3Fpreview%3D42');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirect_url=%2Ffiles%3Fpreview%3D42');
    expect(client.jar.has('access_token')).toBe(false);
    expect(await profile(server.client(), { access_token: token })).toMatchObject({
      result_code: '01',
    });
  });

  it.each([
    ['//evil.com', '/login'],
    ['https://evil.com/x', '/login'],
    ['/..//evil.com', '/login'],
    ['/ja/files', '/ja/login?redirect_url=%2Fja%2Ffiles'],
  ])('turns redirect_url %j into Location %s', async (target, location) => {
    const response = await server
      .client()
      .fetch(`/logout?redirect_url=${encodeURIComponent(target)}`);
    expect(response.headers.get('location')).toBe(location);
  });

  it('ends only the caller’s own session', async () => {
    const other = await signedIn('gdpr');
    await server.client().fetch('/logout');
    expect(other.jar.has('access_token')).toBe(true);
    expect((await profile(other))['result_code']).toBe('gdpr_required');
  });
});

describe('logout against cross-site requests (issue 14 finding 8)', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ referer: 'https://evil.example/page' }],
  ])('does not sign out on a GET with %j', async (headers) => {
    const client = await signedIn('alice');
    const response = await client.fetch('/logout', { headers });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(client.jar.has('access_token')).toBe(true);
    expect(await profile(client)).toMatchObject({ success: true });
  });

  it.each([[{ 'sec-fetch-site': 'same-origin' }], [{ 'sec-fetch-site': 'none' }], [{}]])(
    'signs out on a GET with %j',
    async (headers) => {
      const client = await signedIn('alice');
      const token = client.jar.get('access_token') ?? '';
      await client.fetch('/logout', { headers });
      expect(await profile(server.client(), { access_token: token })).toMatchObject({
        result_code: '01',
      });
    },
  );

  it('signs out on a POST with the CSRF token and answers a fetch in JSON', async () => {
    const client = await signedIn('alice');
    const token = client.jar.get('access_token') ?? '';
    const response = await client.post('/logout', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(client.jar.has('access_token')).toBe(false);
    expect(await profile(server.client(), { access_token: token })).toMatchObject({
      result_code: '01',
    });
  });

  it('ends the session named by access_token even without the access-token cookie', async () => {
    const client = await signedIn('alice');
    const token = client.jar.get('access_token') ?? '';
    const other = server.client();
    const response = await other.post('/logout', {
      access_token: token,
      redirect_url: '/ja/files',
    });
    expect(response.status).toBe(200);
    expect(await profile(server.client(), { access_token: token })).toMatchObject({
      result_code: '01',
    });
  });

  it('answers a form POST (csrf_token field) with a 303 to the login page', async () => {
    const client = await signedIn('alice');
    const csrf = client.jar.get('csrf_token') ?? '';
    const response = await client.fetch('/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: csrf, redirect_url: '/ja/files' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ja/login?redirect_url=%2Fja%2Ffiles');
    expect(client.jar.has('access_token')).toBe(false);
  });

  it.each([
    ['no token', {}, {}],
    ['a forged token', { 'x-csrf-token': 'v1.abc.def.ghi' }, {}],
  ])('refuses a POST with %s and keeps the session', async (_label, csrf, extra) => {
    const client = await signedIn('alice');
    const response = await client.fetch('/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrf, ...extra },
      body: '',
    });
    expect(response.status).toBe(403);
    expect(await profile(client)).toMatchObject({ success: true });
  });

  it('refuses a cross-site POST even with the right token', async () => {
    const client = await signedIn('alice');
    const response = await client.post('/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await profile(client)).toMatchObject({ success: true });
  });

  it('refuses a POST from a foreign Origin when Sec-Fetch-Site is absent', async () => {
    const client = await signedIn('alice');
    const response = await client.post('/logout', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await profile(client)).toMatchObject({ success: true });
  });

  it('refuses a POST whose token differs from the csrf_token cookie', async () => {
    const client = await signedIn('alice');
    const foreign = await server.client().primeCsrf();
    const response = await client.post('/logout', {}, { 'x-csrf-token': foreign });
    expect(response.status).toBe(403);
    expect(await profile(client)).toMatchObject({ success: true });
  });
});

describe('timeouts', () => {
  it('ends a session idle for the company interval (30m) but not one idle a second less', async () => {
    const client = await signedIn('alice');
    server.clock.advance(30 * MINUTE - 1000);
    expect(await profile(client)).toMatchObject({ success: true });
    server.clock.advance(30 * MINUTE);
    expect(await profile(client)).toMatchObject({ success: false, result_code: '01' });
  });

  it('uses the default idle limit where the company sets none', async () => {
    const client = await signedIn('sam', 'demo-sso');
    server.clock.advance(DEFAULT_IDLE - 1000);
    expect(await profile(client)).toMatchObject({ success: true });
    server.clock.advance(DEFAULT_IDLE);
    expect(await profile(client)).toMatchObject({ result_code: '01' });
  });

  it('ends a browser session at its absolute lifetime even when active', async () => {
    const client = await signedIn('sam', 'demo-sso');
    for (let t = 0; t < BROWSER_LIFETIME; t += HOUR) {
      expect(await profile(client)).toMatchObject({ success: true });
      server.clock.advance(HOUR);
    }
    expect(await profile(client)).toMatchObject({ result_code: '01' });
  });

  it.each([
    ['30m', 30 * MINUTE],
    ['2H', 2 * HOUR],
    ['1D', 24 * HOUR],
    ['1W', 7 * 24 * HOUR],
    ['1M', 30 * 24 * HOUR],
    ['', null],
    ['0m', null],
    ['30x', null],
    ['m', null],
  ])('reads the auto-logout interval %j as %s ms', (value, ms) => {
    expect(parseAutoLogout(value)).toBe(ms);
  });
});

describe('restricted and blocked sessions', () => {
  it.each([
    ['first', 'password_change_required'],
    ['expired', 'password_change_required'],
    ['insecure', 'password_change_required'],
    ['gdpr', 'gdpr_required'],
  ])('refuses the app to %s until the wizard step is done (%s)', async (id, code) => {
    expect(await profile(await signedIn(id))).toMatchObject({ success: false, result_code: code });
  });

  it('lets the LDAP user in without the password wizard', async () => {
    expect(await profile(await signedIn('ldap'))).toMatchObject({ success: true });
  });

  it('answers WebConnectionDeny once the company is blocked mid-session', async () => {
    const client = await signedIn('sam', 'demo-sso');
    server.app.db.prepare("UPDATE companies SET blocked = 1 WHERE code = 'demo-sso'").run();
    try {
      expect(await profile(client)).toEqual({
        success: false,
        result_code: '01',
        all: 'WebConnectionDeny',
      });
    } finally {
      server.app.db.prepare("UPDATE companies SET blocked = 0 WHERE code = 'demo-sso'").run();
    }
  });
});
