// The upload page's client (requirements X39): the public page client whose FormData uploads
// report their bytes to the listener `listenUpload` sets (progress-fetch.ts). A module of its
// own, so the other public pages never load it.
import { browserApiEnv, type PageEffects } from '../api/browser-env.ts';
import { createProgressFetch, type UploadListener } from '../api/progress-fetch.ts';
import { clientOver, type PublicClient } from './page-client.ts';

/** The client of the upload page in the browser, with its upload listener switch. */
export function publicUploadClient(
  effects: PageEffects,
): PublicClient & { readonly listenUpload: (listener: UploadListener | null) => void } {
  const env = browserApiEnv(effects);
  const progress = createProgressFetch(env.fetch);
  return {
    ...clientOver({ ...env, fetch: progress.fetch }, () => document.cookie),
    listenUpload: progress.listen,
  };
}
