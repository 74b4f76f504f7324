// Test support: the browser's scan service, run in Node against a test server, signed in as a
// demo user, scanning into a folder of that user.
import { createApiClient } from '../../src/lib/api/client.ts';
import type { ApiEnv } from '../../src/lib/api/env.ts';
import { uploadHeadersOf } from '../../src/lib/scan/browser.ts';
import { createScanService, type ScanService } from '../../src/lib/scan/service.ts';
import type { TestServer } from '../testing/harness.ts';
import { signIn, type FileClient } from '../files/testing.ts';
import type { SimControl } from './simulator.ts';

/** A signed-in user's scan service and file client. */
export interface ScanRig {
  readonly service: ScanService;
  readonly files: FileClient;
  readonly env: ApiEnv;
}

/** Signs `userId` in and builds the scan service that targets `node`. */
export async function scanRig(server: TestServer, userId: string, node = '1'): Promise<ScanRig> {
  const files = await signIn(server, userId);
  const cookies = () => [...files.raw.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const env: ApiEnv = {
    fetch: (input, init) => fetch(input, init),
    origin: server.url,
    hosts: {
      api: server.url,
      uploader: server.url,
      viewer: server.url,
      thumb: server.url,
      manager: server.url,
      downloader: server.url,
    },
    cookies,
    langcode: () => 'eng',
    currentPath: () => '/',
    navigate: () => undefined,
    alert: () => Promise.resolve(),
    toastError: () => undefined,
  };
  const service = createScanService({
    app: createApiClient(env),
    scannerClient: (root) =>
      createApiClient({ ...env, hosts: { ...env.hosts, scanner: root }, cookies: () => '' }),
    pageOrigin: server.url,
    target: { uploader: server.url, node },
    uploadHeaders: () => uploadHeadersOf(cookies()),
    langcode: () => 'eng',
  });
  return { service, files, env };
}

/** Switches the simulator through its control call. */
export async function simMode(
  server: TestServer,
  mode: SimControl['mode'],
  extra: { pages?: number; delay_ms?: number } = {},
): Promise<void> {
  const response = await fetch(`${server.url}/scanner-sim/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...extra }),
  });
  if (!response.ok) throw new Error(`control answered ${response.status}`);
}
