import { describe, expect, it } from 'vitest';
import { json, raw, reset } from '../api/fake-env.ts';
import {
  createBlacklistStore,
  nextBlacklist,
  type BlacklistEvent,
  type BlacklistState,
} from './blacklist-store.ts';
import { fakeLinkPage, settle } from './test-env.ts';

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('the black-list machine', () => {
  it.each<[string, BlacklistState, BlacklistEvent, BlacklistState]>([
    [
      'succeeds',
      { tag: 'confirming' },
      { type: 'confirmed', email: 'b***@x.y' },
      { tag: 'success', email: 'b***@x.y' },
    ],
    ['expires', { tag: 'confirming' }, { type: 'expired' }, { tag: 'expired' }],
    [
      'cannot reach the server',
      { tag: 'confirming' },
      { type: 'failed', problem: 'busy' },
      { tag: 'unreachable', problem: 'busy' },
    ],
    ['retries', { tag: 'unreachable', problem: 'busy' }, { type: 'retry' }, { tag: 'confirming' }],
    [
      'ignores a late answer',
      { tag: 'expired' },
      { type: 'confirmed', email: 'x' },
      { tag: 'expired' },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(nextBlacklist(state, event)).toEqual(expected);
  });
});

describe('the black-list store', () => {
  it.each([
    [
      'a confirmed link',
      `?request=${CODE}`,
      json({ success: true, email: 'b***@x.y' }),
      { tag: 'success', email: 'b***@x.y' },
    ],
    [
      'an expired link',
      `?request=${CODE}`,
      json({ success: false, result_code: 'EXPIRED_URL_BLACKLIST_MAIL', all: 'x' }),
      { tag: 'expired' },
    ],
    [
      'an answer that is not JSON',
      `?request=${CODE}`,
      raw('\u0000garbage', 'text/html'),
      { tag: 'expired' },
    ],
    [
      'an HTTP 400 with the expired code',
      `?request=${CODE}`,
      json({ success: false, result_code: 'EXPIRED_URL_BLACKLIST_MAIL' }, { status: 400 }),
      { tag: 'expired' },
    ],
    ['an HTTP 500', `?request=${CODE}`, json({}, { status: 500 }), { tag: 'expired' }],
    [
      'no answer (a reset connection)',
      `?request=${CODE}`,
      reset,
      { tag: 'unreachable', problem: 'network' },
    ],
    ['a link without request', '?lang=eng', null, { tag: 'invalid' }],
  ])('confirms on load: %s', async (_, query, reply, expected) => {
    const page = fakeLinkPage(`https://app.example.com/black-list${query}`);
    if (reply !== null) page.server.reply(reply);
    const store = createBlacklistStore(page.env);
    store.start();
    store.start();
    await settle();
    expect(store.$state.get()).toEqual(expected);
    expect(page.server.requests.length).toBe(reply === null ? 0 : 1);
    expect(page.record.stripped).toBe(1);
  });
});
