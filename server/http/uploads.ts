// Multipart uploads on @fastify/multipart (busboy): every file part streams to a temporary file
// on disk and reaches the handler as a File backed by that file (never read into memory). The
// route commits it with its row (a rename into storage); whatever is left when the answer ends
// is deleted, and a sweep removes what a crash left behind (security K41).
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, openAsBlob, readdirSync, rmSync, statSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { BodyResult } from './forms.ts';

/** What one upload request may carry. */
export interface UploadLimits {
  /** Bytes per file; a larger part is cut at one byte more, so its File tells it was too large. */
  readonly fileBytes: number;
  /** Bytes per request, checked on the declared Content-Length before any byte is read. */
  readonly requestBytes: number;
  /** Uploads in progress at once per signed-in user. */
  readonly perUser: number;
  /** Uploads in progress at once per client address (IPv6 per /64). */
  readonly perAddress: number;
}

/** The temporary file behind each uploaded File, for the route that commits it. */
const temporary = new WeakMap<File, string>();

/** The temporary file an uploaded File is backed by (to be renamed into storage), or null. */
export function uploadedPath(file: File): string | null {
  return temporary.get(file) ?? null;
}

/** Reads a multipart body, streaming its files to `dir`; the files are deleted when `res` closes. */
export async function readUploads(
  request: FastifyRequest,
  res: ServerResponse,
  dir: string,
  limits: UploadLimits,
): Promise<BodyResult> {
  if (!request.isMultipart()) {
    return { ok: false, status: 415, message: 'Send the body as multipart/form-data.' };
  }
  const written: string[] = [];
  // The answer's end, not the request's: a request "closes" as soon as its body is read.
  res.once('close', () => {
    for (const file of written) unlink(file).catch(() => undefined);
  });
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes + 1,
        files: 100,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 120,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      const file = path.join(dir, `${randomUUID()}.part`);
      written.push(file);
      await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
      const blob = await openAsBlob(file);
      const uploaded = new File([blob], fileNameOf(part.filename), { type: part.mimetype });
      temporary.set(uploaded, file);
      const existing = fields[part.fieldname];
      if (existing instanceof File) fields[part.fieldname] = [existing, uploaded];
      else if (Array.isArray(existing)) existing.push(uploaded);
      else fields[part.fieldname] = uploaded;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return { ok: false, status: 413, message: 'The upload has too many parts.' };
    if (request.raw.destroyed) throw error;
    return { ok: false, status: 400, message: 'The multipart body is malformed.' };
  }
  return { ok: true, fields };
}

/**
 * A part's file name as the browser gave it: browsers send `"`, CR and LF in a file name as
 * %22, %0D and %0A (the HTML form encoding), which busboy leaves encoded; they are decoded so
 * that the name rule sees (and refuses) what the user's file is really called.
 */
export function fileNameOf(raw: string): string {
  return raw.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

/** Counts uploads in progress per key (user, address) and refuses past a limit. */
export function createUploadSlots() {
  const open = new Map<string, number>();
  return {
    /** Takes a slot under every key, or none when one is full; returns its release. */
    acquire(keys: readonly { key: string; limit: number }[]): (() => void) | null {
      if (keys.some(({ key, limit }) => (open.get(key) ?? 0) >= limit)) return null;
      for (const { key } of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const n = (open.get(key) ?? 1) - 1;
          if (n <= 0) open.delete(key);
          else open.set(key, n);
        }
      };
    },
    /** Uploads in progress (tests). */
    size: (): number => open.size,
  };
}

/** The key of an address for upload slots: IPv4 as is, IPv6 by its /64. */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1] ?? ip;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Creates the temporary folder and deletes what is in it older than `maxAgeMs` (at start, 0:
 * no upload can be in progress, so everything left is an orphan of a crash).
 */
export function sweepTemporary(dir: string, maxAgeMs: number, now = Date.now()): number {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs >= maxAgeMs) {
        rmSync(file, { force: true, recursive: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}
