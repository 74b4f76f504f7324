import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, NetworkError, TimeoutError } from '../api/errors.ts';
import type { ResetContext } from './reset-request.ts';
import { createResetStore, type ResetEnv } from './reset-store.ts';

const user: ResetContext = { type: 'user', subdomain: false, subdomainCode: '', lang: 'kor' };
const fields = { company: 'demo', id: 'alice', email: 'alice@example.com' };

function setup(send: ResetEnv['send']) {
  const env = { send: vi.fn(send), toastError: vi.fn() };
  return { env, store: createResetStore(env) };
}

describe('the reset request store', () => {
  it('sends a valid user request once and shows the success overlay', async () => {
    const { env, store } = setup(() => Promise.resolve({ success: true, all: 'Sent' }));
    const outcome = await store.submit(fields, user);
    expect(outcome).toEqual({ kind: 'sent' });
    expect(env.send).toHaveBeenCalledExactlyOnceWith({
      type: 'user',
      request: { code: 'demo', id: 'alice', lang: 'kor', email: 'alice@example.com' },
    });
    expect(store.$sent.get()).toBe(true);
    expect(store.$busy.get()).toBe(false);
  });

  it('marks the empty fields, asks to focus the first and sends nothing', async () => {
    const { env, store } = setup(() => Promise.resolve({}));
    const outcome = await store.submit({ company: 'demo', id: '', email: '' }, user);
    expect(outcome).toEqual({ kind: 'invalid', focus: 'id' });
    expect(store.$errors.get().map((e) => e.field)).toEqual(['id', 'email']);
    expect(env.send).not.toHaveBeenCalled();
    store.clearError('id');
    expect(store.$errors.get().map((e) => e.field)).toEqual(['email']);
    store.clearErrors();
    expect(store.$errors.get()).toEqual([]);
  });

  it('ignores a second submit while the first is in flight', async () => {
    let finish = (): void => undefined;
    const { env, store } = setup(
      () =>
        new Promise((resolve) => {
          finish = () => {
            resolve({});
          };
        }),
    );
    const first = store.submit(fields, user);
    expect(store.$busy.get()).toBe(true);
    expect(await store.submit(fields, user)).toEqual({ kind: 'ignored' });
    finish();
    await first;
    expect(env.send).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Error, object | null]>([
    ['leaves a refusal the client already toasted alone', handled(), null],
    [
      'toasts a refusal nobody showed',
      new ApiFailure('x', 'No such user', {}),
      { text: 'No such user' },
    ],
    ['toasts a lost connection', new NetworkError('failed'), { key: 'resetRequest.networkError' }],
    ['toasts a time-out', new TimeoutError(15000), { key: 'resetRequest.timeout' }],
  ])('%s and stops the loader', async (_, error, toast) => {
    const { env, store } = setup(() => Promise.reject(error));
    expect(await store.submit(fields, user)).toEqual({ kind: 'failed' });
    expect(store.$busy.get()).toBe(false);
    expect(store.$sent.get()).toBe(false);
    if (toast === null) expect(env.toastError).not.toHaveBeenCalled();
    else expect(env.toastError).toHaveBeenCalledExactlyOnceWith(toast);
  });
});

function handled(): ApiFailure {
  const error = new ApiFailure('rate_limited', 'Too many requests', {});
  error.handled = true;
  return error;
}
