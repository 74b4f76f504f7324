import type { IncomingMessage } from 'node:http';
import type { BodyResult } from './body.ts';

/** The largest multipart body accepted (uploads); per-file limits are the route's business. */
export const MAX_MULTIPART = 64 * 1024 * 1024;

function readAll(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else resolve(null);
    });
    req.on('end', () => {
      resolve(size > limit ? null : Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * Reads a multipart/form-data body with the platform's parser. Text fields keep their first
 * value (as forms do); file parts become File objects, an array when a name repeats.
 */
export async function readMultipart(
  req: IncomingMessage,
  limit = MAX_MULTIPART,
): Promise<BodyResult> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return { ok: false, status: 415, message: 'Send the body as multipart/form-data.' };
  }
  const raw = await readAll(req, limit);
  if (raw === null) {
    return { ok: false, status: 413, message: 'The upload is larger than 64 MB.', close: true };
  }
  let form: FormData;
  try {
    form = await new Request('http://multipart.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    return { ok: false, status: 400, message: 'The multipart body is malformed.' };
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of form) {
    const existing = fields[key];
    if (typeof value === 'string') {
      if (existing === undefined) fields[key] = value;
    } else if (existing instanceof File) fields[key] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    else fields[key] = value;
  }
  return { ok: true, fields };
}
