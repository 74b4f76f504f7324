import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, NetworkError } from '../api/errors.ts';
import { createSsoStore, type SsoAnswer, type SsoEnv } from './sso-store.ts';

const API = 'http://localhost:4420';

function setup(answer: () => Promise<SsoAnswer>) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const env: SsoEnv = {
    init: vi.fn(answer),
    api: API,
    navigate: vi.fn(),
    delayMs: 1500,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  const store = createSsoStore(env);
  const deactivate = store.activate();
  const fire = () => {
    for (const timer of timers) if (!timer.cancelled) timer.run();
  };
  return { env, store, timers, fire, deactivate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the SSO store', () => {
  it('checks the company, shows the provider, then leaves after the delay', async () => {
    const { env, store, timers, fire } = setup(() =>
      Promise.resolve({ idp_name: 'Microsoft Entra ID', key: 'k+1' }),
    );
    store.submit(' demo-sso ');
    expect(store.$state.get()).toEqual({ tag: 'checking', code: 'demo-sso' });
    await settle();
    expect(store.$state.get()).toEqual({
      tag: 'redirecting',
      idp: 'Microsoft Entra ID',
      url: `${API}/openapi/sso/login?key=k%2B1`,
    });
    expect(timers.map((t) => t.ms)).toEqual([1500]);
    expect(env.navigate).not.toHaveBeenCalled();
    fire();
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith(`${API}/openapi/sso/login?key=k%2B1`);
    expect(env.init).toHaveBeenCalledExactlyOnceWith('demo-sso');
  });

  it('sends one request however often the user submits', async () => {
    const { env, store } = setup(() => Promise.resolve({ idp_name: 'X', key: 'k' }));
    store.submit('acme');
    store.submit('acme');
    store.submit('other');
    await settle();
    store.submit('acme');
    expect(env.init).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Promise<SsoAnswer>, object]>([
    [
      'the server text',
      () => Promise.reject(new ApiFailure('sso_unavailable', 'This company does not use SSO.', {})),
      { text: 'This company does not use SSO.' },
    ],
    [
      'a network message',
      () => Promise.reject(new NetworkError('failed')),
      { key: 'sso.networkError' },
    ],
    [
      'a bad-answer message for a null key',
      () => Promise.resolve({ idp_name: 'X', key: null }),
      { key: 'sso.badAnswer' },
    ],
    [
      'a bad-answer message for an empty key',
      () => Promise.resolve({ idp_name: 'X', key: '' }),
      { key: 'sso.badAnswer' },
    ],
  ])('stays with %s on failure and can try again', async (_, answer, message) => {
    const { env, store, timers } = setup(answer);
    store.submit('acme');
    await settle();
    expect(store.$state.get()).toEqual({ tag: 'failed', message });
    expect(timers).toEqual([]);
    expect(env.navigate).not.toHaveBeenCalled();
    store.submit('acme');
    expect(store.$state.get().tag).toBe('checking');
  });

  it('drops the navigation once the modal is closed', async () => {
    const { env, store, fire, deactivate } = setup(() =>
      Promise.resolve({ idp_name: 'X', key: 'k' }),
    );
    store.submit('acme');
    await settle();
    deactivate();
    fire();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after closing', async () => {
    const { store, deactivate } = setup(() => Promise.resolve({ idp_name: 'X', key: 'k' }));
    store.submit('acme');
    deactivate();
    await settle();
    expect(store.$state.get().tag).toBe('checking');
  });

  it('survives being stopped and started again (React strict mode) while leaving', async () => {
    const { env, store, timers, deactivate } = setup(() =>
      Promise.resolve({ idp_name: 'X', key: 'k' }),
    );
    store.submit('acme');
    await settle();
    deactivate();
    store.activate();
    const live = timers.filter((timer) => !timer.cancelled);
    expect(live).toHaveLength(1);
    live[0]?.run();
    expect(env.navigate).toHaveBeenCalledTimes(1);
  });
});
