import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../clock.ts';
import { int } from '../db/rows.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { json, signIn, signInWithEmailCode } from './testing.ts';
import { revokeAllDevices, revokeDevice } from './trusted-devices.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.advance(2 * HOUR);
});

const DEVICE = 'Ab3dEf6hIj9kLm2n';

function userId(loginId: string): number {
  const row = server.app.db.prepare('SELECT id FROM users WHERE login_id = ?').get(loginId);
  return row ? int(row, 'id') : 0;
}

async function trust(deviceId = DEVICE) {
  const client = server.client();
  const answer = await signInWithEmailCode(server, client, 'demo-mail', 'emma', {
    persistent_session: 'true',
  });
  const response = await client.post('/otp/device/registration/', { device_id: deviceId });
  return { answer, registration: await json(response) };
}

describe('trusting a browser', () => {
  it('offers the trust step after an OTP sign-in with a persistent session', async () => {
    const { answer, registration } = await trust();
    expect(answer).toMatchObject({
      success: true,
      flag_persistent_session: true,
      otp_session_expiry_day: 30,
    });
    expect(registration).toEqual({
      success: true,
      device_id: DEVICE,
      expires_at: new Date(server.clock.now() + 30 * DAY).toISOString(),
    });
  });

  it('does not offer it for a browser session', async () => {
    const answer = await signInWithEmailCode(server, server.client(), 'demo-mail', 'emma', {
      persistent_session: 'false',
    });
    expect(answer).toMatchObject({ success: true, flag_persistent_session: false });
  });

  it.each([
    ['one second before expiry', 30 * DAY - 1000, { success: true }],
    ['one second after expiry', 30 * DAY + 1000, { success: false, all: 'LoginOTP' }],
  ])('skips the code with the trusted device %s', async (_, later, expected) => {
    await trust();
    server.clock.advance(later);
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: DEVICE })).toMatchObject(
      expected,
    );
  });

  it.each([
    ['another device id', 'demo-mail', 'emma', 'Zz3dEf6hIj9kLm2n'],
    ['no device id', 'demo-mail', 'emma', ''],
    ['the same id for another user', 'demo-otp', 'chris', DEVICE],
  ])('still asks for a code with %s', async (_, company, id, deviceId) => {
    await trust();
    expect(await signIn(server.client(), company, id, { device_id: deviceId })).toMatchObject({
      all: 'LoginOTP',
    });
  });

  it.each([
    ['one device', () => revokeDevice(server.app.db, userId('emma'), DEVICE, server.clock.now())],
    ['every device', () => revokeAllDevices(server.app.db, userId('emma'), server.clock.now()) > 0],
  ])('asks for a code again once %s is revoked', async (_, revoke) => {
    await trust();
    expect(revoke()).toBe(true);
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: DEVICE })).toMatchObject(
      {
        all: 'LoginOTP',
      },
    );
  });

  it('refuses to trust a browser signed in without a code', async () => {
    const client = server.client();
    await signIn(client, 'demo', 'alice');
    const response = await client.post('/otp/device/registration/', { device_id: DEVICE });
    expect(await json(response)).toMatchObject({
      success: false,
      result_code: 'device_trust_unavailable',
    });
  });

  it.each([
    ['too short', 'abc'],
    ['not alphanumeric', 'Ab3dEf6hIj9kLm2-'],
  ])('refuses a device id that is %s', async (_, deviceId) => {
    const client = server.client();
    await signInWithEmailCode(server, client, 'demo-mail', 'emma', { persistent_session: 'true' });
    const response = await client.post('/otp/device/registration/', { device_id: deviceId });
    expect(response.status).toBe(400);
  });

  it('needs a session', async () => {
    const response = await server.client().post('/otp/device/registration/', { device_id: DEVICE });
    expect(await json(response)).toMatchObject({ success: false, result_code: '01' });
  });
});
