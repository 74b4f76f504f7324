import type { IncomingMessage } from 'node:http';

/** The largest body accepted by non-upload routes. */
export const MAX_BODY = 1024 * 1024;
// Past this, the rest of an oversized body is not even drained: the connection is dropped.
const MAX_DRAIN = 16 * MAX_BODY;

/** A parsed request body, or why it was refused. */
export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string; close?: boolean };

/** Reads at most `limit` bytes; an oversized body is drained (or the connection dropped). */
export function readBody(
  req: IncomingMessage,
  limit = MAX_BODY,
): Promise<Buffer | 'too large' | 'too large, close'> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > MAX_DRAIN) return Promise.resolve('too large, close');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > MAX_DRAIN) resolve('too large, close');
    });
    req.on('end', () => {
      resolve(size > limit ? 'too large' : Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/** Form fields as an object; a repeated name keeps its first value (as redirect_url rules require). */
export function formFields(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) if (!(key in fields)) fields[key] = value;
  return fields;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses a form-encoded or JSON body by its Content-Type; anything else is refused. */
export function parseBody(contentType: string | undefined, raw: Buffer): BodyResult {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length === 0 && type === '') return { ok: true, fields: {} };
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, fields: formFields(new URLSearchParams(text)) };
  if (type === 'application/json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
    }
    return { ok: true, fields: value as Record<string, unknown> };
  }
  return {
    ok: false,
    status: 415,
    message: 'Send the body as application/x-www-form-urlencoded or application/json.',
  };
}

/** Reads and parses a body with the size limit applied. */
export async function readFields(req: IncomingMessage): Promise<BodyResult> {
  const raw = await readBody(req);
  if (raw === 'too large')
    return { ok: false, status: 413, message: 'The request body is larger than 1 MB.' };
  if (raw === 'too large, close') {
    return {
      ok: false,
      status: 413,
      message: 'The request body is larger than 1 MB.',
      close: true,
    };
  }
  return parseBody(req.headers['content-type'], raw);
}
