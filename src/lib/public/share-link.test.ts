import { describe, expect, it } from 'vitest';
import { json, raw } from '../api/fake-env.ts';
import { ApiFailure } from '../api/errors.ts';
import { createSharePageStore, endOf, passwordErrorOf, tokenOf } from './share-link.ts';
import { fakeLinkPage, settle } from './test-env.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';
const ITEM = {
  kind: 'file',
  name: 'plan.txt',
  size: 120,
  expires_at: 1_900_000_000_000,
  preview_only: false,
  preview: null,
  downloads_left: 2,
};

function page(hash = `#${TOKEN}`) {
  const fake = fakeLinkPage(`https://app.example.com/link${hash}`);
  const downloads: string[] = [];
  const store = createSharePageStore({
    api: fake.env.api,
    href: fake.env.href,
    ensureCsrf: fake.env.ensureCsrf,
    resolve: (url) => new URL(url, 'https://api.example.com').href,
    download: (url) => downloads.push(url),
  });
  return { ...fake, store, downloads };
}

const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown>;

describe('reading the link', () => {
  it.each([
    [`https://x.y/link#${TOKEN}`, TOKEN],
    ['https://x.y/link', null],
    ['https://x.y/link#short', null],
    [`https://x.y/link#${TOKEN}<script>`, null],
    [`https://x.y/link?t=${TOKEN}`, null],
  ])('%s → %s', (href, expected) => {
    expect(tokenOf(href)).toBe(expected);
  });

  it.each([
    ['link_expired', 'expired'],
    ['link_revoked', 'revoked'],
    ['link_limit_reached', 'limit_reached'],
    ['link_unknown', 'unknown'],
    ['link_gone', 'gone'],
    ['link_wrong_password', null],
    [null, null],
  ])('the end of %s is %s', (code, end) => {
    expect(endOf(code)).toBe(end);
  });

  it.each([
    ['link_wrong_password', { tries_left: 3 }, { kind: 'wrong', triesLeft: 3 }],
    ['link_locked', { retry_at: 99 }, { kind: 'locked', retryAt: 99 }],
    ['link_expired', {}, null],
  ])('the password error of %s', (code, extra, expected) => {
    expect(passwordErrorOf(new ApiFailure(code, 'x', { success: false, ...extra }))).toEqual(
      expected,
    );
  });
});

describe('the page', () => {
  it('says a link without a token is not valid, and calls nothing', async () => {
    const p = page('');
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'invalid' });
    expect(p.server.requests).toHaveLength(0);
  });

  it('sends the token in the body only, never in the address', async () => {
    const p = page();
    p.server.reply(json({ success: true, needs_password: false, item: ITEM }));
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ tag: 'ready', item: { name: 'plan.txt' } });
    const request = p.server.requests[0];
    expect(request?.url).not.toContain(TOKEN);
    expect(await bodyOf(request)).toMatchObject({ token: TOKEN });
  });

  it.each([
    ['link_expired', 'expired'],
    ['link_revoked', 'revoked'],
    ['link_limit_reached', 'limit_reached'],
  ])('says why a link no longer works: %s', async (code, reason) => {
    const p = page();
    p.server.reply(json({ success: false, result_code: code, all: 'x' }));
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'ended', reason });
  });

  it('asks for the password, reports wrong tries and the lock, then opens with the pass', async () => {
    const p = page();
    p.server.reply(
      json({ success: true, needs_password: true, item: null }),
      json({ success: false, result_code: 'link_wrong_password', all: 'x', tries_left: 4 }),
      json({ success: false, result_code: 'link_locked', all: 'x', retry_at: 5 }),
      json({ success: true, pass: 'PASS1234567890123456' }),
      json({ success: true, needs_password: false, item: ITEM }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'password', busy: false, error: null });
    await p.store.unlock('nope');
    expect(p.store.$state.get()).toMatchObject({ error: { kind: 'wrong', triesLeft: 4 } });
    await p.store.unlock('nope');
    expect(p.store.$state.get()).toMatchObject({ error: { kind: 'locked', retryAt: 5 } });
    await p.store.unlock('right');
    expect(p.store.$state.get()).toMatchObject({ tag: 'ready' });
    expect(await bodyOf(p.server.requests[4])).toMatchObject({ pass: 'PASS1234567890123456' });
  });

  it('downloads with an absolute address and shows the downloads left', async () => {
    const p = page();
    p.server.reply(
      json({ success: true, needs_password: false, item: ITEM }),
      json({
        success: true,
        download_url: '/blob/share?t=x',
        file_name: 'plan.txt',
        downloads_left: 1,
      }),
      json({ success: false, result_code: 'link_limit_reached', all: 'x' }),
    );
    p.store.start();
    await settle();
    await p.store.download();
    expect(p.downloads).toEqual(['https://api.example.com/blob/share?t=x']);
    expect(p.store.$state.get()).toMatchObject({ started: true, item: { downloads_left: 1 } });
    await p.store.download();
    expect(p.store.$state.get()).toEqual({ tag: 'ended', reason: 'limit_reached' });
  });

  it('loads a text preview', async () => {
    const p = page();
    p.server.reply(
      json({ success: true, needs_password: false, item: { ...ITEM, preview: 'text' } }),
      json({ success: true, kind: 'text', url: '', text: 'hello' }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ preview: { tag: 'text', text: 'hello' } });
  });

  it('asks for no preview when the back end sent it with the item', async () => {
    const p = page();
    p.server.reply(
      json({
        success: true,
        needs_password: false,
        item: { ...ITEM, name: 'scan.pdf', preview: 'pdf' },
        preview_content: { kind: 'pdf', url: '/blob/share?t=p', text: '' },
      }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({
      tag: 'ready',
      preview: { tag: 'pdf', url: 'https://api.example.com/blob/share?t=p' },
    });
    expect(p.server.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v2/share/open']);
  });

  it.each([
    ['without it', {}],
    ['with null', { preview_content: null }],
  ])('asks for the preview when the back end answers the item %s', async (_, extra) => {
    const p = page();
    p.server.reply(
      json({ success: true, needs_password: false, item: { ...ITEM, preview: 'image' }, ...extra }),
      json({ success: true, kind: 'image', url: '/blob/share?t=i', text: '' }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({
      preview: { tag: 'image', url: 'https://api.example.com/blob/share?t=i' },
    });
    expect(p.server.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/v2/share/open',
      '/v2/share/preview',
    ]);
  });

  it('offers a retry when the server cannot be reached', async () => {
    const p = page();
    p.server.reply(
      raw('<html>', 'text/html'),
      json({ success: true, needs_password: true, item: null }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'unreachable', problem: 'response' });
    p.store.retry();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ tag: 'password' });
  });
});
