import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../clock.ts';
import { json, signIn, signInWithEmailCode } from '../auth/testing.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';

// The user's trusted browsers, listed and removed (requirements X45, security K55).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.advance(2 * HOUR);
  // Each story trusts its own browsers from scratch.
  server.app.db.exec('DELETE FROM trusted_devices');
});

const PHONE = 'Ph0neBrowser1234';
const LAPTOP = 'L4ptopBrowser567';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Safari';
const LAPTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36';

function auth(client: TestClient): Record<string, string> {
  return {
    access_token: client.jar.get('access_token') ?? '',
    'x-csrftoken': client.jar.get('csrf_token') ?? '',
  };
}

async function list(client: TestClient) {
  return json(await client.get('/v2/account/trusted-browsers', auth(client)));
}

async function remove(client: TestClient, body: unknown) {
  const response = await client.fetch('/v2/account/trusted-browsers/remove', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(client) },
    body: JSON.stringify(body),
  });
  return json(response);
}

/** Signs emma in with a code on a browser and trusts it; returns the signed-in client. */
async function trustAs(deviceId: string, agent: string, company = 'demo-mail', id = 'emma') {
  const client = server.client();
  // A new browser has no device id until it is trusted, as in the app.
  await signInWithEmailCode(server, client, company, id, { persistent_session: 'true' });
  await client.post('/otp/device/registration/', { device_id: deviceId }, { 'user-agent': agent });
  return client;
}

describe('the trusted browsers list', () => {
  it('lists each trusted browser with its agent, dates and which one is this browser', async () => {
    await trustAs(PHONE, PHONE_AGENT);
    const trustedPhoneAt = server.clock.now();
    server.clock.advance(HOUR);
    const laptop = await trustAs(LAPTOP, LAPTOP_AGENT);
    const answer = await list(laptop);
    expect(answer).toMatchObject({ success: true });
    expect(answer['browsers']).toEqual([
      {
        id: expect.any(Number) as unknown,
        user_agent: LAPTOP_AGENT,
        created_at: server.clock.now(),
        expires_at: server.clock.now() + 30 * DAY,
        last_used_at: null,
        current: true,
      },
      {
        id: expect.any(Number) as unknown,
        user_agent: PHONE_AGENT,
        created_at: trustedPhoneAt,
        expires_at: trustedPhoneAt + 30 * DAY,
        last_used_at: null,
        current: false,
      },
    ]);
  });

  it('records when a trusted browser last let a sign-in through without a code', async () => {
    await trustAs(PHONE, PHONE_AGENT);
    server.clock.advance(HOUR);
    const phone = server.client();
    expect(await signIn(phone, 'demo-mail', 'emma', { device_id: PHONE })).toMatchObject({
      success: true,
    });
    const [first] = (await list(phone))['browsers'] as Record<string, unknown>[];
    expect(first).toMatchObject({ user_agent: PHONE_AGENT, last_used_at: server.clock.now() });
    expect(first?.['current']).toBe(true);
  });

  it('does not record a use for a wrong password', async () => {
    const phone = await trustAs(PHONE, PHONE_AGENT);
    server.clock.advance(HOUR);
    const stranger = server.client();
    expect(
      await stranger.login('demo-mail', 'emma', 'wrong password', { device_id: PHONE }),
    ).toMatchObject({ success: false });
    const [first] = (await list(phone))['browsers'] as Record<string, unknown>[];
    expect(first).toMatchObject({ user_agent: PHONE_AGENT, last_used_at: null });
  });

  it('keeps out expired browsers and other users’ browsers', async () => {
    await trustAs(PHONE, PHONE_AGENT);
    server.clock.advance(31 * DAY);
    const chris = await trustAs(LAPTOP, LAPTOP_AGENT, 'demo-otp', 'chris');
    const browsers = (await list(chris))['browsers'] as Record<string, unknown>[];
    expect(browsers.map((b) => b['user_agent'])).toEqual([LAPTOP_AGENT]);
  });

  it('needs a session', async () => {
    expect(await list(server.client())).toMatchObject({ success: false, result_code: '01' });
  });
});

describe('removing trusted browsers', () => {
  it('removes one: its next sign-in asks for a code again, the others still skip it', async () => {
    await trustAs(PHONE, PHONE_AGENT);
    const laptop = await trustAs(LAPTOP, LAPTOP_AGENT);
    const browsers = (await list(laptop))['browsers'] as Record<string, unknown>[];
    const phone = browsers.find((b) => b['user_agent'] === PHONE_AGENT);
    expect(await remove(laptop, { id: phone?.['id'] })).toEqual({ success: true, removed: 1 });
    expect(await remove(laptop, { id: phone?.['id'] })).toEqual({ success: true, removed: 0 });
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: PHONE })).toMatchObject({
      all: 'LoginOTP',
    });
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: LAPTOP })).toMatchObject(
      { success: true },
    );
  });

  it('removes all of them at once', async () => {
    await trustAs(PHONE, PHONE_AGENT);
    const laptop = await trustAs(LAPTOP, LAPTOP_AGENT);
    expect(await remove(laptop, { all: true })).toMatchObject({ success: true });
    expect((await list(laptop))['browsers']).toEqual([]);
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: LAPTOP })).toMatchObject(
      { all: 'LoginOTP' },
    );
  });

  it('never removes another user’s browser', async () => {
    const emma = await trustAs(PHONE, PHONE_AGENT);
    const [own] = (await list(emma))['browsers'] as Record<string, unknown>[];
    const chris = await trustAs(LAPTOP, LAPTOP_AGENT, 'demo-otp', 'chris');
    expect(await remove(chris, { id: own?.['id'] })).toEqual({ success: true, removed: 0 });
    expect(await signIn(server.client(), 'demo-mail', 'emma', { device_id: PHONE })).toMatchObject({
      success: true,
    });
  });

  it('refuses a call without the CSRF header', async () => {
    const emma = await trustAs(PHONE, PHONE_AGENT);
    const response = await emma.fetch('/v2/account/trusted-browsers/remove', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        access_token: emma.jar.get('access_token') ?? '',
      },
      body: JSON.stringify({ all: true }),
    });
    expect(response.status).toBe(403);
  });
});
