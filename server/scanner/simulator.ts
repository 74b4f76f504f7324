// The scanner simulator's model: scanners, connections with their lock, scans timed by the
// server's clock (fake in tests), and the modes a test switches it to. Answers follow the
// contract of src/lib/api/contract/scanner.ts; delivery of the pages is injected.
import { randomBytes } from 'node:crypto';
import {
  SCAN_LIMITS,
  SCANNER_LOCK_SECONDS,
  SCANNER_RESULTS,
  type Destination,
  type ScanSettings,
  type ScannedFile,
  type ScannerInfo,
} from '../../src/lib/api/contract/scanner.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/scan/settings.ts';

/** What a test can make the simulator do. */
export const SIM_MODES = ['normal', 'busy', 'slow', 'fail', 'timeout', 'offline'] as const;
export type SimMode = (typeof SIM_MODES)[number];

/** The switchable behaviour: mode, pages per scan, delay of every answer in slow mode. */
export interface SimControl {
  readonly mode: SimMode;
  readonly pages: number;
  readonly delayMs: number;
}

/** The default behaviour. */
export const DEFAULT_CONTROL: SimControl = { mode: 'normal', pages: 2, delayMs: 2000 };
/** How long the simulated scanner takes per page. */
export const PAGE_MS = 1000;
/** The paper jam text of fail mode (the service's own message, shown as text). */
export const FAIL_MESSAGE = 'Paper jam in the document feeder. Clear the feeder and try again.';

/** A scan in progress or done. */
export interface SimScan {
  readonly id: string;
  readonly startedAt: number;
  readonly pages: number;
  /** The hand-over of the pages to the destination, started once (done or cancelled). */
  delivery: Promise<ScannedFile[]> | null;
  cancelled: boolean;
}

/** An open connection. */
export interface SimConnection {
  readonly id: string;
  readonly scannerId: string;
  readonly lockMs: number;
  lastCall: number;
  settings: ScanSettings;
  destination: Destination | null;
  tokens: Map<string, { headers: Readonly<Record<string, string>>; expires: number }>;
  scan: SimScan | null;
}

/** A refusal of the service: `{ success: false, result_code, all }`. */
export type Refusal = { success: false; result_code: keyof typeof SCANNER_RESULTS; all: string };

/** A refusal with the contract's text, or another text (fail mode's paper jam). */
export function refuse(
  code: keyof typeof SCANNER_RESULTS,
  all: string = SCANNER_RESULTS[code],
): Refusal {
  return { success: false, result_code: code, all };
}

const SCANNERS = [
  { scanner_id: 'sim-mfp-1', name: 'Office MFP (simulator)' },
  { scanner_id: 'sim-desk-2', name: 'Desk scanner (simulator)' },
] as const;

/** The simulator of one server. */
export class Simulator {
  control: SimControl = DEFAULT_CONTROL;
  readonly connections = new Map<string, SimConnection>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** Switches the behaviour; every connection is dropped so each test starts clean. */
  setControl(control: SimControl): void {
    this.control = control;
    this.connections.clear();
  }

  private live(connection: SimConnection): boolean {
    return this.now() - connection.lastCall < connection.lockMs;
  }

  /** The connection of an id if its lock still holds (every call renews it); lapsed ones go. */
  touch(connectionId: string): SimConnection | null {
    const connection = this.connections.get(connectionId);
    if (connection === undefined) return null;
    if (!this.live(connection)) {
      this.connections.delete(connectionId);
      return null;
    }
    connection.lastCall = this.now();
    return connection;
  }

  /** The scanners, busy where a live connection holds the lock. */
  list(): ScannerInfo[] {
    return SCANNERS.map((s) => ({
      ...s,
      status: [...this.connections.values()].some(
        (c) => c.scannerId === s.scanner_id && this.live(c),
      )
        ? 'busy'
        : 'ready',
    }));
  }

  /** Opens a connection, or refuses while another one holds the scanner's lock. */
  connect(scannerId: string, lock: 'basic' | 'expanded'): SimConnection | Refusal {
    const scanner = this.list().find((s) => s.scanner_id === scannerId);
    if (scanner === undefined) return refuse('not_found');
    if (scanner.status === 'busy') return refuse('busy');
    const connection: SimConnection = {
      id: `c-${randomBytes(12).toString('hex')}`,
      scannerId,
      lockMs: SCANNER_LOCK_SECONDS[lock] * 1000,
      lastCall: this.now(),
      settings: DEFAULT_SETTINGS,
      destination: null,
      tokens: new Map(),
      scan: null,
    };
    this.connections.set(connection.id, connection);
    return connection;
  }

  /** Stores upload headers behind a short-lived token. */
  issueToken(connection: SimConnection, headers: Readonly<Record<string, string>>): string {
    const token = `t-${randomBytes(16).toString('hex')}`;
    connection.tokens.set(token, {
      headers,
      expires: this.now() + SCAN_LIMITS.tokenSeconds * 1000,
    });
    return token;
  }

  /** The headers behind a destination's token, if it is still valid. */
  tokenHeaders(connection: SimConnection): Readonly<Record<string, string>> | null {
    const entry = connection.destination
      ? connection.tokens.get(connection.destination.token)
      : undefined;
    return entry !== undefined && entry.expires > this.now() ? entry.headers : null;
  }

  /** Starts a scan of `control.pages` pages. */
  start(connection: SimConnection): SimScan {
    const scan: SimScan = {
      id: `s-${randomBytes(12).toString('hex')}`,
      startedAt: this.now(),
      pages: this.control.pages,
      delivery: null,
      cancelled: false,
    };
    connection.scan = scan;
    return scan;
  }

  /** The connection whose current scan has this id. */
  scanOwner(scanId: string): SimConnection | null {
    for (const c of this.connections.values()) if (c.scan?.id === scanId) return c;
    return null;
  }

  /** Pages scanned so far; in busy mode every page is scanned but the scanner never reports done. */
  scannedPages(scan: SimScan): number {
    if (this.control.mode === 'busy') return scan.pages;
    return Math.min(scan.pages, Math.floor((this.now() - scan.startedAt) / PAGE_MS));
  }

  /** Whether the scanner reports the scan done (status 0). */
  done(scan: SimScan): boolean {
    return (
      this.control.mode !== 'busy' && (scan.cancelled || this.scannedPages(scan) >= scan.pages)
    );
  }
}
