import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { BATCH_PATTERN } from '../api/contract/request-uploads.ts';
import { createUploadPageStore, newBatchId, progressPercent } from './upload-request.ts';
import { fakeLinkPage, settle } from './test-env.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';
const OPEN = {
  success: true,
  needs_password: false,
  request: { requested_by: 'Alice', expires_at: 1 },
};

function page(hash = `#${TOKEN}`) {
  const fake = fakeLinkPage(`https://app.example.com/upload${hash}`);
  const store = createUploadPageStore(fake.env);
  return { ...fake, store };
}

describe('the upload page', () => {
  it('says a link without a token is not valid', async () => {
    const p = page('');
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'invalid' });
  });

  it('sends the files one by one and lists what arrived', async () => {
    const p = page();
    p.server.reply(
      json(OPEN),
      json({ success: true, received: [{ name: 'a.txt', size: 1, ok: true }] }),
      json({
        success: true,
        received: [{ name: 'CON', size: 1, ok: false, result_code: 'invalid_name' }],
      }),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ tag: 'ready', requestedBy: 'Alice' });
    await p.store.send([new File(['a'], 'a.txt'), new File(['b'], 'CON')]);
    expect(p.store.$state.get()).toMatchObject({
      progress: null,
      sent: [
        { name: 'a.txt', outcome: 'sent' },
        { name: 'CON', outcome: 'invalid_name' },
      ],
    });
    expect(p.server.requests).toHaveLength(3);
    // Both calls carry one batch; only the second is its last (requirements X39).
    const forms = await Promise.all(p.server.requests.slice(1).map((r) => r.clone().formData()));
    const batch = forms[0]?.get('batch');
    expect(batch).toMatch(BATCH_PATTERN);
    expect(forms.map((f) => [f.get('batch'), f.get('last')])).toEqual([
      [batch, '0'],
      [batch, '1'],
    ]);
  });

  it('asks for the password first', async () => {
    const p = page();
    p.server.reply(
      json({ success: true, needs_password: true, request: null }),
      json({ success: false, result_code: 'link_wrong_password', all: 'x', tries_left: 2 }),
      json({ success: true, pass: 'P'.repeat(24) }),
      json(OPEN),
    );
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ tag: 'password' });
    await p.store.unlock('no');
    expect(p.store.$state.get()).toMatchObject({ error: { kind: 'wrong', triesLeft: 2 } });
    await p.store.unlock('yes');
    expect(p.store.$state.get()).toMatchObject({ tag: 'ready' });
  });

  it.each([
    ['link_revoked', 'revoked'],
    ['link_expired', 'expired'],
  ])('ends on %s', async (code, reason) => {
    const p = page();
    p.server.reply(json({ success: false, result_code: code, all: 'x' }));
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'ended', reason });
  });
});

describe('progress by bytes (requirements X39)', () => {
  it('counts the bytes of each file as its call sends them, and of the files done', async () => {
    const fake = fakeLinkPage(`https://app.example.com/upload#${TOKEN}`);
    const seen: unknown[] = [];
    let store: ReturnType<typeof createUploadPageStore> | null = null;
    const listened: boolean[] = [];
    store = createUploadPageStore({
      ...fake.env,
      listenUpload: (listener) => {
        listened.push(listener !== null);
        if (listener === null) return;
        // Half of this call's body is sent, then the whole of it.
        listener(50, 100);
        seen.push(store?.$state.get());
        listener(100, 100);
      },
    });
    fake.server.reply(
      json(OPEN),
      json({ success: true, received: [{ name: 'a.txt', size: 300, ok: true }] }),
      json({ success: true, received: [{ name: 'b.txt', size: 100, ok: true }] }),
    );
    store.start();
    await settle();
    await store.send([new File(['a'.repeat(300)], 'a.txt'), new File(['b'.repeat(100)], 'b.txt')]);
    expect(seen).toMatchObject([
      { progress: { done: 0, total: 2, sentBytes: 150, totalBytes: 400 } },
      { progress: { done: 1, total: 2, sentBytes: 350, totalBytes: 400 } },
    ]);
    expect(listened).toEqual([true, true, false]);
    expect(store.$state.get()).toMatchObject({ progress: null });
  });

  it.each([
    [{ done: 0, total: 2, sentBytes: 0, totalBytes: 400 }, 0],
    [{ done: 1, total: 2, sentBytes: 150, totalBytes: 400 }, 37],
    [{ done: 2, total: 2, sentBytes: 400, totalBytes: 400 }, 100],
    [{ done: 1, total: 2, sentBytes: 0, totalBytes: 0 }, 50],
  ])('%j is %i%', (progress, percent) => {
    expect(progressPercent(progress)).toBe(percent);
  });
});

describe('too many calls from the network (security K47)', () => {
  const THROTTLED = {
    success: false,
    result_code: 'too_many_requests',
    all: 'x',
    retry_at: 5000,
  };

  it('says until when on opening, and opens on retry', async () => {
    const p = page();
    p.server.reply(json(THROTTLED), json(OPEN));
    p.store.start();
    await settle();
    expect(p.store.$state.get()).toEqual({ tag: 'throttled', retryAt: 5000 });
    p.store.retry();
    await settle();
    expect(p.store.$state.get()).toMatchObject({ tag: 'ready', throttledUntil: null });
  });

  it('stops sending the rest of a drop and says until when', async () => {
    const p = page();
    p.server.reply(
      json(OPEN),
      json({ success: true, received: [{ name: 'a.txt', size: 1, ok: true }] }),
      json(THROTTLED),
    );
    p.store.start();
    await settle();
    await p.store.send([
      new File(['a'], 'a.txt'),
      new File(['b'], 'b.txt'),
      new File(['c'], 'c.txt'),
    ]);
    expect(p.store.$state.get()).toMatchObject({
      tag: 'ready',
      progress: null,
      throttledUntil: 5000,
      sent: [{ name: 'a.txt', outcome: 'sent' }],
    });
    expect(p.server.requests).toHaveLength(3);
  });

  it('is a password error on the password step', async () => {
    const p = page();
    p.server.reply(json({ success: true, needs_password: true, request: null }), json(THROTTLED));
    p.store.start();
    await settle();
    await p.store.unlock('pw');
    expect(p.store.$state.get()).toEqual({
      tag: 'password',
      busy: false,
      error: { kind: 'throttled', retryAt: 5000 },
    });
  });
});

describe('batch ids', () => {
  it('are URL-safe, 22 characters, and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newBatchId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
