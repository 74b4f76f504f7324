import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock.ts';
import { DEMO_BOUNCED, DEMO_INVITEE, DEMO_NEWCOMER } from '../seed-links.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { latestLink, linkFields, postJson } from './test-support.ts';

const PASSWORD = 'Welcome-aboard-77';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  postJson(server.client(), path, fields, headers);

describe('the seeded demo links', () => {
  it.each([
    [DEMO_INVITEE.email, '/passwordRegistration', ['lang', 'code', 'id', 'batch_seq']],
    [DEMO_NEWCOMER.email, '/newPassword', ['lang', 'request', 'code', 'id']],
    [DEMO_BOUNCED, '/black-list', ['lang', 'request']],
  ])('mails %s a link to %s', (to, path, keys) => {
    const { url, params } = latestLink(server, to);
    expect(url.pathname).toBe(path);
    expect(Object.keys(params)).toEqual(keys);
  });

  it('is added once, also when the server starts again on the same data', async () => {
    const again = await startTestServer({ dataDir: server.dataDir });
    try {
      expect(again.app.outbox.list({ to: DEMO_INVITEE.email })).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});

describe('registering a password from an invitation', () => {
  it('verifies, registers once, and the invitee then signs in', async () => {
    const { params } = latestLink(server, DEMO_INVITEE.email);
    expect(await server.client().login('demo', 'newbie', '')).toMatchObject({ success: false });
    expect(await post('/app/pb/registrationPassword/verify', linkFields(params))).toMatchObject({
      success: true,
    });
    // A registration link is no reset link.
    expect(await post('/app/pb/forgotPassword/verify', linkFields(params))).toMatchObject({
      result_code: 'expired_link',
    });
    const fields = { ...linkFields(params), password: PASSWORD, password_confirm: PASSWORD };
    expect(await post('/app/pb/registrationPassword/registration', fields)).toEqual({
      success: true,
      all: 'Your password has been registered.',
    });
    expect(await post('/app/pb/registrationPassword/registration', fields)).toMatchObject({
      result_code: 'expired_link',
    });
    expect(await server.client().login('demo', 'newbie', PASSWORD)).toMatchObject({
      success: true,
    });
  });
});

const linkOf = (params: Record<string, string>) => ({
  lang: 'eng',
  request: params['request'] ?? '',
  code: params['code'] ?? '',
  id: params['id'] ?? '',
});
const fieldsOf = (params: Record<string, string>) => ({
  ...linkOf(params),
  password: PASSWORD,
  password_confirm: PASSWORD,
});

describe('setting a first password (newPassword)', () => {
  it('refuses a tampered company or user ID with the generic answer', async () => {
    const { params } = latestLink(server, DEMO_NEWCOMER.email);
    for (const change of [{ code: 'demo-mail' }, { id: 'alice' }, { request: 'x'.repeat(43) }]) {
      expect(
        await post('/openapi/account/newPassword', { ...fieldsOf(params), ...change }),
      ).toEqual({
        success: false,
        result_code: 'expired_link',
        all: 'This URL is already expired.',
      });
    }
  });

  it('refuses a tampered link on verify too, in the link language (requirements E11)', async () => {
    const { params } = latestLink(server, DEMO_NEWCOMER.email);
    for (const change of [{ code: 'demo-mail' }, { id: 'alice' }, { request: 'x'.repeat(43) }]) {
      const link = { ...linkOf(params), ...change };
      expect(await post('/openapi/account/newPassword/verify', { ...link, lang: 'jpn' })).toEqual({
        success: false,
        result_code: 'expired_link',
        all: 'このURLは既に有効期限が切れています。',
      });
    }
  });

  it('sets the password, then answers already_set_password', async () => {
    const { params } = latestLink(server, DEMO_NEWCOMER.email);
    expect(params).toMatchObject({ code: 'demo', id: 'newcomer' });
    const link = linkOf(params);
    // Verify (ours, requirements E11) answers the policy before, already_set_password after.
    expect(await post('/openapi/account/newPassword/verify', link)).toMatchObject({
      success: true,
      logo_img_url: expect.any(String) as unknown,
      password_policy: { password_min_length: expect.any(Number) as unknown },
    });
    expect(await post('/openapi/account/newPassword', fieldsOf(params))).toEqual({
      success: true,
      all: 'Your password has been set.',
    });
    expect(await post('/openapi/account/newPassword', fieldsOf(params))).toMatchObject({
      success: false,
      all: 'already_set_password',
    });
    expect(await post('/openapi/account/newPassword/verify', link)).toEqual({
      success: false,
      result_code: 'already_set_password',
      all: 'already_set_password',
    });
  });
});

describe('confirming a black-listed address', () => {
  it('takes the address off the list once, answering it masked', async () => {
    const { params } = latestLink(server, DEMO_BOUNCED);
    const fields = { request: params['request'] ?? '' };
    expect(await post('/v2/mail-blacklist/delete-confirm', fields)).toEqual({
      success: true,
      email: 'b***@demo.example',
    });
    expect(
      server.app.db.prepare('SELECT * FROM mail_blacklist WHERE email = ?').get(DEMO_BOUNCED),
    ).toBeUndefined();
    expect(await post('/v2/mail-blacklist/delete-confirm', fields, { lang: 'kor' })).toEqual({
      success: false,
      result_code: 'EXPIRED_URL_BLACKLIST_MAIL',
      all: '이 인증 링크는 만료되었습니다.',
    });
  });

  it.each([
    ['older than 24 hours', 24 * 60 + 1, false],
    ['23 hours old', 23 * 60, true],
  ])('treats a link %s as the table says', async (_, minutes, ok) => {
    const client = server.client();
    const issued = await postJson(client, '/dev/blacklist', { age_minutes: String(minutes) });
    const { params } = latestLink(server, String(issued['to']));
    const answer = await postJson(client, '/v2/mail-blacklist/delete-confirm', {
      request: params['request'] ?? '',
    });
    expect(answer['success']).toBe(ok);
  });

  it('voids the earlier link when the confirmation is sent again', async () => {
    const client = server.client();
    await client.post('/dev/blacklist', { email: 'twice@demo.example' });
    const first = latestLink(server, 'twice@demo.example').params;
    await client.post('/dev/blacklist', { email: 'twice@demo.example' });
    const answer = await postJson(client, '/v2/mail-blacklist/delete-confirm', {
      request: first['request'] ?? '',
    });
    expect(answer).toMatchObject({ result_code: 'EXPIRED_URL_BLACKLIST_MAIL' });
  });
});

describe('the dev tools', () => {
  it('serve the demo company logo as an image', async () => {
    const response = await server.client().fetch('/app/pb/logo?company=demo');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('DC');
  });

  it('answer the same for an unknown company code as for a company without a logo', async () => {
    const answers = await Promise.all(
      ['no-such-company', 'demo-sms', ''].map(async (code) => {
        const response = await server.client().fetch(`/app/pb/logo?company=${code}`);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          body: await response.text(),
        };
      }),
    );
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.body).not.toContain('no-such-company');
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('do not exist in production', async () => {
    const production = await startTestServer({ config: { mode: 'production' } });
    try {
      const response = await production.client().post('/dev/invite', {});
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

// Last: it moves the clock a day on.
describe('an old first-password link', () => {
  it('refuses a first-password link after 24 hours', async () => {
    const client = server.client();
    await client.post('/dev/invite', { kind: 'new_password' });
    const to = server.app.outbox.list()[0]?.to ?? '';
    server.clock.advance(DAY + 1000);
    const answer = await postJson(
      client,
      '/openapi/account/newPassword',
      fieldsOf(latestLink(server, to).params),
    );
    expect(answer).toMatchObject({ result_code: 'expired_link' });
  });
});
