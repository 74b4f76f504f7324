// Issue 14 finding 4: demo and test modes stay on loopback; production seeds no demo account,
// prints no known password, makes one one-time administrator and serves no dev tool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, isLoopbackHost, readConfig } from './config.ts';
import { startServer } from './app.ts';
import { randomPassword } from './seed-admin.ts';
import { DEMO_PASSWORD, MAIN_DEMO } from './seed.ts';
import { startTestServer, type TestServer } from './testing/harness.ts';

describe('where demo and test modes listen', () => {
  it.each([['localhost'], ['127.0.0.1'], ['127.1.2.3'], ['::1'], ['[::1]'], ['LOCALHOST']])(
    'accepts the loopback HOST %j',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
      expect(readConfig({ HOST: host }).host).toBe(host);
    },
  );

  it.each([
    ['0.0.0.0'],
    ['::'],
    ['192.168.1.10'],
    ['example.com'],
    ['127.0.0.256'],
    ['localhost.evil'],
  ])('refuses HOST %j without APP_MODE, and in demo and test mode, with a clear error', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
    for (const env of [
      { HOST: host },
      { HOST: host, APP_MODE: 'demo' },
      { HOST: host, APP_MODE: 'test' },
    ])
      expect(() => readConfig(env)).toThrow(/not a loopback address.*\/dev\/outbox/s);
  });

  it('lets production listen on any HOST', () => {
    expect(readConfig({ HOST: '0.0.0.0', APP_MODE: 'production' }).host).toBe('0.0.0.0');
  });

  it('defaults to demo mode on localhost', () => {
    expect(readConfig({})).toMatchObject({ mode: 'demo', host: 'localhost' });
  });

  it('is enforced by startServer too, whatever config it is handed', async () => {
    const config = readConfig({ PORT: '0' });
    expect(() => checkConfig({ ...config, host: '0.0.0.0' })).toThrow(/loopback/);
    await expect(startServer({ config: { ...config, host: '0.0.0.0' } })).rejects.toThrow(
      /loopback/,
    );
  });
});

describe('production on an empty data folder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { mode: 'production' } });
  });
  afterAll(() => server.close());

  it('has no demo account: the published demo password signs no one in', async () => {
    const answer = await server.client().login(MAIN_DEMO.company, MAIN_DEMO.userId, DEMO_PASSWORD);
    expect(answer['success']).not.toBe(true);
    const names = server.app.db.prepare('SELECT code FROM companies').all();
    expect(names).toEqual([{ code: 'admin' }]);
  });

  it('made one administrator whose random password works once, then must be changed', async () => {
    const admin = server.firstAdmin;
    expect(admin).not.toBeNull();
    if (admin === null) return;
    expect(admin.password).not.toBe(DEMO_PASSWORD);
    expect(admin.password.length).toBeGreaterThanOrEqual(20);
    const answer = await server.client().login(admin.company, admin.userId, admin.password);
    expect(answer).toMatchObject({ password_first_login: true });
    const stored = server.app.db.prepare('SELECT password_hash FROM users').all();
    expect(JSON.stringify(stored)).not.toContain(admin.password);
  });

  it.each([
    ['/dev/outbox'],
    ['/dev/outbox.json'],
    ['/openapi/sso/login?key=x'],
    ['/scanner-sim/api/v1/scanners'],
  ])('does not serve %s', async (path) => {
    const response = await fetch(server.url + path, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });

  it.each([['/dev/invite'], ['/dev/reset-link'], ['/dev/blacklist'], ['/dev/quota']])(
    'does not serve the dev tool POST %s',
    async (path) => {
      expect((await server.client().post(path, {})).status).toBe(404);
    },
  );

  it('prints no second credential on the next start of the same data folder', async () => {
    const again = await startTestServer({
      config: { mode: 'production' },
      dataDir: server.dataDir,
    });
    try {
      expect(again.firstAdmin).toBeNull();
    } finally {
      await again.close();
    }
  });
});

describe('the one-time password', () => {
  it('has every character type and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const password = randomPassword();
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      seen.add(password);
    }
    expect(seen.size).toBe(50);
  });
});

describe('demo mode still', () => {
  it('seeds the demo accounts, so the README sign-in works', async () => {
    const demo = await startTestServer({ config: { mode: 'demo' } });
    try {
      const answer = await demo.client().login(MAIN_DEMO.company, MAIN_DEMO.userId, DEMO_PASSWORD);
      expect(answer['success']).toBe(true);
      expect(demo.firstAdmin).toBeNull();
    } finally {
      await demo.close();
    }
  });
});
