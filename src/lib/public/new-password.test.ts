import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import {
  nextNewPassword,
  type NewPasswordEvent,
  type NewPasswordState,
} from './new-password-flow.ts';
import { createNewPasswordStore } from './new-password-store.ts';
import { fakeLinkPage, settle } from './test-env.ts';

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const LINK = `https://app.example.com/ko/newPassword?lang=kor&request=${CODE}&code=demo&id=newcomer`;
const start: NewPasswordState = {
  tag: 'start',
  companyId: 'demo',
  userId: 'newcomer',
  policy: null,
  busy: false,
  mismatch: false,
  problem: null,
};
const busy: NewPasswordState = { ...start, busy: true };
const POLICY = {
  password_min_length: 10,
  password_string_type: 4,
  password_continuation_limit: 3,
  password_past_use: 'N',
};
const VERIFIED = json({ success: true, logo_img_url: '', password_policy: POLICY });

describe('the first-time password machine', () => {
  it.each<[string, NewPasswordState, NewPasswordEvent, NewPasswordState]>([
    [
      'shows the IDs read from the link',
      { tag: 'loading' },
      { type: 'read', companyId: 'demo', userId: 'newcomer', policy: null },
      start,
    ],
    [
      'shows the policy checklist of a verified link (requirements E11)',
      { tag: 'loading' },
      { type: 'read', companyId: 'demo', userId: 'newcomer', policy: POLICY },
      { ...start, policy: POLICY },
    ],
    [
      'says at once that a used link already registered a password',
      { tag: 'loading' },
      { type: 'alreadySet' },
      { tag: 'already_registered' },
    ],
    [
      'says a damaged link is damaged',
      { tag: 'loading' },
      { type: 'linkInvalid' },
      { tag: 'invalid' },
    ],
    [
      'asks to re-check on a mismatch',
      start,
      { type: 'submit', mismatch: true },
      { ...start, mismatch: true },
    ],
    ['sends matching entries', start, { type: 'submit', mismatch: false }, busy],
    ['finishes', busy, { type: 'set' }, { tag: 'finish' }],
    ['goes to already_registered', busy, { type: 'alreadySet' }, { tag: 'already_registered' }],
    ['keeps the form after an alerted refusal', busy, { type: 'refused' }, start],
    [
      'keeps the form and names a network problem',
      busy,
      { type: 'failed', problem: 'timeout' },
      { ...start, problem: 'timeout' },
    ],
    [
      'clears the mismatch once the entries match',
      { ...start, mismatch: true },
      { type: 'edited', mismatch: false },
      start,
    ],
  ])('%s', (_, state, event, expected) => {
    expect(nextNewPassword(state, event)).toEqual(expected);
  });
});

describe('the first-time password store', () => {
  async function submitted(
    reply: Parameters<ReturnType<typeof fakeLinkPage>['server']['reply']>[0],
  ) {
    const page = fakeLinkPage(LINK);
    page.server.reply(VERIFIED, reply);
    const store = createNewPasswordStore(page.env);
    store.start();
    await settle();
    store.setPassword('Welcome-aboard-77');
    store.setConfirm('Welcome-aboard-77');
    await store.submit();
    return { page, store };
  }

  it('sends the link fields and both entries', async () => {
    const { page, store } = await submitted(json({ success: true, all: 'Set.' }));
    expect(page.record.stripped).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(await page.server.requests[1]?.text()))).toEqual({
      lang: 'kor',
      request: CODE,
      code: 'demo',
      id: 'newcomer',
      password: 'Welcome-aboard-77',
      password_confirm: 'Welcome-aboard-77',
    });
    expect(store.$state.get().tag).toBe('finish');
  });

  it.each([
    [
      'already_set_password',
      json({ success: false, all: 'already_set_password' }),
      'already_registered',
      [],
    ],
    [
      'another message',
      json({ success: false, all: 'This URL is already expired.' }),
      'start',
      ['This URL is already expired.'],
    ],
    ['no message', json({ success: false }), 'start', ['Unknown Error']],
    ['a reset connection', reset, 'start', []],
  ])('handles %s', async (_, reply, tag, alerts) => {
    const { page, store } = await submitted(reply);
    expect(store.$state.get().tag).toBe(tag);
    expect(page.alerts).toEqual(alerts);
    expect(store.$password.get()).toBe('Welcome-aboard-77');
  });
});

describe('verifying the link on load (requirements E11)', () => {
  it.each([
    ['a usable link: the form with its checklist', VERIFIED, 'start', POLICY],
    [
      'a used link: already registered',
      json({ success: false, result_code: 'already_set_password', all: 'already_set_password' }),
      'already_registered',
      undefined,
    ],
    [
      'a bad link: invalid',
      json({ success: false, result_code: 'expired_link', all: 'This URL is already expired.' }),
      'invalid',
      undefined,
    ],
    [
      'a back end without the call: the form alone',
      new Response('', { status: 404 }),
      'start',
      null,
    ],
    ['no answer: the form alone', reset, 'start', null],
  ])('%s', async (_, reply, tag, policy) => {
    const page = fakeLinkPage(LINK);
    page.server.reply(reply);
    const store = createNewPasswordStore(page.env);
    store.start();
    expect(store.$state.get().tag).toBe('loading');
    await settle();
    const state = store.$state.get();
    expect(state.tag).toBe(tag);
    if (state.tag === 'start') expect(state.policy).toEqual(policy);
    expect(page.alerts).toEqual([]);
    const sent = Object.fromEntries(new URLSearchParams(await page.server.requests[0]?.text()));
    expect(sent).toEqual({ lang: 'kor', request: CODE, code: 'demo', id: 'newcomer' });
    expect(page.server.requests[0]?.url).toMatch(/\/openapi\/account\/newPassword\/verify$/);
  });
});
