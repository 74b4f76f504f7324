import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import {
  nextNewPassword,
  type NewPasswordEvent,
  type NewPasswordState,
} from './new-password-flow.ts';
import { createNewPasswordStore } from './new-password-store.ts';
import { fakeLinkPage } from './test-env.ts';

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const LINK = `https://app.example.com/ko/newPassword?lang=kor&request=${CODE}&code=demo&id=newcomer`;
const start: NewPasswordState = {
  tag: 'start',
  companyId: 'demo',
  userId: 'newcomer',
  busy: false,
  mismatch: false,
  problem: null,
};
const busy: NewPasswordState = { ...start, busy: true };

describe('the first-time password machine', () => {
  it.each<[string, NewPasswordState, NewPasswordEvent, NewPasswordState]>([
    [
      'shows the IDs read from the link',
      { tag: 'loading' },
      { type: 'read', companyId: 'demo', userId: 'newcomer' },
      start,
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
    page.server.reply(reply);
    const store = createNewPasswordStore(page.env);
    store.start();
    store.setPassword('Welcome-aboard-77');
    store.setConfirm('Welcome-aboard-77');
    await store.submit();
    return { page, store };
  }

  it('sends the link fields and both entries', async () => {
    const { page, store } = await submitted(json({ success: true, all: 'Set.' }));
    expect(page.record.stripped).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(await page.server.requests[0]?.text()))).toEqual({
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
