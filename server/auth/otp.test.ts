import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../clock.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { json, lastCode, requestCode, signIn } from './testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Hourly limits count per user: each test starts in a fresh hour.
beforeEach(() => {
  server.clock.advance(2 * HOUR);
});

describe('signing in with a one-time code', () => {
  it.each([
    ['e-mail only (10)', 'demo-mail', 'emma', {}, 'emma@demo-mail.example', '', 'email'],
    [
      'SMS (11)',
      'demo-sms',
      'sid',
      { phone: '090-1234-5678' },
      '09012345678',
      '*******5678',
      'sms',
    ],
    [
      'choice, e-mail (12)',
      'demo-otp',
      'chris',
      { otp_type: 'email' },
      'chris@demo-otp.example',
      '',
      'email',
    ],
    [
      'choice, SMS (12)',
      'demo-otp',
      'chris',
      { otp_type: 'sms' },
      '09087654321',
      '*******4321',
      'sms',
    ],
  ])('signs in by %s', async (_, company, id, fields, to, phone, channel) => {
    const client = server.client();
    const challenge = await signIn(client, company, id);
    expect(challenge).toMatchObject({ success: false, all: 'LoginOTP' });
    expect(client.jar.has('login_attempt')).toBe(true);
    const sent = await requestCode(client, fields);
    expect(sent).toEqual({
      status: 200,
      body: {
        success: true,
        result_code: '00',
        phone,
        otp_expire: server.clock.now() + 180_000,
        expdate: new Date(server.clock.now() + 180_000).toISOString(),
        otp_expire_seconds: 180,
      },
    });
    const code = lastCode(server, to);
    expect(code).toMatch(/^\d{6}$/);
    expect(await signIn(client, company, id, { otp: code })).toMatchObject({ success: true });
    expect(client.jar.has('login_attempt')).toBe(false);
    expect(await json(await client.get('/v2/users/me/profile'))).toMatchObject({ success: true });
    // The method used is offered first next time.
    const next = await signIn(server.client(), company, id);
    expect(next).toMatchObject({ result: { recent_otp_type: channel } });
  });

  it.each([
    ['chris', 'demo-otp', '12', '*******4321', 'c***@demo-otp.example'],
    ['nophone (no registered phone)', 'demo-sms', '11', '', 'n***@demo-sms.example'],
  ])(
    'answers LoginOTP for %s with the otpCode and masked contacts',
    async (who, company, mode, phone, email) => {
      const id = who.split(' ')[0] ?? '';
      expect(await signIn(server.client(), company, id)).toMatchObject({
        success: false,
        all: 'LoginOTP',
        result_code: mode,
        result: { phone, email },
      });
    },
  );

  it('accepts a code typed with full-width digits and spaces', async () => {
    const client = server.client();
    await signIn(client, 'demo-mail', 'emma');
    await requestCode(client);
    const wide = lastCode(server, 'emma@demo-mail.example').replace(/\d/g, (d) =>
      String.fromCharCode(d.charCodeAt(0) + 0xfee0),
    );
    expect(await signIn(client, 'demo-mail', 'emma', { otp: ` ${wide} ` })).toMatchObject({
      success: true,
    });
  });

  it.each([
    ['one second before the limit', 179_000, { success: true }],
    ['at the limit', 180_000, { success: false, result_code: 'otp_expired' }],
    ['one second after the limit', 181_000, { success: false, result_code: 'otp_expired' }],
  ])('judges a code %s', async (_, elapsed, expected) => {
    const client = server.client();
    await signIn(client, 'demo-mail', 'emma');
    await requestCode(client);
    server.clock.advance(elapsed);
    const code = lastCode(server, 'emma@demo-mail.example');
    expect(await signIn(client, 'demo-mail', 'emma', { otp: code })).toMatchObject(expected);
  });

  it('uses a code once', async () => {
    const client = server.client();
    await signIn(client, 'demo-mail', 'emma');
    const attempt = client.jar.get('login_attempt') ?? '';
    await requestCode(client);
    const code = lastCode(server, 'emma@demo-mail.example');
    expect(await signIn(client, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: true,
    });
    // Even replaying the old attempt cookie, the code does not work again.
    const replay = server.client();
    replay.jar.set('login_attempt', attempt);
    expect(await signIn(replay, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: false,
      result_code: 'otp_no_attempt',
    });
  });

  it('binds a code to the browser that asked for it', async () => {
    const owner = server.client();
    await signIn(owner, 'demo-mail', 'emma');
    await requestCode(owner);
    const code = lastCode(server, 'emma@demo-mail.example');
    const other = server.client();
    expect(await signIn(other, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: false,
      result_code: 'otp_no_attempt',
    });
    await signIn(other, 'demo-mail', 'emma');
    expect(await signIn(other, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: false,
      result_code: 'otp_not_requested',
    });
    expect(await signIn(owner, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: true,
    });
  });

  it('still checks the password on the verifying step', async () => {
    const client = server.client();
    await signIn(client, 'demo-mail', 'emma');
    await requestCode(client);
    const code = lastCode(server, 'emma@demo-mail.example');
    expect(await client.login('demo-mail', 'emma', 'wrong', { otp: code })).toMatchObject({
      result_code: 'invalid_credentials',
    });
  });

  it('keeps codes out of answers and the server log', async () => {
    const client = server.client();
    await signIn(client, 'demo-mail', 'emma');
    const { body } = await requestCode(client);
    const code = lastCode(server, 'emma@demo-mail.example');
    expect(JSON.stringify(body)).not.toContain(code);
    await signIn(client, 'demo-mail', 'emma', { otp: code });
    expect(server.logs.join('\n')).not.toContain(code);
  });
});
