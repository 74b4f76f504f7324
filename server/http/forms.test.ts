import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { parseBody } from './forms.ts';

describe('parseBody', () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'a=1&b=x+y&a=2', { a: '1', b: 'x y' }],
    [
      'a form with a charset',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'a=%E3%81%82',
      { a: 'あ' },
    ],
    ['JSON', 'application/json', '{"message":"hi"}', { message: 'hi' }],
    ['an empty body without a type', undefined, '', {}],
  ])('parses %s', (_, type, body, fields) => {
    expect(parseBody(type, Buffer.from(body))).toEqual({ ok: true, fields });
  });

  it.each([
    ['broken JSON', 'application/json', '{"a":', 400],
    ['a JSON array', 'application/json', '[1]', 400],
    ['JSON null', 'application/json', 'null', 400],
    ['plain text', 'text/plain', 'x', 415],
    ['multipart', 'multipart/form-data; boundary=x', '--x--', 415],
  ])('refuses %s', (_, type, body, status) => {
    expect(parseBody(type, Buffer.from(body))).toMatchObject({ ok: false, status });
  });

  it('refuses invalid UTF-8', () => {
    expect(parseBody('application/json', Buffer.from([0x7b, 0xff, 0x7d]))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('bad requests to the API', () => {
  let server: TestServer;
  let csrf: string;
  beforeAll(async () => {
    server = await startTestServer();
    csrf = await server.client().primeCsrf();
  });
  afterAll(() => server.close());

  const post = (path: string, type: string, body: string) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': type, cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
      body,
    });

  it.each([
    ['malformed JSON', '/app/log/errors', 'application/json', '{"message":', 400],
    ['a wrong type', '/app/log/errors', 'application/json', '{"message":42}', 400],
    [
      'a missing field',
      '/login/proceed/',
      'application/x-www-form-urlencoded',
      'company_code=demo',
      400,
    ],
    [
      'an overlong field',
      '/login/proceed/',
      'application/x-www-form-urlencoded',
      `company_code=${'x'.repeat(200)}&id=a&password=b`,
      400,
    ],
    [
      'a bad enum value',
      '/login/proceed/',
      'application/x-www-form-urlencoded',
      'company_code=d&id=a&password=b&persistent_session=maybe',
      400,
    ],
    ['an unsupported type', '/app/log/errors', 'text/plain', 'message=x', 415],
  ])('answers %s with a clear JSON error', async (_, path, type, body, status) => {
    const response = await post(path, type, body);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = (await response.json()) as { success: boolean; result_code: string; all: string };
    expect(json).toMatchObject({ success: false, result_code: 'bad_request' });
    expect(json.all.length).toBeGreaterThan(10);
  });

  it('names the bad field without echoing the value', async () => {
    const response = await post(
      '/login/proceed/',
      'application/json',
      '{"company_code":"demo","id":"a","password":12345678}',
    );
    const { all } = (await response.json()) as { all: string };
    expect(all).toContain('password');
    expect(all).not.toContain('12345678');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(
      '/app/log/errors',
      'application/x-www-form-urlencoded',
      `message=${'x'.repeat(1024 * 1024 + 10)}`,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, result_code: 'bad_request' });
  });

  it('stores a client error message', async () => {
    const response = await post(
      '/app/log/errors',
      'application/x-www-form-urlencoded',
      'message=CSRF+403+on+login',
    );
    expect(await response.json()).toEqual({ success: true });
    const row = server.app.db
      .prepare("SELECT message FROM error_log WHERE source = 'client' ORDER BY id DESC")
      .get();
    expect(row?.['message']).toBe('CSRF 403 on login');
  });

  it('answers an unexpected failure with a logged 500 and keeps serving', async () => {
    server.app.db.exec('ALTER TABLE login_attempts RENAME TO login_attempts_gone');
    try {
      const response = await post(
        '/login/proceed/',
        'application/x-www-form-urlencoded',
        'company_code=demo&id=alice&password=x',
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        success: false,
        result_code: 'server_error',
        all: 'Unexpected server error.',
      });
    } finally {
      server.app.db.exec('ALTER TABLE login_attempts_gone RENAME TO login_attempts');
    }
    const logged = server.app.db
      .prepare("SELECT COUNT(*) AS n FROM error_log WHERE source = 'server'")
      .get();
    expect(logged?.['n']).toBe(1);
    expect((await fetch(`${server.url}/csrf`)).status).toBe(200);
  });

  it('answers a wrong method on an API path with 405', async () => {
    const response = await fetch(`${server.url}/v2/users/me/profile`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('the client error log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const report = (headers: Record<string, string> = {}) =>
    fetch(`${server.url}/app/log/errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'message=CSRF+403',
    });

  it('accepts a report without a CSRF token, because it reports a broken token', async () => {
    expect(await (await report()).json()).toEqual({ success: true });
  });

  it('still refuses a cross-site report', async () => {
    expect((await report({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses more than 30 reports a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await report()).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    server.clock.advance(60_000);
    expect((await report()).status).toBe(200);
  });
});
