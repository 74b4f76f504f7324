// The scanner config call, and outside production the local scanner service's simulator under
// /scanner-sim/api/v1 (same contract as https://localhost:6851/api/v1) plus its test control.
import type { IncomingMessage } from 'node:http';
import { uploadFiles } from '../../src/lib/api/contract/files.ts';
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
} from '../../src/lib/api/contract/scanner.ts';
import { BAD_REQUEST } from '../../src/lib/api/contract/results.ts';
import type { Endpoint } from '../../src/lib/api/endpoint.ts';
import { SCANNER_ORIGIN } from '../../src/lib/hosts/csp.ts';
import { settingsProblems } from '../../src/lib/scan/settings.ts';
import type { AppContext } from '../context.ts';
import { reply, type Handler, type RouteContext } from '../http/router.ts';
import type { Router } from './types.ts';
import { deliver, scanFiles } from '../scanner/deliver.ts';
import { optionsOf, simControl, simulatorOf } from '../scanner/control.ts';
import {
  FAIL_MESSAGE,
  refuse,
  type SimConnection,
  type SimScan,
  type Simulator,
} from '../scanner/simulator.ts';

/** Where the simulator answers (demo and test modes). */
export const SIM_BASE = '/scanner-sim/api/v1';
/** The real service's base path. */
export const SERVICE_BASE = '/api/v1';
// The scan request of timeout mode is held at most this long (the app gives up after 60 s).
const HOLD_MS = 65_000;

/** The origin the page was loaded from, as this server sees it (never used in production). */
export function requestOrigin(app: AppContext, req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const scheme = app.publicUrl.startsWith('https:') ? 'https:' : 'http:';
  return /^(?:[\w.-]+|\[[\da-f:]+\])(?::\d{1,5})?$/i.test(host)
    ? `${scheme}//${host}`
    : new URL(app.publicUrl).origin;
}

/**
 * Whether the app may send the scanned pages to `url`: this server's upload call at PUBLIC_URL
 * (or the bound URL when PUBLIC_URL is unset). Never the request's Host header, which the caller
 * chooses: with it a page could make the simulator post files to any host it names.
 */
export function allowedDestination(app: AppContext, url: string): boolean {
  try {
    const target = new URL(url);
    return (
      target.origin === new URL(app.publicUrl).origin &&
      target.pathname === uploadFiles.path &&
      target.search === ''
    );
  } catch {
    return false;
  }
}

function holdUntilClosed(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HOLD_MS);
    timer.unref();
    req.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts (once) the hand-over of the pages scanned so far. */
function delivery(sim: Simulator, connection: SimConnection, scan: SimScan): Promise<unknown> {
  scan.delivery ??= deliver(
    connection,
    scanFiles(connection, scan, sim.scannedPages(scan)),
    sim.tokenHeaders(connection),
  );
  return scan.delivery;
}

/** Routes the config call, and the simulator outside production. */
export function registerScannerRoutes(router: Router, app: AppContext): void {
  router.addAuthed(scannerConfig, (_, { req }) =>
    app.config.mode === 'production'
      ? { success: true as const, origin: SCANNER_ORIGIN, base_path: SERVICE_BASE }
      : { success: true as const, origin: requestOrigin(app, req), base_path: SIM_BASE },
  );
  if (app.config.mode === 'production') return;
  const sim = simulatorOf(app);
  router.add(
    simControl,
    (input) => {
      const control = {
        mode: input.mode,
        pages: input.pages ?? 2,
        delayMs: input.delay_ms ?? 2000,
      };
      sim.setControl(control);
      return {
        success: true as const,
        mode: control.mode,
        pages: control.pages,
        delay_ms: control.delayMs,
      };
    },
    { csrfTokenOptional: true },
  );

  // Each simulated call: offline drops the connection, slow waits first.
  function on<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    const mirrored = {
      ...endpoint,
      name: `sim.${endpoint.name}`,
      path: `${SIM_BASE}${endpoint.path}`,
    };
    const gated: Handler<E> = async (input, ctx: RouteContext) => {
      if (sim.control.mode === 'offline') {
        ctx.req.socket.destroy();
        return reply(503, refuse('scanner_error') as never);
      }
      if (sim.control.mode === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, sim.control.delayMs));
      }
      return handler(input, ctx);
    };
    router.add(mirrored, gated, { csrfTokenOptional: true });
  }

  on(scannerList, () => ({ success: true as const, scanners: sim.list() }));
  on(scannerConnect, (input) => {
    const connection = sim.connect(input.scanner_id, input.lock ?? 'basic');
    if ('success' in connection) return connection;
    return {
      success: true as const,
      connection_id: connection.id,
      lock_seconds: connection.lockMs / 1000,
    };
  });
  on(scannerDisconnect, async (input) => {
    const connection = sim.connections.get(input.connection_id);
    if (connection?.scan && connection.scan.delivery === null) connection.scan.cancelled = true;
    if (connection?.scan?.delivery) await connection.scan.delivery;
    sim.connections.delete(input.connection_id);
    return { success: true as const };
  });
  on(scannerSettings, (input) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    return {
      success: true as const,
      settings: connection.settings,
      options: optionsOf(connection.scannerId),
      destination: connection.destination,
    };
  });
  on(scannerSetSettings, (input) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    if (settingsProblems(input.settings, optionsOf(connection.scannerId)).length > 0) {
      return refuse(BAD_REQUEST);
    }
    if (!allowedDestination(app, input.destination.url)) return refuse('bad_destination');
    connection.settings = input.settings;
    connection.destination = input.destination;
    return { success: true as const };
  });
  on(scannerToken, (input) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    const token = sim.issueToken(connection, input.headers);
    return { success: true as const, token, expires_in: SCAN_LIMITS.tokenSeconds };
  });
  on(scannerStart, async (input, { req }) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    if (connection.destination === null) return refuse(BAD_REQUEST, 'Set the destination first.');
    if (connection.scan !== null && !sim.done(connection.scan)) return refuse('busy');
    if (sim.control.mode === 'fail') return refuse('scanner_error', FAIL_MESSAGE);
    if (sim.control.mode === 'timeout') {
      await holdUntilClosed(req);
      return reply(504, refuse('scanner_error') as never);
    }
    return { success: true as const, scan_id: sim.start(connection).id };
  });
  on(scannerStatus, async (input) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    const scan = connection.scan;
    if (scan?.id !== input.scan_id) return refuse('not_found');
    const pages = sim.scannedPages(scan);
    if (!sim.done(scan)) return { success: true as const, status: 1 as const, pages };
    await delivery(sim, connection, scan);
    return { success: true as const, status: 0 as const, pages };
  });
  on(scannerCancel, async (input) => {
    const owner = sim.scanOwner(input.scan_id);
    const connection = owner === null ? null : sim.touch(owner.id);
    if (connection?.scan == null) return refuse('not_found');
    connection.scan.cancelled = true;
    await delivery(sim, connection, connection.scan);
    return { success: true as const };
  });
  on(scannerFiles, async (input) => {
    const connection = sim.touch(input.connection_id);
    if (connection === null) return refuse('not_connected');
    const scan = connection.scan;
    if (scan?.id !== input.scan_id) return refuse('not_found');
    const files = scan.delivery === null ? [] : await scan.delivery;
    return { success: true as const, files };
  });
}
