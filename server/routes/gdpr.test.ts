import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, signIn } from '../auth/testing.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.app.db
    .prepare("UPDATE users SET need_gdpr = 1, gdpr_agreed_at = NULL WHERE login_id = 'gdpr'")
    .run();
});

async function signedIn(id: string): Promise<TestClient> {
  const client = server.client();
  await signIn(client, 'demo', id);
  return client;
}

const profile = async (client: TestClient) => json(await client.get('/v2/users/me/profile'));
const agree = async (client: TestClient, headers: Record<string, string> = {}) =>
  client.get('/user/gdpr', headers);

describe('the GDPR agreement', () => {
  it('keeps a pending user out of the app until they agree', async () => {
    const client = await signedIn('gdpr');
    expect(await profile(client)).toMatchObject({ success: false, result_code: 'gdpr_required' });
    expect(await json(await agree(client))).toEqual({ success: true, all: '' });
    expect(await profile(client)).toMatchObject({ success: true });
    expect(await signIn(server.client(), 'demo', 'gdpr')).toMatchObject({ need_gdpr: false });
  });

  it('records the agreement once and answers the same again', async () => {
    const client = await signedIn('gdpr');
    await agree(client);
    const first = server.app.db
      .prepare("SELECT gdpr_agreed_at FROM users WHERE login_id = 'gdpr'")
      .get();
    server.clock.advance(1000);
    expect(await json(await agree(client))).toEqual({ success: true, all: '' });
    const second = server.app.db
      .prepare("SELECT gdpr_agreed_at FROM users WHERE login_id = 'gdpr'")
      .get();
    expect(second).toEqual(first);
  });

  it('refuses a request another site started', async () => {
    const client = await signedIn('gdpr');
    const response = await agree(client, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await profile(client)).toMatchObject({ result_code: 'gdpr_required' });
  });

  it('does not lift the password wizard', async () => {
    const client = await signedIn('insecure');
    expect(await json(await agree(client))).toMatchObject({ success: true });
    expect(await profile(client)).toMatchObject({ result_code: 'password_change_required' });
  });

  it('needs a session', async () => {
    expect(await json(await agree(server.client()))).toMatchObject({ result_code: '01' });
  });
});
