import { afterEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../clock.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { DEFAULT_LIMITS, accountKey } from './limits.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function tryLogin(s: TestServer, company: string, id: string, password: string) {
  const client = s.client();
  const response = await client.post('/login/proceed/', { company_code: company, id, password });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('brute-force limits', () => {
  it.each([
    ['a known account', 'alice'],
    ['an unknown account', 'mallory'],
  ])('locks %s after 10 failures in a row, even for the right password', async (_, id) => {
    server = await startTestServer();
    for (let i = 0; i < DEFAULT_LIMITS.consecutive; i++) {
      expect((await tryLogin(server, 'demo', id, 'wrong')).status).toBe(200);
    }
    const locked = await tryLogin(server, 'demo', id, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, result_code: 'too_many_attempts' });
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    server.clock.advance(DEFAULT_LIMITS.lockMs + 1);
    const after = await tryLogin(server, 'demo', id, DEMO_PASSWORD);
    expect(after.status).toBe(200);
    expect(after.body['success']).toBe(id === 'alice');
  });

  it('lets at most 100 failures per hour through for one account over 200 attempts', async () => {
    server = await startTestServer({
      limits: { ...DEFAULT_LIMITS, consecutive: 1000, perIpHour: 10_000 },
    });
    let evaluated = 0;
    for (let i = 0; i < 200; i++) {
      if ((await tryLogin(server, 'demo', 'guest', `wrong-${i}`)).status === 200) evaluated++;
      server.clock.advance(10_000); // 200 tries over ~33 minutes
    }
    expect(evaluated).toBe(DEFAULT_LIMITS.perAccountHour);
    server.clock.advance(HOUR);
    expect((await tryLogin(server, 'demo', 'guest', DEMO_PASSWORD)).body['success']).toBe(true);
  });

  it('limits failures per client address across accounts', async () => {
    server = await startTestServer({ limits: { ...DEFAULT_LIMITS, perIpHour: 5 } });
    for (let i = 0; i < 5; i++) await tryLogin(server, 'demo', `user${i}`, 'wrong');
    expect((await tryLogin(server, 'demo', 'alice', DEMO_PASSWORD)).status).toBe(429);
    server.clock.advance(HOUR + MINUTE);
    expect((await tryLogin(server, 'demo', 'alice', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts attempts by what was typed, ignoring case and Unicode form', () => {
    expect(accountKey('DEMO', 'Alice')).toBe(accountKey('demo', 'alice'));
    expect(accountKey('demo', 'Jose\u0301')).toBe(accountKey('demo', 'jos\u00e9'));
  });
});
