import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { parseFault } from './fault.ts';

describe('parseFault', () => {
  it.each([
    ['delay=5000', { delayMs: 5000, status: null }],
    ['status=503', { delayMs: 0, status: 503 }],
    ['delay=2000,status=500', { delayMs: 2000, status: 500 }],
    [' Garbage ', { garbage: true }],
    ['reset', { reset: true }],
    ['truncate', { truncate: true }],
    ['delay=999999999', { delayMs: 120_000 }],
  ])('reads %j', (header, expected) => {
    expect(parseFault(header)).toMatchObject(expected);
  });

  it.each([undefined, '', 'status=99', 'delay=-1', 'explode', 'status=abc'])(
    'ignores %j',
    (header) => {
      expect(parseFault(header)).toBeNull();
    },
  );
});

describe('the fault switch in test mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (fault: string) => fetch(`${server.url}/csrf`, { headers: { 'x-fault': fault } });

  it('answers status=503 with that status and a JSON failure', async () => {
    const response = await call('status=503');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, result_code: 'fault' });
  });

  it('delays, then answers normally', async () => {
    const start = Date.now();
    const response = await call('delay=300');
    expect(Date.now() - start).toBeGreaterThanOrEqual(290);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it('combines a delay and a status', async () => {
    const start = Date.now();
    expect((await call('delay=200,status=500')).status).toBe(500);
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
  });

  it('answers garbage with a 200 HTML body', async () => {
    const response = await call('garbage');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    await expect(response.clone().json()).rejects.toThrow();
  });

  it('answers truncate with JSON that does not parse', async () => {
    const response = await call('truncate');
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection on reset', async () => {
    await expect(call('reset')).rejects.toThrow();
  });

  it('never reaches the handler, so a faulted sign-in has no effect', async () => {
    const client = server.client();
    const response = await client.post(
      '/login/proceed/',
      { company_code: 'demo', id: 'alice', password: 'Demo-pass-2026!' },
      { 'x-fault': 'status=502' },
    );
    expect(response.status).toBe(502);
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('leaves static files alone', async () => {
    expect(
      (await fetch(`${server.url}/login`, { headers: { 'x-fault': 'status=503' } })).status,
    ).toBe(200);
  });
});

describe('the fault switch outside test mode', () => {
  it.each(['demo', 'production'] as const)('is ignored in %s mode', async (mode) => {
    const server = await startTestServer({ config: { mode } });
    try {
      const response = await fetch(`${server.url}/csrf`, { headers: { 'x-fault': 'status=503' } });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
