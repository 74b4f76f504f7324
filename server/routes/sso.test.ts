import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../auth/testing.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';
import { SSO_UNAVAILABLE } from './sso.ts';
import { DEMO_BANNER_LINK } from '../login-banner.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function init(client: TestClient, fields: Record<string, string>) {
  return json(await client.post('/openapi/sso/init', fields));
}

/** Opens the identity provider's page and returns its hidden CSRF field. */
async function openIdp(client: TestClient, key: string) {
  const page = await client.fetch(`/openapi/sso/login?key=${encodeURIComponent(key)}`);
  const html = await page.text();
  const csrf = /name="csrf_token" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return { page, html, csrf };
}

/** Submits the identity provider's form as the browser would: no CSRF header, a form field. */
function signInAs(client: TestClient, fields: Record<string, string>, headers = {}) {
  return client.fetch('/openapi/sso/idp/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('SSO info', () => {
  it.each([
    ['demo-sso', { use_sso: true, configured_sso: 'Microsoft Entra ID', allowed_type: 'all' }],
    ['demo-sso-only', { use_sso: true, configured_sso: 'Google Workspace', allowed_type: 'sso' }],
    [
      'demo',
      {
        use_sso: false,
        configured_sso: '',
        allowed_type: 'all',
        banner: {
          banner_img_url: '/banner/demo-banner.svg',
          background_img_url: '/banner/demo-background.svg',
          url: DEMO_BANNER_LINK,
        },
      },
    ],
    ['demo-blocked', { use_sso: false, configured_sso: '', allowed_type: 'all' }],
    ['no-such-company', { use_sso: false, configured_sso: '', allowed_type: 'all' }],
  ])('describes %s', async (code, expected) => {
    const response = await server.client().get(`/openapi/sso/info?code=${code}`);
    expect(await json(response)).toEqual({ success: true, ...expected });
  });
});

describe('SSO info tells no codes apart (security K49)', () => {
  it('answers an existing company without SSO or banner exactly as an unknown or blocked code', async () => {
    const bodies = await Promise.all(
      ['demo-mail', 'demo-blocked', 'no-such-company', ''].map(async (code) => {
        const response = await server.client().get(`/openapi/sso/info?code=${code}`);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });
});

describe('SSO init', () => {
  it.each(['no-such-company', 'demo', 'demo-blocked'])('refuses %s clearly', async (code) => {
    expect(await init(server.client(), { code })).toEqual({
      success: false,
      result_code: 'sso_unavailable',
      all: SSO_UNAVAILABLE,
    });
  });

  it('returns the provider name and a one-time key of 256 bits', async () => {
    const answer = await init(server.client(), { code: 'DEMO-SSO', path: '/' });
    expect(answer).toMatchObject({ success: true, idp_name: 'Microsoft Entra ID' });
    expect(String(answer['key'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the identity provider round trip', () => {
  it.each([
    ['/files?folder=12#top', '/files?folder=12#top'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/\\evil.com', '/'],
    ['/..//evil.com', '/'],
    ['javascript:alert(1)', '/'],
  ])('signs in and returns to %s as %s', async (path, expected) => {
    const client = server.client();
    const { key } = await init(client, { code: 'demo-sso', path, return_url: '/ja/login' });
    const { page, html, csrf } = await openIdp(client, String(key));
    expect(page.status).toBe(200);
    expect(html).toContain('Sign in as Sam Sso');
    const response = await signInAs(client, { key: String(key), user_id: 'sam', csrf_token: csrf });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/ja/login?sso_azure=1&redirect_url=${encodeURIComponent(expected)}`,
    );
    expect(await json(await client.get('/v2/users/me/profile'))).toMatchObject({
      success: true,
      profile_info: { user_id: 'sam' },
    });
  });

  it('signs users of an SSO-only company in', async () => {
    const client = server.client();
    const { key } = await init(client, {
      code: 'demo-sso-only',
      return_url: 'https://evil.com/ko/login',
    });
    const { csrf } = await openIdp(client, String(key));
    const response = await signInAs(client, { key: String(key), user_id: 'sue', csrf_token: csrf });
    expect(response.headers.get('location')).toBe('/login?sso_azure=1&redirect_url=%2F');
  });

  it('serves the page under a strict CSP with no script', async () => {
    const client = server.client();
    const { key } = await init(client, { code: 'demo-sso' });
    const { page, html } = await openIdp(client, String(key));
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('uses a key once', async () => {
    const client = server.client();
    const { key } = await init(client, { code: 'demo-sso' });
    const { csrf } = await openIdp(client, String(key));
    const fields = { key: String(key), user_id: 'sam', csrf_token: csrf };
    expect((await signInAs(client, fields)).status).toBe(303);
    // The sign-in renewed the CSRF token: the replay carries the current one.
    const again = await signInAs(client, {
      ...fields,
      csrf_token: client.jar.get('csrf_token') ?? '',
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ result_code: 'sso_key_invalid' });
    expect((await openIdp(client, String(key))).page.status).toBe(400);
  });

  it.each([
    ['4 min 59 s', 299_000, 200],
    ['5 min 1 s', 301_000, 400],
  ])('judges a key %s old', async (_, age, status) => {
    const client = server.client();
    const { key } = await init(client, { code: 'demo-sso' });
    server.clock.advance(age);
    expect((await openIdp(client, String(key))).page.status).toBe(status);
  });

  it.each([
    ['a wrong CSRF field', (csrf: string) => ({ csrf_token: `${csrf}x` }), {}, 403],
    [
      'a cross-site post',
      (csrf: string) => ({ csrf_token: csrf }),
      { 'sec-fetch-site': 'cross-site' },
      403,
    ],
    [
      'a user of another company',
      (csrf: string) => ({ csrf_token: csrf, user_id: 'alice' }),
      {},
      400,
    ],
  ])('refuses %s', async (_, change, headers, status) => {
    const client = server.client();
    const { key } = await init(client, { code: 'demo-sso' });
    const { csrf } = await openIdp(client, String(key));
    const fields = { key: String(key), user_id: 'sam', ...change(csrf) };
    expect((await signInAs(client, fields, headers)).status).toBe(status);
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('escapes names on the page', async () => {
    const client = server.client();
    server.app.db
      .prepare("UPDATE users SET user_name = ? WHERE login_id = 'sam'")
      .run('<img src=x onerror=alert(1)>');
    const { key } = await init(client, { code: 'demo-sso' });
    const { html } = await openIdp(client, String(key));
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    server.app.db.prepare("UPDATE users SET user_name = 'Sam Sso' WHERE login_id = 'sam'").run();
  });

  it('has no identity provider in production', async () => {
    const production = await startTestServer({ config: { mode: 'production' } });
    try {
      const response = await production.client().fetch('/openapi/sso/login?key=x');
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
