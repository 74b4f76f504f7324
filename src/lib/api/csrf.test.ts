import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ensureCsrfCookie } from './csrf.ts';
import { fakeEnv, json, reset } from './fake-env.ts';
import type { Reply } from './fake-env.ts';

const withoutCookie = () => 'access_token=tok123';

describe('the CSRF bootstrap (decision 006, security K25)', () => {
  it('asks nothing when the page already has its cookie', async () => {
    const server = fakeEnv();
    await ensureCsrfCookie(createApiClient(server.env), () => 'csrf_token=abc');
    expect(server.requests).toHaveLength(0);
  });

  it('asks GET /csrf when the cookie is missing', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, csrf_token: 'abc' }));
    await ensureCsrfCookie(createApiClient(server.env), withoutCookie);
    expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /csrf',
    ]);
  });

  it.each<[string, Reply]>([
    ['answers 404 (a back end without our call)', json({ message: 'Not found' }, { status: 404 })],
    ['answers 500', json({}, { status: 500 })],
    ['drops the connection', reset],
    ['answers a refusal', json({ success: false, message: 'No' })],
  ])('resolves quietly when the back end %s, so the login still goes', async (_, answer) => {
    const server = fakeEnv();
    server.always(answer);
    await expect(
      ensureCsrfCookie(createApiClient(server.env), withoutCookie),
    ).resolves.toBeUndefined();
    expect(server.toasts).toEqual([]);
    expect(server.alerts).toEqual([]);
    expect(server.navigations).toEqual([]);
  });
});
