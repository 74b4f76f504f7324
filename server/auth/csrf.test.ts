import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../clock.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createCsrf } from './csrf.ts';

describe('CSRF tokens', () => {
  const csrf = createCsrf(randomBytes(32));

  it('verifies its own token and returns the issue time', () => {
    expect(csrf.verify(csrf.issue(1234567))).toBe(1234567);
  });

  it.each([
    ['another key', createCsrf(randomBytes(32)).issue(1)],
    ['an edited time', csrf.issue(1).replace(/^v1\.1\./, 'v1.2.')],
    ['a truncated signature', csrf.issue(1).slice(0, -2)],
    ['garbage', 'not-a-token'],
    ['an empty string', ''],
  ])('rejects a token signed with %s', (_, token) => {
    expect(csrf.verify(token)).toBeNull();
  });
});

describe('CSRF protection of state-changing calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const LOGIN = { company_code: 'demo', id: 'alice', password: 'Demo-pass-2026!' };

  async function attempt(
    setup: (token: string) => { cookie?: string; headers: Record<string, string> },
  ) {
    const client = server.client();
    const token = await client.primeCsrf();
    const { cookie, headers } = setup(token);
    const response = await fetch(`${server.url}/login/proceed/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams(LOGIN).toString(),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      response,
    };
  }

  it.each([
    ['a missing header', (t: string) => ({ cookie: `csrf_token=${t}`, headers: {} })],
    [
      'a wrong header',
      (t: string) => ({ cookie: `csrf_token=${t}`, headers: { 'x-csrf-token': `${t}x` } }),
    ],
    ['a header but no cookie', (t: string) => ({ headers: { 'x-csrf-token': t } })],
    [
      'Sec-Fetch-Site cross-site',
      (t: string) => ({
        cookie: `csrf_token=${t}`,
        headers: { 'x-csrf-token': t, 'sec-fetch-site': 'cross-site' },
      }),
    ],
    [
      'an Origin of another site without Sec-Fetch-Site',
      (t: string) => ({
        cookie: `csrf_token=${t}`,
        headers: { 'x-csrf-token': t, origin: 'https://evil.example' },
      }),
    ],
    [
      'an opaque Origin without Sec-Fetch-Site',
      (t: string) => ({
        cookie: `csrf_token=${t}`,
        headers: { 'x-csrf-token': t, origin: 'null' },
      }),
    ],
    [
      'a forged but matching pair',
      () => ({ cookie: 'csrf_token=v1.1.abc.def', headers: { 'x-csrf-token': 'v1.1.abc.def' } }),
    ],
  ])('refuses %s with 403', async (_, setup) => {
    const { status, body, response } = await attempt(setup);
    expect(status).toBe(403);
    expect(body).toEqual({
      success: false,
      result_code: 'csrf',
      all: 'CSRF token missing or invalid.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['X-CSRF-Token', 'x-csrf-token'],
    ['X-CSRFToken', 'x-csrftoken'],
  ])('accepts the token in %s', async (_, header) => {
    const { status, body } = await attempt((t) => ({
      cookie: `csrf_token=${t}`,
      headers: { [header]: t },
    }));
    expect(status).toBe(200);
    expect(body['success']).toBe(true);
  });

  it('accepts same-site requests that say so', async () => {
    const { status } = await attempt((t) => ({
      cookie: `csrf_token=${t}`,
      headers: { 'x-csrf-token': t, 'sec-fetch-site': 'same-origin' },
    }));
    expect(status).toBe(200);
  });

  it('accepts its own Origin without Sec-Fetch-Site (an older browser)', async () => {
    const { status } = await attempt((t) => ({
      cookie: `csrf_token=${t}`,
      headers: { 'x-csrf-token': t, origin: server.app.publicUrl },
    }));
    expect(status).toBe(200);
  });

  it('keeps a valid cookie on GET /csrf and renews a stale one', async () => {
    const client = server.client();
    const first = await client.primeCsrf();
    const again = await client.fetch('/csrf');
    expect(((await again.json()) as { csrf_token: string }).csrf_token).toBe(first);
    server.clock.advance(HOUR);
    await client.fetch('/csrf');
    expect(client.jar.get('csrf_token')).not.toBe(first);
  });

  it('answers 4001 when the login screen token is more than an hour old', async () => {
    const client = server.client();
    await client.primeCsrf();
    server.clock.advance(HOUR + 1000);
    const body = await client.login('demo', 'alice', 'Demo-pass-2026!');
    expect(body).toMatchObject({ success: false, result_code: '4001' });
  });

  it('creates no session through GET, whatever the parameters', async () => {
    const client = server.client();
    const response = await client.fetch(`/login/proceed/?${new URLSearchParams(LOGIN).toString()}`);
    expect(response.status).toBe(405);
    expect(client.jar.has('access_token')).toBe(false);
  });
});
