import type { IncomingMessage, ServerResponse } from 'node:http';
import { NON_PAGE_CSP } from '../http/headers.ts';
import { sendFailure } from '../http/respond.ts';

// The answer of a byte link (download, preview, thumbnail) that no longer works (security K33):
// a short page for a browser that navigated to it, the usual JSON failure for anything else.

/** Why a link ended, with its result code and the sentence shown. */
export interface LinkEnd {
  readonly resultCode: string;
  readonly message: string;
}

/** The link's session ended (sign-out, expiry, password change). */
export const LINK_SIGNED_OUT: LinkEnd = {
  resultCode: 'link_signed_out',
  message: 'This link ended when you signed out. Sign in again and open the file from Cloudbox.',
};

/** The file is gone, trashed, or no longer yours to open; or the link is unknown or used. */
export const LINK_GONE: LinkEnd = {
  resultCode: 'not_found',
  message: 'File not found. It may have been moved to the trash, or the link has expired.',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Answers a dead link: an HTML page for navigations, JSON otherwise; never cached. */
export function sendLinkEnded(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  end: LinkEnd,
): void {
  const navigates =
    req.headers['sec-fetch-mode'] === 'navigate' ||
    (req.headers.accept ?? '').includes('text/html');
  if (!navigates) {
    sendFailure(res, status, end.resultCode, end.message);
    return;
  }
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Link ended · Cloudbox</title><main><h1>This link no longer works</h1><p>${escape(end.message)}</p><p><a href="/login">Sign in</a></p></main></html>`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  res.setHeader('Content-Length', Buffer.byteLength(page));
  res.writeHead(status).end(req.method === 'HEAD' ? undefined : page);
}
