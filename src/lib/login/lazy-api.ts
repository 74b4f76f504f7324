// The login calls without the API client in the page's first load: the client, its response
// schemas and the contracts load on the first call, or earlier on `preload` (when the user starts
// filling the form), so the first request rarely waits for them.
import { NetworkError } from '../api/errors.ts';
import { loadOnce } from '../ui/load-once.ts';
import type { LoginApi } from './env.ts';

/** A LoginApi with a way to start loading the real one early. */
export interface LazyLoginApi extends LoginApi {
  /** Starts loading the real calls; a failure is retried by the next call. */
  preload(): void;
}

/**
 * A LoginApi that loads the real one (`load`) once, on first use. A failed load rejects the call
 * with a NetworkError — the code could not be fetched, which the user sees as a network problem —
 * and the next call tries again.
 */
export function lazyLoginApi(load: () => Promise<LoginApi>): LazyLoginApi {
  const once = loadOnce(load);
  const real = (): Promise<LoginApi> =>
    once().catch(() => {
      throw new NetworkError('failed');
    });
  // Each call waits for the real calls, then makes the same call there.
  const forward = <K extends keyof LoginApi>(name: K): LoginApi[K] =>
    ((...args: unknown[]) =>
      real().then((api) =>
        (api[name] as (...a: unknown[]) => Promise<unknown>)(...args),
      )) as LoginApi[K];
  return {
    preload: () => {
      real().catch(() => undefined);
    },
    login: forward('login'),
    requestOtp: forward('requestOtp'),
    registerDevice: forward('registerDevice'),
    changePassword: forward('changePassword'),
    agreeGdpr: forward('agreeGdpr'),
    cancelLogin: forward('cancelLogin'),
  };
}
