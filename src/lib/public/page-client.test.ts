import { describe, expect, it } from 'vitest';
import { fakeEnv, json } from '../api/fake-env.ts';
import { clientOver } from './page-client.ts';

describe('a public page’s client', () => {
  it.each([
    ['asks GET /csrf when the page has no CSRF cookie', 'lang=en', ['GET /csrf']],
    ['asks nothing when it has one', 'csrf_token=abc', []],
  ])('%s', async (_, cookies, asked) => {
    const server = fakeEnv();
    server.reply(json({ success: true, csrf_token: 'abc' }));
    const page = clientOver(server.env, () => cookies);
    await page.ensureCsrf();
    expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(asked);
  });

  it('keeps the hosts its environment resolved, and calls through the one client', () => {
    const server = fakeEnv();
    const page = clientOver(server.env, () => '');
    expect(page.hosts).toBe(server.env.hosts);
    expect(typeof page.api.call).toBe('function');
  });
});
