// The API client of a public page (the e-mail-link pages, the share-link and upload-request
// pages): the page's environment with the effects the island passes, its host map, and the CSRF
// bootstrap over the client. Browser globals are read only when `publicPageClient` runs.
import { browserApiEnv, type PageEffects } from '../api/browser-env.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { ensureCsrfCookie } from '../api/csrf.ts';
import type { ApiEnv } from '../api/env.ts';
import type { HostMap } from '../hosts/types.ts';

/** A public page's client, the hosts it resolved, and its CSRF bootstrap. */
export interface PublicClient {
  readonly api: ApiClient;
  readonly hosts: HostMap;
  /** Gets a CSRF cookie when the page has none (decision 006); never throws. */
  readonly ensureCsrf: () => Promise<void>;
}

/** The client over an environment whose cookies `cookies` reads. */
export function clientOver(env: ApiEnv, cookies: () => string): PublicClient {
  const api = createApiClient(env);
  return { api, hosts: env.hosts, ensureCsrf: () => ensureCsrfCookie(api, cookies) };
}

/** The client of the page in the browser, with the island's alert and toast effects. */
export function publicPageClient(effects: PageEffects): PublicClient {
  return clientOver(browserApiEnv(effects), () => document.cookie);
}
