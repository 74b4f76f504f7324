import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors.ts';
import type { LoginApi } from './env.ts';
import { lazyLoginApi } from './lazy-api.ts';

function fakeCalls() {
  return {
    login: vi.fn(() => Promise.resolve({ success: true })),
    requestOtp: vi.fn(() => Promise.resolve({ expireSeconds: 300 })),
    registerDevice: vi.fn(() => Promise.resolve()),
    changePassword: vi.fn(() => Promise.resolve()),
    agreeGdpr: vi.fn(() => Promise.resolve()),
    cancelLogin: vi.fn(() => Promise.resolve()),
  };
}

function fakeApi(): LoginApi {
  return fakeCalls();
}

const REQUEST = {
  company_code: 'acme',
  id: 'alice',
  password: 'pw',
  persistent_session: 'false',
  device_id: '',
} as const;

describe('lazyLoginApi', () => {
  it('loads nothing until a call or a preload', () => {
    const load = vi.fn(() => Promise.resolve(fakeApi()));
    lazyLoginApi(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('passes every call, with its arguments, to the loaded calls', async () => {
    const real = fakeCalls();
    const api = lazyLoginApi(() => Promise.resolve(real));
    await expect(api.login(REQUEST)).resolves.toEqual({ success: true });
    await expect(api.requestOtp('sms', '0901234567')).resolves.toEqual({ expireSeconds: 300 });
    await api.registerDevice('d1');
    await api.changePassword({ current_password: 'a', new_password: 'b', verify_password: 'b' });
    await api.agreeGdpr();
    expect(real.login).toHaveBeenCalledWith(REQUEST);
    expect(real.requestOtp).toHaveBeenCalledWith('sms', '0901234567');
    expect(real.registerDevice).toHaveBeenCalledWith('d1');
    expect(real.changePassword).toHaveBeenCalledWith({
      current_password: 'a',
      new_password: 'b',
      verify_password: 'b',
    });
    expect(real.agreeGdpr).toHaveBeenCalledOnce();
  });

  it('loads once for a preload and any number of calls', async () => {
    const load = vi.fn(() => Promise.resolve(fakeApi()));
    const api = lazyLoginApi(load);
    api.preload();
    await Promise.all([api.login(REQUEST), api.agreeGdpr(), api.registerDevice('d1')]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects a call whose code cannot be fetched as a network problem', async () => {
    const api = lazyLoginApi(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(api.login(REQUEST)).rejects.toBeInstanceOf(NetworkError);
  });

  it('tries the load again after a failure', async () => {
    const real = fakeCalls();
    const load = vi
      .fn<() => Promise<LoginApi>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(real);
    const api = lazyLoginApi(load);
    await expect(api.agreeGdpr()).rejects.toBeInstanceOf(NetworkError);
    await api.agreeGdpr();
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.agreeGdpr).toHaveBeenCalledOnce();
  });

  it('swallows a failed preload and lets the next call load again', async () => {
    const load = vi
      .fn<() => Promise<LoginApi>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(fakeApi());
    const api = lazyLoginApi(load);
    api.preload();
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledOnce();
    });
    await expect(api.login(REQUEST)).resolves.toEqual({ success: true });
  });
});
