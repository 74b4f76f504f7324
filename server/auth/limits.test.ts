import { afterEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../clock.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { findCompany, findUser } from './accounts.ts';
import {
  DEFAULT_LIMITS,
  accountKey,
  clientKey,
  delayAfter,
  recordAttempt,
  type LoginLimits,
} from './limits.ts';
import { trustDevice } from './trusted-devices.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function tryLogin(
  s: TestServer,
  company: string,
  id: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const client = s.client();
  const response = await client.post('/login/proceed/', {
    company_code: company,
    id,
    password,
    ...extra,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Failures from another client address, as an attacker elsewhere would cause them. */
function failFrom(s: TestServer, ip: string, company: string, id: string, times: number): void {
  for (let i = 0; i < times; i++) {
    recordAttempt(s.app.db, accountKey(company, id), clientKey(ip, null), ip, false, s.clock.now());
  }
}

function userId(s: TestServer, company: string, id: string): number {
  const found = findCompany(s.app.db, company);
  const user = found ? findUser(s.app.db, found.id, id) : null;
  if (!user) throw new Error(id);
  return user.id;
}

describe('growing delays per (account, client) (security K31)', () => {
  it.each([
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [10, 15 * MINUTE],
    [50, 15 * MINUTE],
  ])('after %i failures in a row the wait is %i ms', (failures, wait) => {
    expect(delayAfter(failures, DEFAULT_LIMITS)).toBe(wait);
  });

  it.each([
    ['a known account', 'alice'],
    ['an unknown account', 'mallory'],
  ])('slows %s from the same address with doubling waits', async (_, id) => {
    server = await startTestServer();
    for (let i = 0; i < DEFAULT_LIMITS.freeFailures; i++) {
      expect((await tryLogin(server, 'demo', id, 'wrong')).status).toBe(200);
    }
    const first = await tryLogin(server, 'demo', id, DEMO_PASSWORD);
    expect(first.status).toBe(429);
    expect(first.body).toMatchObject({ success: false, result_code: 'too_many_attempts' });
    expect(first.body['all']).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(Number(first.retryAfter)).toBe(30);
    server.clock.advance(30_000);
    expect((await tryLogin(server, 'demo', id, 'wrong')).status).toBe(200);
    const second = await tryLogin(server, 'demo', id, DEMO_PASSWORD);
    expect(Number(second.retryAfter)).toBe(60);
    server.clock.advance(60_000);
    const after = await tryLogin(server, 'demo', id, DEMO_PASSWORD);
    expect(after.status).toBe(200);
    expect(after.body['success']).toBe(id === 'alice');
  });

  it('answers a known and an unknown account alike while waiting', async () => {
    server = await startTestServer();
    for (const id of ['alice', 'mallory'])
      for (let i = 0; i < DEFAULT_LIMITS.freeFailures; i++)
        await tryLogin(server, 'demo', id, 'wrong');
    const known = await tryLogin(server, 'demo', 'alice', 'wrong');
    const unknown = await tryLogin(server, 'demo', 'mallory', 'wrong');
    expect(known).toEqual(unknown);
  });

  it("does not let another address's failures lock the user out", async () => {
    server = await startTestServer();
    failFrom(server, '203.0.113.9', 'demo', 'alice', 50);
    const mine = await tryLogin(server, 'demo', 'alice', DEMO_PASSWORD);
    expect(mine.status).toBe(200);
    expect(mine.body['success']).toBe(true);
  });

  it('lets a trusted browser through even from the throttled address', async () => {
    server = await startTestServer();
    const deviceId = 'AbCdEfGh12345678';
    trustDevice(
      server.app.db,
      userId(server, 'demo-mail', 'emma'),
      deviceId,
      30,
      server.clock.now(),
    );
    for (let i = 0; i < 8; i++) await tryLogin(server, 'demo-mail', 'emma', 'wrong');
    expect((await tryLogin(server, 'demo-mail', 'emma', DEMO_PASSWORD)).status).toBe(429);
    const trusted = await tryLogin(server, 'demo-mail', 'emma', DEMO_PASSWORD, {
      device_id: deviceId,
    });
    expect(trusted.status).toBe(200);
    expect(trusted.body['success']).toBe(true);
  });

  it('sends the right password on to the code after many failures from elsewhere', async () => {
    server = await startTestServer();
    failFrom(server, '203.0.113.9', 'demo-mail', 'emma', DEFAULT_LIMITS.perAccountHour + 10);
    const answer = await tryLogin(server, 'demo-mail', 'emma', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ all: 'LoginOTP', result_code: '10' });
  });
});

describe('hourly caps', () => {
  const loose: LoginLimits = { ...DEFAULT_LIMITS, freeFailures: 1000, perIpHour: 10_000 };

  it('lets at most 100 failures per hour through for one account without a second factor', async () => {
    server = await startTestServer({ limits: loose });
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
