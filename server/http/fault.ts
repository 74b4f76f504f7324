import type { ServerResponse } from 'node:http';
import { sendFailure } from './respond.ts';

// Test-mode fault injection (security K27): `X-Fault: delay=2000,status=503`. A faulted request
// never reaches its handler, except for a plain delay, so a fault has no side effects.

/** A parsed X-Fault header. */
export interface Fault {
  readonly delayMs: number;
  readonly status: number | null;
  readonly garbage: boolean;
  readonly reset: boolean;
  readonly truncate: boolean;
}

/** The longest injectable delay. */
export const MAX_DELAY = 120_000;

/** Parses the header; unknown parts are ignored, an empty result is null. */
export function parseFault(header: string | string[] | undefined): Fault | null {
  if (typeof header !== 'string') return null;
  let delayMs = 0;
  let status: number | null = null;
  const flags = new Set<string>();
  for (const part of header.split(',')) {
    const [key = '', value = ''] = part.trim().toLowerCase().split('=');
    const n = Number(value);
    if (key === 'delay' && Number.isInteger(n) && n >= 0) delayMs = Math.min(n, MAX_DELAY);
    else if (key === 'status' && Number.isInteger(n) && n >= 200 && n <= 599) status = n;
    else if (['garbage', 'reset', 'truncate'].includes(key)) flags.add(key);
  }
  const fault = {
    delayMs,
    status,
    garbage: flags.has('garbage'),
    reset: flags.has('reset'),
    truncate: flags.has('truncate'),
  };
  const empty = delayMs === 0 && status === null && flags.size === 0;
  return empty ? null : fault;
}

/** Waits, then answers the fault; returns false when only a delay was asked (handle normally). */
export async function applyFault(fault: Fault, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (res.destroyed) return true;
  if (fault.reset) {
    res.socket?.destroy();
    return true;
  }
  if (fault.garbage) {
    const html =
      '<!doctype html><html><body><h1>502 Bad Gateway</h1>\u0000\u00ff garbage</body></html>';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.writeHead(fault.status ?? 200).end(html);
    return true;
  }
  if (fault.truncate) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.writeHead(fault.status ?? 200).end('{"success":true,"result_code":"00","al');
    return true;
  }
  if (fault.status !== null) {
    const headers: Record<string, string> =
      fault.status === 429 || fault.status === 503 ? { 'Retry-After': '1' } : {};
    sendFailure(res, fault.status, 'fault', `Injected fault: HTTP ${fault.status}.`, headers);
    return true;
  }
  return false;
}
