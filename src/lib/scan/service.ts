// The scan service: the app's config call, then the local service's calls through a client of
// its own (no cookies, so no access_token or CSRF header ever reaches it, and no session policy
// runs on its answers). Each method throws a ScanError with the problem worked out.
import type { ApiClient } from '../api/client.ts';
import { uploadFiles } from '../api/contract/files.ts';
import {
  SCAN_LIMITS,
  scannerCancel,
  scannerConfig,
  scannerConnect,
  scannerDisconnect,
  scannerFiles,
  scannerList,
  scannerSetSettings,
  scannerSettings,
  scannerStart,
  scannerStatus,
  scannerToken,
  type ScanOptions,
  type ScanSettings,
  type ScannedFile,
  type ScannerInfo,
} from '../api/contract/scanner.ts';
import { problemOf, ScanError, type ScanStep } from './problems.ts';
import { normaliseSettings } from './settings.ts';
import { scannerRoot } from './root.ts';
import { HttpError } from '../api/errors.ts';
import { SCANNER_ORIGIN } from '../hosts/csp.ts';

/** Where the spec puts the local scanner service: HTTPS on localhost:6851 under /api/v1. */
const SPEC_SCANNER = { origin: SCANNER_ORIGIN, base_path: '/api/v1' };

/** The folder the scan goes to (the current folder on the uploader host). */
export interface ScanTarget {
  readonly uploader: string;
  readonly node: string;
  readonly dirSeq?: number | undefined;
}

/** What the scan service needs. */
export interface ScanServiceDeps {
  /** The app's one client (the config call needs the session). */
  readonly app: ApiClient;
  /** A client whose `scanner` host is the given service root. */
  readonly scannerClient: (root: string) => ApiClient;
  /** The page's own origin (the simulator may live there). */
  readonly pageOrigin: string;
  readonly target: ScanTarget;
  /** The headers the service's uploads need (access_token, X-CSRFToken, Cookie). */
  readonly uploadHeaders: () => Readonly<Record<string, string>>;
  readonly langcode: () => string;
}

/** The calls of the flow, one method per effect. */
export interface ScanService {
  probe(): Promise<readonly ScannerInfo[]>;
  connect(
    scannerId: string,
  ): Promise<{ connectionId: string; settings: ScanSettings; options: ScanOptions }>;
  start(connectionId: string, settings: ScanSettings): Promise<string>;
  status(connectionId: string, scanId: string): Promise<{ status: 0 | 1; pages: number }>;
  cancel(connectionId: string, scanId: string): Promise<void>;
  files(connectionId: string, scanId: string): Promise<readonly ScannedFile[]>;
  disconnect(connectionId: string): Promise<void>;
}

const PROBE = { onFailure: 'caller', timeoutMs: SCAN_LIMITS.probeTimeoutMs, retries: 0 } as const;

async function step<T>(kind: ScanStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ScanError(problemOf(error, kind));
  }
}

/** Creates the service over the app's client and a factory of scanner clients. */
export function createScanService(deps: ScanServiceDeps): ScanService {
  let client: ApiClient | null = null;

  const scanner = async (): Promise<ApiClient> => {
    if (client !== null) return client;
    const config = await step('config', () =>
      deps.app.call(scannerConfig, {}, { onFailure: 'caller' }).catch((error: unknown) => {
        // A back end without our config call (requirements C13): the spec's own address.
        if (error instanceof HttpError && error.notOffered) return SPEC_SCANNER;
        throw error;
      }),
    );
    const root = scannerRoot(config, deps.pageOrigin);
    if (root === null) throw new ScanError({ code: 'CONFIG' });
    client = deps.scannerClient(root);
    return client;
  };
  const call = async <T>(kind: ScanStep, work: (c: ApiClient) => Promise<T>): Promise<T> => {
    const c = await scanner();
    return step(kind, () => work(c));
  };

  const disconnect = async (connectionId: string): Promise<void> => {
    await call('service', (c) => c.call(scannerDisconnect, { connection_id: connectionId }, PROBE));
  };

  return {
    async probe() {
      return (await call('service', (c) => c.call(scannerList, {}, PROBE))).scanners;
    },
    async connect(scannerId) {
      const { connection_id: connectionId } = await call('service', (c) =>
        c.call(scannerConnect, { scanner_id: scannerId, lock: 'basic' }, PROBE),
      );
      try {
        const read = await call('service', (c) =>
          c.call(scannerSettings, { connection_id: connectionId }, PROBE),
        );
        return { connectionId, settings: read.settings, options: read.options };
      } catch (error) {
        await disconnect(connectionId).catch(() => undefined);
        throw error;
      }
    },
    async start(connectionId, settings) {
      const { token } = await call('service', (c) =>
        c.call(scannerToken, { connection_id: connectionId, headers: deps.uploadHeaders() }, PROBE),
      );
      const { target } = deps;
      const destination = {
        url: `${target.uploader.replace(/\/+$/, '')}${uploadFiles.path}`,
        headers: { lang: deps.langcode() },
        params: {
          node: target.node,
          ...(target.dirSeq === undefined ? {} : { dir_seq: String(target.dirSeq) }),
        },
        file_param: 'file',
        token,
      };
      const request = {
        connection_id: connectionId,
        settings: normaliseSettings(settings),
        destination,
      };
      await call('service', (c) => c.call(scannerSetSettings, request, PROBE));
      const started = await call('start', (c) =>
        c.call(
          scannerStart,
          { connection_id: connectionId },
          { onFailure: 'caller', timeoutMs: SCAN_LIMITS.startTimeoutMs },
        ),
      );
      return started.scan_id;
    },
    async status(connectionId, scanId) {
      const answer = await call('service', (c) =>
        c.call(scannerStatus, { connection_id: connectionId, scan_id: scanId }, PROBE),
      );
      return { status: answer.status, pages: answer.pages };
    },
    async cancel(_connectionId, scanId) {
      await call('service', (c) => c.call(scannerCancel, { scan_id: scanId }, PROBE));
    },
    async files(connectionId, scanId) {
      const answer = await call('service', (c) =>
        c.call(scannerFiles, { connection_id: connectionId, scan_id: scanId }, PROBE),
      );
      return answer.files;
    },
    disconnect,
  };
}
