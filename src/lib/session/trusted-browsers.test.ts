import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { fakeCommands } from '../explorer/test-commands.ts';
import {
  browserName,
  loadTrustedBrowsers,
  removeTrusted,
  rowTitle,
  trustedBrowserRows,
  type TrustedBrowserRow,
} from './trusted-browsers.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

describe('the name of a trusted browser', () => {
  it.each([
    [CHROME_LINUX, { browser: 'Chrome 142', system: 'Linux' }],
    [SAFARI_IPHONE, { browser: 'Mobile Safari 18', system: 'iOS 18.1' }],
    [FIREFOX_WINDOWS, { browser: 'Firefox 145', system: 'Windows 10' }],
    ['curl/8.5.0', { browser: null, system: null }],
    ['', { browser: null, system: null }],
    ['   ', { browser: null, system: null }],
  ])('%s', (agent, expected) => {
    expect(browserName(agent)).toEqual(expected);
  });

  const row = (browser: string | null, system: string | null): TrustedBrowserRow => ({
    id: 1,
    browser,
    system,
    trustedAt: 0,
    lastUsedAt: null,
    expiresAt: 1,
    current: false,
  });
  it.each([
    [
      row('Chrome 142', 'Linux'),
      { key: 'app.browsers.on', values: { browser: 'Chrome 142', system: 'Linux' } },
    ],
    [row('Chrome 142', null), { key: 'app.browsers.named', values: { name: 'Chrome 142' } }],
    [row(null, 'Linux'), { key: 'app.browsers.named', values: { name: 'Linux' } }],
    [row(null, null), { key: 'app.browsers.unknown' }],
  ])('reads as %o', (r, expected) => {
    expect(rowTitle(r)).toEqual(expected);
  });
});

const entry = (id: number, fields: Partial<Record<string, unknown>> = {}) => ({
  id,
  user_agent: CHROME_LINUX,
  created_at: 1000,
  expires_at: 99_000,
  last_used_at: null,
  current: false,
  ...fields,
});

describe('the list of trusted browsers', () => {
  it('puts this browser first, then the most recently used or trusted', () => {
    const rows = trustedBrowserRows([
      entry(1, { created_at: 1000, last_used_at: 5000 }),
      entry(2, { created_at: 6000 }),
      entry(3, { created_at: 100, current: true }),
      entry(4, { created_at: 1000, last_used_at: 2000 }),
      entry(5, { created_at: 2000 }),
    ] as never);
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1, 5, 4]);
    expect(rows[0]).toEqual({
      id: 3,
      browser: 'Chrome 142',
      system: 'Linux',
      trustedAt: 100,
      lastUsedAt: null,
      expiresAt: 99_000,
      current: true,
    });
  });

  it('is loaded from the call, and a refusal reaches the caller', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, browsers: [entry(7, { user_agent: SAFARI_IPHONE })] }));
    expect(await loadTrustedBrowsers(env.client)).toMatchObject([
      { id: 7, browser: 'Mobile Safari 18', system: 'iOS 18.1' },
    ]);
    expect(server.requests[0]?.url).toMatch(/\/v2\/account\/trusted-browsers$/);
    server.reply(json({ success: false, result_code: 'x', all: 'No.' }));
    await expect(loadTrustedBrowsers(env.client)).rejects.toMatchObject({ message: 'No.' });
  });

  it.each([
    [4, { id: 4 }],
    ['all' as const, { all: true }],
  ])('removes %s', async (which, body) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, removed: 1 }));
    expect(await removeTrusted(env.client, which)).toBe(1);
    expect(JSON.parse((await server.requests[0]?.text()) ?? '')).toEqual(body);
    expect(server.requests[0]?.url).toMatch(/\/v2\/account\/trusted-browsers\/remove$/);
  });
});
