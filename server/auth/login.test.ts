import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed.ts';
import { INVALID_CREDENTIALS_TEXT } from './login.ts';
import * as password from './password.ts';

// The real verifier, watched: the equal-cost test below counts its runs and their parameters.
vi.mock('./password.ts', async (real) => {
  const actual = await real<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (userId: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.userId === userId);
  if (!found) throw new Error(userId);
  return found;
};

describe('sign-in cases of the demo accounts', () => {
  it.each([
    [
      'alice',
      { success: true, password_first_login: false, password_secure: true, need_gdpr: false },
    ],
    ['first', { success: true, password_first_login: true }],
    ['expired', { success: true, password_timelimit_exceed: true }],
    ['insecure', { success: true, password_secure: false }],
    ['ldap', { success: true, use_ldap: true, password_secure: false }],
    ['gdpr', { success: true, need_gdpr: true }],
    ['guest', { success: true }],
    ['connect', { success: true }],
    [
      'emma',
      { success: false, all: 'LoginOTP', result_code: '10', result: { recent_otp_type: 'none' } },
    ],
    [
      'tess',
      { success: false, all: 'LoginOTP', result_code: '10', result: { recent_otp_type: 'none' } },
    ],
    [
      'sid',
      { success: false, all: 'LoginOTP', result_code: '11', result: { phone: '*******5678' } },
    ],
    ['nophone', { success: false, all: 'LoginOTP', result_code: '11', result: { phone: '' } }],
    ['chris', { success: false, all: 'LoginOTP', result_code: '12' }],
    [
      'rita',
      { success: false, all: 'LoginOTP', result_code: '12', result: { recent_otp_type: 'sms' } },
    ],
    ['bob', { success: false, all: 'WebConnectionDeny', operation_authority: { blocked: true } }],
    ['sam', { success: true }],
    ['sue', { success: false, result_code: 'sso_only' }],
  ])('%s signs in as the table says', async (userId, expected) => {
    const { company } = account(userId);
    expect(await server.client().login(company, userId, DEMO_PASSWORD)).toMatchObject(expected);
  });

  it('covers every demo account in the table above', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(18);
  });

  it('accepts company and user IDs in any letter case', async () => {
    expect(await server.client().login('DEMO', 'Alice', DEMO_PASSWORD)).toMatchObject({
      success: true,
    });
  });
});

describe('session cookies after sign-in', () => {
  it.each([
    ['a browser session', 'false', null],
    ['a persistent session', 'true', '2592000'],
  ])('sets the access cookie for %s', async (_, persistent, maxAge) => {
    const client = server.client();
    const before = await client.primeCsrf();
    const response = await client.post('/login/proceed/', {
      company_code: 'demo',
      id: 'connect',
      password: DEMO_PASSWORD,
      persistent_session: persistent,
    });
    const cookies = response.headers.getSetCookie();
    const access = cookies.find((c) => c.startsWith('access_token=')) ?? '';
    expect(access).toContain('SameSite=Lax');
    expect(access).toContain('Path=/');
    expect(access).not.toContain('HttpOnly');
    expect(access).not.toContain('Domain');
    expect(/Max-Age=(\d+)/.exec(access)?.[1] ?? null).toBe(maxAge);
    expect(access.length).toBeLessThan(4096);
    expect(client.jar.get('csrf_token')).not.toBe(before);
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ config: { publicUrl: 'https://files.example.com' } });
    try {
      const response = await secure
        .client()
        .post('/login/proceed/', { company_code: 'demo', id: 'alice', password: DEMO_PASSWORD });
      for (const cookie of response.headers.getSetCookie()) expect(cookie).toContain('; Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('unknown and known accounts look the same', () => {
  it.each([
    ['a wrong password', 'demo', 'alice', 'wrong-password'],
    ['an unknown user', 'demo', 'nobody', 'wrong-password'],
    ['an unknown company', 'no-such-company', 'alice', 'wrong-password'],
    ['an empty password', 'demo', 'alice', ''],
  ])('answers %s with the same status, code and message', async (_, company, id, password) => {
    const response = await server
      .client()
      .post('/login/proceed/', { company_code: company, id, password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      result_code: 'invalid_credentials',
      all: INVALID_CREDENTIALS_TEXT,
    });
  });

  it('costs one scrypt run of the same parameters for unknown and known users', async () => {
    // Equal timing by construction, checked without a clock (a loaded machine makes timings lie):
    // every attempt verifies exactly once, and the unknown user's dummy hash has the known user's
    // scrypt parameters, so both cost the same work.
    const client = server.client();
    await client.primeCsrf();
    const costs = async (company: string, id: string) => {
      verifyPassword.mockClear();
      await client.post('/login/proceed/', { company_code: company, id, password: 'wrong' });
      return verifyPassword.mock.calls.map(([, stored]) => stored.split('$').slice(0, 4).join('$'));
    };
    const known = await costs('demo', 'guest');
    expect(known).toHaveLength(1);
    expect(await costs('demo', 'ghost')).toEqual(known);
    expect(await costs('no-such-company', 'ghost')).toEqual(known);
  });
});

describe('duplicate sign-in', () => {
  it('reports duplicate_login and ends the earlier session', async () => {
    const first = server.client();
    expect(await first.login('demo', 'yuki', DEMO_PASSWORD)).toMatchObject({
      duplicate_login: false,
    });
    const second = server.client();
    expect(await second.login('demo', 'yuki', DEMO_PASSWORD)).toMatchObject({
      duplicate_login: true,
    });
    expect(await (await first.get('/v2/users/me/profile')).json()).toMatchObject({
      success: false,
      result_code: '01',
    });
    expect(await (await second.get('/v2/users/me/profile')).json()).toMatchObject({
      success: true,
    });
  });
});
