import { beforeAll, describe, expect, it } from 'vitest';
import { json, reset, raw } from '../api/fake-env.ts';
import { createResetStore } from './reset-store.ts';
import { fakeLinkPage, settle } from './test-env.ts';

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const LINK = `https://app.example.com/forgotPassword?lang=jpn&code=${CODE}&id=alice&batch_seq=17`;
const GOOD = 'Fresh-start-2026?';
const verified = json({
  success: true,
  logo_img_url: 'https://evil.example/logo.png',
  password_policy: {
    password_min_length: 10,
    password_string_type: 4,
    password_continuation_limit: 3,
    password_past_use: 'N',
  },
});

async function opened(mode: 'reset' | 'registration' = 'reset', href = LINK) {
  const page = fakeLinkPage(href);
  const store = createResetStore(mode, page.env);
  store.start();
  await settle();
  return { page, store };
}

// The store loads the entry rules with the verification; load them once here so `settle()` does
// not race the first transform of the module.
beforeAll(async () => {
  await import('./reset-entries.ts');
});

describe('the reset page store', () => {
  it('strips the link, verifies it with the link language, and drops a foreign logo', async () => {
    const page = fakeLinkPage(LINK);
    page.server.reply(verified);
    const store = createResetStore('registration', page.env);
    store.start();
    store.start();
    await settle();
    expect(page.record.stripped).toBe(1);
    expect(page.server.requests).toHaveLength(1);
    const request = page.server.requests[0];
    expect(request?.url).toBe('https://api.example.com/app/pb/registrationPassword/verify');
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({
      lang: 'jpn',
      code: CODE,
      id: 'alice',
      batch_seq: '17',
    });
    expect(store.$state.get()).toMatchObject({ tag: 'default', logo: null });
  });

  it.each([
    ['a damaged link', `${LINK}&code=x`, null, 'invalid'],
    [
      'an expired link',
      LINK,
      json({ success: false, result_code: 'expired_link', all: 'x' }),
      'fail',
    ],
    ['a reset connection', LINK, reset, 'unreachable'],
    ['an HTML answer', LINK, raw('<html>', 'text/html'), 'unreachable'],
  ])('shows the right state for %s', async (_, href, reply, tag) => {
    const page = fakeLinkPage(href);
    if (reply !== null) page.server.reply(reply);
    const store = createResetStore('reset', page.env);
    store.start();
    await settle();
    expect(store.$state.get().tag).toBe(tag);
    expect(page.toasts).toEqual([]);
  });

  it('does not call the server for a mismatch, and keeps what was typed', async () => {
    const page = fakeLinkPage(LINK);
    page.server.reply(verified);
    const store = createResetStore('reset', page.env);
    store.start();
    await settle();
    store.setPassword(GOOD);
    store.setConfirm(`${GOOD}x`);
    await store.submit();
    expect(store.$state.get()).toMatchObject({ tag: 'default', check: 'mismatch' });
    expect(page.server.requests).toHaveLength(1);
    expect(store.$confirm.get()).toBe(`${GOOD}x`);
  });

  it('toasts the server message on a refusal and keeps the form', async () => {
    const { page, store } = await (async () => {
      const p = fakeLinkPage(LINK);
      p.server.reply(
        verified,
        json({ success: false, result_code: 'password_reused', all: 'Used before.' }),
      );
      const s = createResetStore('reset', p.env);
      s.start();
      await settle();
      return { page: p, store: s };
    })();
    store.setPassword(GOOD);
    store.setConfirm(GOOD);
    await store.submit();
    expect(page.toasts).toEqual(['Used before.']);
    expect(store.$state.get()).toMatchObject({ tag: 'default', busy: false });
    expect(store.$password.get()).toBe(GOOD);
  });

  it.each([
    ['success', json({ success: true, all: 'Done.' }), 'success', null],
    [
      'the link expiring meanwhile',
      json({ success: false, result_code: 'expired_link', all: 'x' }),
      'fail',
      null,
    ],
    ['a 500', json({ success: false }, { status: 500 }), 'default', 'server'],
    ['a reset connection', reset, 'default', 'network'],
  ])('after sending, handles %s', async (_, reply, tag, problem) => {
    const p = fakeLinkPage(LINK);
    p.server.reply(verified, reply);
    const store = createResetStore('reset', p.env);
    store.start();
    await settle();
    store.setPassword(GOOD);
    store.setConfirm(GOOD);
    await store.submit();
    expect(store.$state.get().tag).toBe(tag);
    if (problem !== null) expect(store.$state.get()).toMatchObject({ problem });
    expect(p.server.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/app/pb/forgotPassword/verify',
      '/app/pb/forgotPassword/reset',
    ]);
  });

  it('retries the verification after a failure', async () => {
    const { page, store } = await opened();
    expect(store.$state.get().tag).toBe('unreachable');
    page.server.reply(verified);
    store.retry();
    await settle();
    expect(store.$state.get().tag).toBe('default');
  });
});
