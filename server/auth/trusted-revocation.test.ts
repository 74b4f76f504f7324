import { afterEach, describe, expect, it } from 'vitest';
import { HOUR } from '../clock.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { latestLink, linkFields, postJson } from '../links/test-support.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { json, signInWithEmailCode } from './testing.ts';

// Trusted browsers do not outlive a password reset or change (security K32).

const DEVICE = 'Rv3dEf6hIj9kLm2n';
const NEW_PASSWORD = 'Fresh-start-2027?';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function trustedEmma(s: TestServer) {
  const client = s.client();
  await signInWithEmailCode(s, client, 'demo-mail', 'emma', { persistent_session: 'true' });
  const registration = await client.post('/otp/device/registration/', { device_id: DEVICE });
  expect(await json(registration)).toMatchObject({ success: true });
  const again = s.client();
  expect(
    await again.login('demo-mail', 'emma', DEMO_PASSWORD, { device_id: DEVICE }),
  ).toMatchObject({ success: true });
  return again;
}

describe('revoking trusted browsers (security K32)', () => {
  it('asks for a code again after a password reset', async () => {
    server = await startTestServer();
    await trustedEmma(server);
    server.clock.advance(HOUR);
    const email = 'emma@demo-mail.example';
    const ask = { lang: 'eng', code: 'demo-mail', id: 'emma', email };
    expect(await postJson(server.client(), '/app/pb/forgotPassword/user', ask)).toMatchObject({
      success: true,
    });
    const { params } = latestLink(server, email);
    const fields = {
      ...linkFields(params),
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    };
    expect(await postJson(server.client(), '/app/pb/forgotPassword/reset', fields)).toMatchObject({
      success: true,
    });
    expect(
      await server.client().login('demo-mail', 'emma', NEW_PASSWORD, { device_id: DEVICE }),
    ).toMatchObject({ success: false, all: 'LoginOTP' });
  });

  it('asks for a code again after a password change', async () => {
    server = await startTestServer();
    const client = await trustedEmma(server);
    const response = await client.post('/user/password/', {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      verify_password: NEW_PASSWORD,
    });
    const answer = await json(response);
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    expect(
      await server.client().login('demo-mail', 'emma', NEW_PASSWORD, { device_id: DEVICE }),
    ).toMatchObject({ success: false, all: 'LoginOTP' });
  });
});
