// Sends file bytes: inline (preview, thumbnails) or as an attachment with a UTF-8 filename*,
// with byte ranges (media seeking, resumed downloads; security K43). Inline answers may be framed by the app itself and nothing else.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.ts';
import { sendFailure } from '../http/respond.ts';
import { filesOf } from './context.ts';
import { liveSessionUser } from '../auth/sessions.ts';
import { decisionIn } from './access.ts';
import { reachFile } from './items.ts';
import { LINK_GONE, LINK_SIGNED_OUT, type LinkEnd } from './link-ended.ts';
import { Refusal } from './results.ts';
import { verifyViewToken, type ViewClaim } from './links.ts';
import type { FileRow } from './rows.ts';
import { inlineSafe } from './types.ts';
import { BAD_REQUEST } from '../../src/lib/api/contract/results.ts';

/** What to send. */
export interface Blob {
  readonly bytes: Buffer | { readonly path: string; readonly size: number };
  readonly contentType: string;
  readonly fileName: string;
  readonly disposition: 'inline' | 'attachment';
}

/** A Content-Disposition header with an ASCII fallback and the RFC 6266 / 5987 UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Validators of stored bytes: an ETag from size and modification time, and that time. */
function validatorsOf(
  bytes: Blob['bytes'],
): { readonly etag: string; readonly lastModified: string } | null {
  if (Buffer.isBuffer(bytes)) return null;
  let mtime: Date;
  try {
    mtime = statSync(bytes.path).mtime;
  } catch {
    return null;
  }
  return {
    etag: `"${bytes.size.toString(36)}-${Math.floor(mtime.getTime()).toString(36)}"`,
    lastModified: mtime.toUTCString(),
  };
}

const firstOf = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Whether a Range header applies: no If-Range, or one naming the current ETag or date. */
export function rangeApplies(
  ifRange: string | undefined,
  validators: { readonly etag: string; readonly lastModified: string } | null,
): boolean {
  if (ifRange === undefined) return true;
  if (validators === null) return false;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === validators.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(validators.lastModified);
}

/** Sends a blob; an unsafe type is always an attachment. */
export function sendBlob(req: IncomingMessage, res: ServerResponse, blob: Blob): void {
  const inline = blob.disposition === 'inline' && inlineSafe(blob.contentType);
  const size = Buffer.isBuffer(blob.bytes) ? blob.bytes.length : blob.bytes.size;
  res.setHeader(
    'Content-Type',
    inline
      ? blob.contentType
      : blob.contentType.startsWith('text/')
        ? 'text/plain; charset=utf-8'
        : blob.contentType,
  );
  res.setHeader(
    'Content-Disposition',
    contentDisposition(inline ? 'inline' : 'attachment', blob.fileName),
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Accept-Ranges', 'bytes');
  if (inline) {
    // The app shows PDFs and text in a frame of its own origin; nothing else may frame them.
    // Chrome's PDF viewer needs the PDF answer free of other directives.
    res.setHeader(
      'Content-Security-Policy',
      blob.contentType === 'application/pdf'
        ? "frame-ancestors 'self'"
        : "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'; frame-ancestors 'self'",
    );
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  } else {
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
  }
  const validators = validatorsOf(blob.bytes);
  if (validators) {
    res.setHeader('ETag', validators.etag);
    res.setHeader('Last-Modified', validators.lastModified);
  }
  // Ranges for media seeking and resumed downloads; If-Range falls back to the whole answer
  // when the bytes changed since the client's first part (RFC 9110 §13.1.5).
  const range = rangeApplies(firstOf(req.headers['if-range']), validators)
    ? parseRange(req.headers.range, size)
    : null;
  if (range === 'invalid') {
    res.setHeader('Content-Range', `bytes */${size}`);
    sendFailure(res, 416, BAD_REQUEST, 'Range not satisfiable.');
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  res.setHeader('Content-Length', length);
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.writeHead(range ? 206 : 200);
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  if (Buffer.isBuffer(blob.bytes)) {
    res.end(blob.bytes.subarray(start, end + 1));
    return;
  }
  const stream = createReadStream(blob.bytes.path, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** What a view link (`?t=`) names: its claim, the file, and where its bytes are on disk. */
export interface ViewedFile {
  readonly claim: ViewClaim;
  readonly file: FileRow;
  readonly path: string | null;
}

/**
 * The file of a signed view link, or why it ended: a bad or expired link or a file gone (404),
 * the session that made it ended (403), or the user no longer reaches or may preview the file
 * (security K33: checked again on every fetch, not only when the link was made).
 */
export function viewedFile(
  app: AppContext,
  url: URL,
  purpose: ViewClaim['purpose'],
): ViewedFile | { readonly status: 403 | 404; readonly end: LinkEnd } {
  const { linkKey, storage } = filesOf(app);
  const now = app.clock.now();
  const claim = verifyViewToken(linkKey, url.searchParams.get('t') ?? '', purpose, now);
  if (claim === null) return { status: 404, end: LINK_GONE };
  const user = liveSessionUser(app.db, claim.sessionId, now);
  if (user === null || user.id !== claim.userId) return { status: 403, end: LINK_SIGNED_OUT };
  try {
    const { file, access } = reachFile(app.db, user, claim.fileSeq);
    if (decisionIn(access, 'preview') !== 'allowed') return { status: 403, end: LINK_GONE };
    return { claim, file, path: file.storage ? storage.pathOf(file.storage) : null };
  } catch (error) {
    if (error instanceof Refusal) return { status: 404, end: LINK_GONE };
    throw error;
  }
}
