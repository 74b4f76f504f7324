import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../clock.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { NO_PHONE_TEXT, PHONE_MISMATCH } from './otp-request.ts';
import { lastCode, requestCode, signIn } from './testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.advance(2 * HOUR);
});

const EMMA = 'emma@demo-mail.example';

async function emmaWaiting() {
  const client = server.client();
  await signIn(client, 'demo-mail', 'emma');
  return client;
}

describe('wrong codes', () => {
  it('voids the code after 5 wrong tries, even for the right code', async () => {
    const client = await emmaWaiting();
    await requestCode(client);
    const code = lastCode(server, EMMA);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await signIn(client, 'demo-mail', 'emma', { otp: wrong }))['result_code']);
    }
    expect(codes).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_void']);
    expect(await signIn(client, 'demo-mail', 'emma', { otp: code })).toMatchObject({
      success: false,
      result_code: 'otp_void',
    });
    // A void code does not hold the resend lock: a new code can be asked for at once.
    expect((await requestCode(client)).body).toMatchObject({ success: true });
    const fresh = lastCode(server, EMMA);
    expect(await signIn(client, 'demo-mail', 'emma', { otp: fresh })).toMatchObject({
      success: true,
    });
  });

  it('answers a wrong code with a message, never with LoginOTP', async () => {
    const client = await emmaWaiting();
    await requestCode(client);
    const answer = await signIn(client, 'demo-mail', 'emma', { otp: '12345' });
    expect(answer).toEqual({
      success: false,
      result_code: 'otp_invalid',
      all: 'The verification code is incorrect. Please try again.',
    });
  });
});

describe('resending', () => {
  it('locks resending while the code is valid, then sends a new one', async () => {
    const client = await emmaWaiting();
    await requestCode(client);
    const first = lastCode(server, EMMA);
    server.clock.advance(60_000);
    expect((await requestCode(client)).body).toMatchObject({
      success: false,
      result_code: 'otp_resend_locked',
      otp_expire_seconds: 120,
    });
    server.clock.advance(120_000);
    expect((await requestCode(client)).body).toMatchObject({ success: true });
    const second = lastCode(server, EMMA);
    if (second !== first) {
      expect(await signIn(client, 'demo-mail', 'emma', { otp: first })).toMatchObject({
        result_code: 'otp_invalid',
      });
    }
    expect(await signIn(client, 'demo-mail', 'emma', { otp: second })).toMatchObject({
      success: true,
    });
  });

  it('sends at most 5 codes an hour', async () => {
    const client = await emmaWaiting();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(client)).status).toBe(200);
      server.clock.advance(181_000);
    }
    const refused = await client.post('/otp/request/', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600 - 5 * 181);
    expect(await refused.json()).toMatchObject({ result_code: 'otp_rate_limited' });
    server.clock.advance(HOUR);
    await client.primeCsrf();
    expect((await requestCode(client)).status).toBe(200);
  });

  it('needs a pending sign-in', async () => {
    expect((await requestCode(server.client())).body).toMatchObject({
      success: false,
      result_code: 'otp_no_attempt',
    });
  });

  it('refuses a method the company does not offer', async () => {
    const client = await emmaWaiting();
    expect((await requestCode(client, { otp_type: 'sms' })).body).toMatchObject({
      result_code: 'otp_type_not_allowed',
    });
  });
});

describe('phone numbers', () => {
  it.each([
    [
      'a different number',
      'demo-sms',
      'sid',
      { phone: '09000000000' },
      { result_code: '4011', all: PHONE_MISMATCH },
    ],
    ['no number (SMS only)', 'demo-sms', 'sid', {}, { result_code: 'phone_required' }],
    [
      'a user with no registered phone',
      'demo-sms',
      'nophone',
      { phone: '0901' },
      { result_code: 'no_phone', all: NO_PHONE_TEXT },
    ],
    [
      'a different number when the user chose SMS',
      'demo-otp',
      'chris',
      { otp_type: 'sms', phone: '1' },
      { result_code: '4011' },
    ],
  ])('refuses %s and sends nothing', async (_, company, id, fields, expected) => {
    const client = server.client();
    await signIn(client, company, id);
    const before = server.app.outbox.list().length;
    expect((await requestCode(client, fields)).body).toMatchObject({ success: false, ...expected });
    expect(server.app.outbox.list()).toHaveLength(before);
  });

  it('limits wrong phone numbers to 5 an hour', async () => {
    const client = server.client();
    await signIn(client, 'demo-sms', 'sid');
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(client, { phone: `0900000000${i}` })).body).toMatchObject({
        result_code: '4011',
      });
    }
    expect((await requestCode(client, { phone: '09012345678' })).status).toBe(429);
  });
});
