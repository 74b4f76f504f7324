import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../clock.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { ANSWER_FLOOR_MS, PER_ACCOUNT_HOUR } from './requests.ts';
import { latestLink, linkFields, postJson } from './test-support.ts';

const NEW_PASSWORD = 'Fresh-start-2026?';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ask = (fields: Record<string, string>, path = '/app/pb/forgotPassword/user') =>
  postJson(server.client(), path, { lang: 'eng', ...fields });

async function freshResetLink(id: string, email: string) {
  server.clock.advance(HOUR); // out of the previous hour's rate limit window
  expect(await ask({ code: 'demo', id, email })).toMatchObject({ success: true });
  return latestLink(server, email);
}

describe('the forgot-password request', () => {
  it('mails a link built from the public URL, in the language of the request', async () => {
    await ask({ code: 'demo', id: 'alice', email: 'alice@demo.example', lang: 'jpn' });
    const { url, params } = latestLink(server, 'alice@demo.example');
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/ja/forgotPassword');
    expect(Object.keys(params)).toEqual(['lang', 'code', 'id', 'batch_seq']);
    expect(params).toMatchObject({ lang: 'jpn', id: 'alice' });
    expect(params['code']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(server.app.outbox.list({ to: 'alice@demo.example' })[0]?.subject).toMatch(/パスワード/);
  });

  it('stores only a hash of the code', () => {
    const { params } = latestLink(server, 'alice@demo.example');
    const rows = server.app.db.prepare('SELECT token_hash FROM email_links').all();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r['token_hash'])).not.toContain(params['code']);
  });

  it.each([
    ['a known user', { code: 'demo', id: 'connect', email: 'connect@demo.example' }],
    ['an unknown user', { code: 'demo', id: 'nobody', email: 'nobody@demo.example' }],
    ['an unknown company', { code: 'nowhere', id: 'alice', email: 'alice@demo.example' }],
    ['a wrong address', { code: 'demo', id: 'insecure', email: 'someone@else.example' }],
  ])('answers %s the same way, no faster than the floor', async (_, fields) => {
    const started = performance.now();
    const answer = await ask(fields);
    const took = performance.now() - started;
    expect(answer).toEqual({
      success: true,
      all: 'If the details match an account, we have sent an e-mail with a link to reset the password. The link is valid for 24 hours.',
    });
    expect(took).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    expect(took).toBeLessThan(ANSWER_FLOOR_MS + 400);
  });

  it('mails guests at the address on file and ignores users on the guest call', async () => {
    await ask({ code: 'demo', id: 'guest' }, '/app/pb/forgotPassword/guest');
    expect(latestLink(server, 'guest@demo.example').url.pathname).toBe('/forgotPassword');
    const before = server.app.outbox.list({ to: 'first@demo.example' }).length;
    await ask({ code: 'demo', id: 'first' }, '/app/pb/forgotPassword/guest');
    expect(server.app.outbox.list({ to: 'first@demo.example' })).toHaveLength(before);
  });

  it('limits requests per account name, known or not, then lets them through after an hour', async () => {
    for (const id of ['ldap', 'ghost']) {
      const fields = { code: 'demo', id, email: `${id}@demo.example` };
      for (let i = 0; i < PER_ACCOUNT_HOUR; i += 1) {
        expect(await ask(fields)).toMatchObject({ success: true });
      }
      expect(await ask(fields)).toMatchObject({ success: false, result_code: 'rate_limited' });
    }
    server.clock.advance(HOUR + 1);
    expect(await ask({ code: 'demo', id: 'ghost', email: 'x@y.z' })).toMatchObject({
      success: true,
    });
  });
});

describe('the link lifetime', () => {
  it.each([
    ['accepts a link at 23:59:59', DAY - 1000, true],
    ['refuses a link at 24:00:01', DAY + 1000, false],
  ])('%s', async (_, age, ok) => {
    const { params } = await freshResetLink('yuki', 'yuki@demo.example');
    server.clock.advance(age);
    const answer = await postJson(
      server.client(),
      '/app/pb/forgotPassword/verify',
      linkFields(params),
    );
    expect(answer['success']).toBe(ok);
  });

  it('voids an older link when a newer one is sent', async () => {
    const first = await freshResetLink('yuki', 'yuki@demo.example');
    await freshResetLink('yuki', 'yuki@demo.example');
    const answer = await postJson(
      server.client(),
      '/app/pb/forgotPassword/verify',
      linkFields(first.params),
    );
    expect(answer).toMatchObject({ success: false, result_code: 'expired_link' });
  });
});

