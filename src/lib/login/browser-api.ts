// The login calls over the one API client on a real page. Loaded on demand (see lazy-api.ts): it
// brings the client, its response schemas and the login contracts.
import { browserApiEnv, type PageEffects } from '../api/browser-env.ts';
import { createApiClient } from '../api/client.ts';
import { createLoginApi } from './calls.ts';
import type { LoginApi } from './env.ts';

/** The login calls of this page, with the page's alert and toast effects. */
export function browserLoginApi(effects: PageEffects): LoginApi {
  return createLoginApi(createApiClient(browserApiEnv(effects)), () => document.cookie);
}
