import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed.ts';
import { json, lastCode, requestCode, signIn } from '../auth/testing.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// "Back to sign in" after the password: POST /login/cancel/ ends the pending verification and
// any session the sign-in already opened, so nothing of the abandoned attempt stays usable.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('cancelling a sign-in', () => {
  it('ends the pending verification: its code no longer signs in', async () => {
    const client = server.client();
    expect(await signIn(client, 'demo-mail', 'emma')).toMatchObject({ all: 'LoginOTP' });
    await requestCode(client, {});
    const code = lastCode(server, 'emma@demo-mail.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(await json(await client.post('/login/cancel/', {}))).toEqual({ success: true });
    expect(client.jar.has('login_attempt')).toBe(false);
    const answer = await client.login('demo-mail', 'emma', DEMO_PASSWORD, { otp: code });
    expect(answer['success']).toBe(false);
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('ends a session a later step was waiting on (the GDPR step)', async () => {
    const client = server.client();
    expect(await client.login('demo', 'gdpr', DEMO_PASSWORD)).toMatchObject({ success: true });
    const token = client.jar.get('access_token') ?? '';
    expect(token).not.toBe('');
    expect(await json(await client.post('/login/cancel/', {}))).toEqual({ success: true });
    expect(client.jar.has('access_token')).toBe(false);
    const profile = await client.fetch('/v2/users/me/profile', {
      headers: { access_token: token },
    });
    expect(await profile.json()).toMatchObject({ success: false, result_code: '01' });
  });

  it('is refused without the CSRF header', async () => {
    const client = server.client();
    await client.primeCsrf();
    const response = await client.fetch('/login/cancel/', { method: 'POST' });
    expect(response.status).toBe(403);
  });
});