describe('resetting through the link', () => {
  it('answers the policy and logo, refuses weak, mismatched and recent passwords', async () => {
    const { params } = await freshResetLink('alice', 'alice@demo.example');
    const client = server.client();
    const verify = await postJson(client, '/app/pb/forgotPassword/verify', linkFields(params));
    expect(verify).toEqual({
      success: true,
      logo_img_url: '/app/pb/logo?company=demo',
      password_policy: {
        password_min_length: 10,
        password_string_type: 4,
        password_continuation_limit: 3,
        password_past_use: 'N',
      },
    });
    const reset = (password: string, confirm = password) =>
      postJson(client, '/app/pb/forgotPassword/reset', {
        ...linkFields(params),
        password,
        password_confirm: confirm,
      });
    expect(await reset('short1A!')).toMatchObject({ result_code: 'password_policy' });
    expect(await reset('aaaaBBBB1111!')).toMatchObject({ result_code: 'password_policy' });
    expect(await reset(NEW_PASSWORD, `${NEW_PASSWORD}x`)).toMatchObject({
      result_code: 'password_mismatch',
      all: 'Password does not match.',
    });
    expect(await reset(DEMO_PASSWORD)).toMatchObject({ result_code: 'password_reused' });
  });

  it('sets the password, ends every session, signs nobody in, and works once', async () => {
    const signedIn = server.client();
    expect(await signedIn.login('demo', 'alice', DEMO_PASSWORD)).toMatchObject({ success: true });
    const { params } = latestLink(server, 'alice@demo.example');
    const client = server.client();
    const fields = {
      ...linkFields(params),
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    };
    const response = await client.post('/app/pb/forgotPassword/reset', fields);
    expect(await response.json()).toEqual({
      success: true,
      all: 'Your password has been changed.',
    });
    expect(response.headers.getSetCookie().join()).not.toContain('access_token');
    const profile = await signedIn.get('/v2/users/me/profile');
    expect(await profile.json()).toMatchObject({ success: false, result_code: '01' });
    expect(await postJson(client, '/app/pb/forgotPassword/reset', fields)).toMatchObject({
      success: false,
      result_code: 'expired_link',
    });
    expect(await server.client().login('demo', 'alice', NEW_PASSWORD)).toMatchObject({
      success: true,
    });
    expect(await server.client().login('demo', 'alice', DEMO_PASSWORD)).toMatchObject({
      success: false,
    });
  });

  it('accepts long Unicode passwords untruncated', async () => {
    const { params } = await freshResetLink('connect', 'connect@demo.example');
    const long = `Ünïcødé-パスワード-${'x9Y'.repeat(20)}!`;
    const answer = await postJson(server.client(), '/app/pb/forgotPassword/reset', {
      ...linkFields(params),
      password: long,
      password_confirm: long,
    });
    expect(answer).toMatchObject({ success: true });
    expect(await server.client().login('demo', 'connect', long)).toMatchObject({ success: true });
    expect(await server.client().login('demo', 'connect', long.slice(0, -1))).toMatchObject({
      success: false,
    });
  });

  it.each([
    ['another user ID', { id: 'connect' }],
    ['another link number', { batch_seq: '999999' }],
    ['a changed code', { code: 'A'.repeat(43) }],
    ['a code too short to be one', { code: 'abc' }],
  ])('gives one generic answer for %s', async (_, change) => {
    const { params } = await freshResetLink('gdpr', 'gdpr@demo.example');
    const answer = await postJson(server.client(), '/app/pb/forgotPassword/verify', {
      ...linkFields(params),
      ...change,
    });
    expect(answer).toEqual({
      success: false,
      result_code: 'expired_link',
      all: 'This URL is already expired.',
    });
  });
});

describe('links and the Host header', () => {
  it('builds the link from PUBLIC_URL even when the Host header is hostile', async () => {
    const other = await startTestServer({ config: { publicUrl: 'https://files.example.com' } });
    try {
      const client = other.client();
      const csrf = await client.primeCsrf();
      const body = new URLSearchParams({
        code: 'demo',
        id: 'alice',
        email: 'alice@demo.example',
        lang: 'kor',
      }).toString();
      const { port } = new URL(other.url);
      await new Promise<void>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/app/pb/forgotPassword/user',
            headers: {
              Host: 'evil.example',
              'X-Forwarded-Host': 'evil.example',
              'content-type': 'application/x-www-form-urlencoded',
              'x-csrf-token': csrf,
              cookie: `csrf_token=${encodeURIComponent(csrf)}`,
            },
          },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      const { url } = latestLink(other, 'alice@demo.example');
      expect(`${url.origin}${url.pathname}`).toBe('https://files.example.com/ko/forgotPassword');
    } finally {
      await other.close();
    }
  });
});
