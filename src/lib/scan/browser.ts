// The scan service of a real page: the app's client for the config call, a separate client for
// the local service, the upload headers from the page's cookies. Nothing runs at import time.
import { browserApiEnv } from '../api/browser-env.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { getCookie } from '../cookies/cookies.ts';
import { COOKIE } from '../cookies/names.ts';
import type { Langcode } from '../i18n/locales.ts';
import { createScanService, type ScanService, type ScanTarget } from './service.ts';

/** The folder a dialog scans into. */
export interface ScanFolder {
  readonly node: string;
  readonly dirSeq?: number | undefined;
  readonly name: string;
}

/** The headers the local service's uploads carry, read from the page's cookies. */
export function uploadHeadersOf(cookies: string): Record<string, string> {
  const token = getCookie(cookies, COOKIE.accessToken) ?? '';
  const csrf = getCookie(cookies, COOKIE.csrfToken) ?? '';
  return {
    access_token: token,
    'X-CSRFToken': csrf,
    Cookie: `${COOKIE.csrfToken}=${encodeURIComponent(csrf)}`,
  };
}

/** The folder's dir_seq as a number, when it has one. */
export function dirSeqOf(folder: ScanFolder): number | undefined {
  const value = folder.dirSeq;
  return value === undefined || !Number.isSafeInteger(value) || value <= 0 ? undefined : value;
}

/** The service for a dialog in the browser; `app` is the island's client. */
export function browserScanService(
  app: ApiClient,
  folder: ScanFolder,
  langcode: Langcode,
): ScanService {
  const quiet = {
    alert: () => Promise.resolve(),
    toastError: () => undefined,
  };
  const env = browserApiEnv(quiet);
  const target: ScanTarget = {
    uploader: env.hosts.uploader,
    node: folder.node,
    dirSeq: dirSeqOf(folder),
  };
  return createScanService({
    app,
    // Its own client: no cookies, so no token or CSRF header goes to the local service, and the
    // session policy never acts on what the service answers.
    scannerClient: (root) =>
      createApiClient({
        ...env,
        hosts: { ...env.hosts, scanner: root },
        cookies: () => '',
        langcode: () => langcode,
        navigate: () => undefined,
      }),
    pageOrigin: env.origin,
    target,
    uploadHeaders: () => uploadHeadersOf(document.cookie),
    langcode: () => langcode,
  });
}
