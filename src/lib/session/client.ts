// The ONE API client of the signed-in app: created once by the island with its alert and toast.
import { browserApiEnv, type PageEffects } from '../api/browser-env.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';

let instance: ApiClient | null = null;

/** Creates the island's client on first use; later calls return the same one. */
export function sessionClient(effects: PageEffects): ApiClient {
  instance ??= createApiClient(browserApiEnv(effects));
  return instance;
}

/** The client created by `sessionClient`; throws when the island has not created it yet. */
export function appClient(): ApiClient {
  if (instance === null) throw new Error('The app client is created by the island first');
  return instance;
}
