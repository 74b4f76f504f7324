import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// A first visit to / or /login goes on to the browser's language; an explicit choice stays.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the first visit', () => {
  it.each([
    ['/login', 'ja-JP,ja;q=0.9,en;q=0.5', '', '/ja/login'],
    ['/login?redirect_url=%2Ffiles', 'ko', '', '/ko/login?redirect_url=%2Ffiles'],
    ['/', 'ja', '', '/ja/'],
    ['/login', 'en-US', '', null],
    ['/login', 'fr-FR', '', null],
    ['/login', 'ja', 'locale=en', null],
    ['/ja/login', 'ko', '', null],
    ['/forgotPassword', 'ja', '', null],
  ])('%s with Accept-Language %j and cookie %j → %s', async (path, language, cookie, expected) => {
    const headers: Record<string, string> = { 'accept-language': language };
    if (cookie !== '') headers['cookie'] = cookie;
    const response = await server.client().fetch(path, { headers });
    if (expected === null) expect(response.status).not.toBe(302);
    else {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(expected);
      expect(response.headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('remembers a switch made with the language switcher, and then stays on the choice', async () => {
    const client = server.client();
    const base = server.url.replace(/\/$/, '');
    const switched = await client.fetch('/login', {
      headers: {
        'accept-language': 'ja',
        referer: `${base}/ja/login`,
        'sec-fetch-site': 'same-origin',
        host: new URL(base).host,
      },
    });
    expect(switched.status).not.toBe(302);
    expect(switched.headers.get('set-cookie')).toContain('locale=en');
    const later = await client.fetch('/login', { headers: { 'accept-language': 'ja' } });
    expect(later.status).not.toBe(302);
  });

  // Requirements L27: a Japanese page's scripts and images are no switch to English; the page
  // fetched by the in-place switch mid sign-in is one, as its link would be.
  it.each([
    ['/favicon.svg', '/ja/login', null],
    ['/brand/cloudbox.svg', '/ko/login', null],
    ['/ja/login/', '/login', 'locale=ja'],
  ])('%s from %s sets %s', async (path, from, expected) => {
    const base = server.url.replace(/\/$/, '');
    const response = await server.client().fetch(path, {
      headers: {
        referer: `${base}${from}`,
        'sec-fetch-site': 'same-origin',
        host: new URL(base).host,
      },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    if (expected === null) expect(cookie).not.toContain('locale=');
    else expect(cookie).toContain(expected);
  });
});
