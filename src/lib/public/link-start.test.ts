import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { createBlacklistStore } from './blacklist-store.ts';
import { createNewPasswordStore } from './new-password-store.ts';
import { createResetStore } from './reset-store.ts';
import { fakeLinkPage, settle } from './test-env.ts';

// Issue 17: reading a link and clearing it from the address bar, then sending its check, were one
// task of up to 72 ms at 4× CPU; the check now goes in a task of its own.

const CODE = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
const RESET = `?lang=eng&code=${CODE}&id=alice&batch_seq=17`;
type Page = ReturnType<typeof fakeLinkPage>;

const STORES: ReadonlyArray<readonly [string, string, (page: Page) => { start: () => void }]> = [
  ['the reset page', RESET, (page) => createResetStore('reset', page.env)],
  ['the registration page', RESET, (page) => createResetStore('registration', page.env)],
  [
    'the first-password page',
    `?lang=kor&request=${CODE}&code=demo&id=newcomer`,
    (page) => createNewPasswordStore(page.env),
  ],
  ['the black-list page', `?request=${CODE}`, (page) => createBlacklistStore(page.env)],
];

/** Lets every queued promise callback run, without letting a timer fire. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
}

describe('an e-mail-link page starts in two tasks', () => {
  it.each(STORES)('%s strips its link at once and checks it in a later task', async (...row) => {
    const [, query, create] = row;
    const page = fakeLinkPage(`https://app.example.com/page${query}`);
    page.server.reply(json({ success: true, logo_img_url: '', password_policy: {} }));
    const store = create(page);
    store.start();
    expect(page.record.stripped).toBe(1);
    await drainMicrotasks();
    expect(page.server.requests).toHaveLength(0);
    await settle();
    expect(page.server.requests).toHaveLength(1);
  });
});
