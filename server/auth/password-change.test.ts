import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';
import { json, signIn } from './testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(id: string, company = 'demo'): Promise<TestClient> {
  const client = server.client();
  await signIn(client, company, id);
  return client;
}

async function change(
  client: TestClient,
  next: string,
  fields: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const body = { current_password: DEMO_PASSWORD, new_password: next, verify_password: next };
  return json(await client.post('/user/password/', { ...body, ...fields }));
}

const profile = async (client: TestClient) => json(await client.get('/v2/users/me/profile'));

describe('refusals of the password change', () => {
  it.each([
    ['a password shorter than 10', 'Ab1!efgh', {}, 'password_policy', 'at least 10 characters'],
    [
      'a password without a special character',
      'Abcdefgh12',
      {},
      'password_policy',
      'digits and special characters',
    ],
    [
      'a character repeated 4 times',
      'Aaaaa-bcd12',
      {},
      'password_policy',
      'no character repeated more than 3 times',
    ],
    ['300 characters', `Ab1-${'xyz'.repeat(99)}`, {}, 'password_policy', 'at most 256 characters'],
    [
      'a confirmation that differs',
      'New-pass-2027!',
      { verify_password: 'New-pass-2027?' },
      'password_mismatch',
      'Password does not match.',
    ],
    [
      'a wrong current password',
      'New-pass-2027!',
      { current_password: 'nope' },
      'current_password_wrong',
      'The current password is incorrect.',
    ],
    ['the current password again', DEMO_PASSWORD, {}, 'password_reused', 'last 3 passwords'],
  ])('refuses %s with a specific message', async (_, next, fields, code, text) => {
    const client = await signedIn('first');
    const answer = await change(client, next, fields);
    expect(answer).toMatchObject({ success: false, result_code: code });
    expect(String(answer['all'])).toContain(text);
    // Nothing changed: the wizard is still owed.
    expect(await profile(client)).toMatchObject({ result_code: 'password_change_required' });
  });

  it('names every rule a password breaks', async () => {
    const answer = await change(await signedIn('first'), 'aaaa');
    expect(answer['all']).toBe(
      'The new password must have at least 10 characters; upper-case letters, lower-case letters, digits and special characters; no character repeated more than 3 times in a row.',
    );
  });

  it('refuses directory (LDAP) accounts', async () => {
    expect(await change(await signedIn('ldap'), 'New-pass-2027!')).toMatchObject({
      result_code: 'password_ldap',
    });
  });

  it('slows down after 5 wrong current passwords in a row', async () => {
    const client = await signedIn('connect');
    server.clock.advance(1000);
    for (let i = 0; i < 5; i++) await change(client, 'New-pass-2027!', { current_password: 'x' });
    const response = await client.post('/user/password/', {
      current_password: DEMO_PASSWORD,
      new_password: 'New-pass-2027!',
      verify_password: 'New-pass-2027!',
    });
    expect(response.status).toBe(429);
  });
});

describe('the password wizard', () => {
  it('lets a first-login user in only after the change', async () => {
    const client = await signedIn('first');
    expect(await profile(client)).toMatchObject({ result_code: 'password_change_required' });
    expect(await change(client, 'Fresh-start-2027')).toEqual({
      success: true,
      all: 'Your password has been changed.',
    });
    expect(await profile(client)).toMatchObject({ success: true });
    const again = await server.client().login('demo', 'first', 'Fresh-start-2027');
    expect(again).toMatchObject({ success: true, password_first_login: false });
    expect(await server.client().login('demo', 'first', DEMO_PASSWORD)).toMatchObject({
      result_code: 'invalid_credentials',
    });
  });

  it('keeps the session restricted to GDPR when asked', async () => {
    const client = await signedIn('expired');
    expect(await change(client, 'Fresh-start-2027', { need_gdpr: 'true' })).toMatchObject({
      success: true,
    });
    expect(await profile(client)).toMatchObject({ result_code: 'gdpr_required' });
    expect(await json(await client.get('/user/gdpr'))).toMatchObject({ success: true });
    expect(await profile(client)).toMatchObject({ success: true });
  });

  it('accepts long Unicode passphrases, untruncated', async () => {
    const phrase = 'Ünïcode-パスワード-2027-' + 'abcdefghij'.repeat(7);
    const client = await signedIn('insecure');
    expect(await change(client, phrase)).toMatchObject({ success: true });
    expect(await server.client().login('demo', 'insecure', phrase)).toMatchObject({
      success: true,
      password_secure: true,
    });
    expect(await server.client().login('demo', 'insecure', phrase.slice(0, 64))).toMatchObject({
      success: false,
    });
  });

  it('refuses the company’s last password_past_use passwords (3 in the demo), allows older', async () => {
    const client = server.client();
    await signIn(client, 'demo', 'guest');
    let current = DEMO_PASSWORD;
    const step = async (next: string) => {
      const answer = await change(client, next, { current_password: current });
      if (answer['success'] === true) current = next;
      return answer;
    };
    expect(await step('Second-pass-01')).toMatchObject({ success: true });
    expect(await step('Third-pass-002')).toMatchObject({ success: true });
    expect(await step(DEMO_PASSWORD)).toMatchObject({ result_code: 'password_reused' });
    expect(await step('Second-pass-01')).toMatchObject({ result_code: 'password_reused' });
    expect(await step('Fourth-pass-03')).toMatchObject({ success: true });
    // The demo password is now the 4th most recent: out of a history of 3.
    expect(await step(DEMO_PASSWORD)).toMatchObject({ success: true });
  });

  it('allows reuse when the company allows it', async () => {
    server.app.db
      .prepare("UPDATE companies SET password_past_use = 0 WHERE code = 'demo-sso'")
      .run();
    const client = await signedIn('sam', 'demo-sso');
    expect(await change(client, DEMO_PASSWORD)).toMatchObject({ success: true });
  });
});
