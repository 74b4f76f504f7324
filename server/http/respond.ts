import type { ServerResponse } from 'node:http';
import { NON_PAGE_CSP } from './headers.ts';

/** The failure body shared by transport-level errors (see contract/common.ts `apiFailure`). */
export interface FailureBody {
  success: false;
  result_code: string;
  all: string;
}

/** Sends a JSON API response: never cached, never framed, never sniffed. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string | readonly string[]>> = {},
): void {
  const payload = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.writeHead(status).end(payload);
}

/** Sends `{ success: false, result_code, all }` with an HTTP status. */
export function sendFailure(
  res: ServerResponse,
  status: number,
  resultCode: string,
  message: string,
  headers: Readonly<Record<string, string | readonly string[]>> = {},
): void {
  const body: FailureBody = { success: false, result_code: resultCode, all: message };
  sendJson(res, status, body, headers);
}

/** Sends a short plain-text response (static-file errors). */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.writeHead(status).end(text);
}
