import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf, isCompressible } from './mime.ts';

// Each static file is read, hashed and compressed (gzip and brotli) once, then served from
// memory; a change of size or mtime on disk (a rebuild) replaces the entry.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a file can be served in. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One file, ready to serve. */
export interface StaticEntry {
  readonly contentType: string;
  readonly compressible: boolean;
  /** Strong validator of the content, without quotes or encoding suffix. */
  readonly hash: string;
  readonly bodies: Readonly<Partial<Record<ContentEncoding, Buffer>>>;
}

/** Files above this size are served from memory uncompressed and not cached. */
const MAX_CACHED = 8 * 1024 * 1024;
const MIN_COMPRESS = 512;

async function load(file: string): Promise<StaticEntry> {
  const identity = await readFile(file);
  const contentType = contentTypeOf(file);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const compressible = isCompressible(contentType);
  const bodies: Partial<Record<ContentEncoding, Buffer>> = { identity };
  if (compressible && identity.length >= MIN_COMPRESS && identity.length <= MAX_CACHED) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    if (br.length < identity.length) bodies.br = br;
    if (gz.length < identity.length) bodies.gzip = gz;
  }
  return { contentType, compressible, hash, bodies };
}

/** A cache of loaded files. */
export function createFileCache() {
  const entries = new Map<string, { stamp: string; entry: Promise<StaticEntry> }>();
  return {
    /** The entry for a regular file, or null when the path is not one. */
    async get(file: string): Promise<StaticEntry | null> {
      let info;
      try {
        info = await stat(file);
      } catch {
        return null;
      }
      if (!info.isFile()) return null;
      const stamp = `${info.size}:${info.mtimeMs}`;
      const cached = entries.get(file);
      if (cached && cached.stamp === stamp) return cached.entry;
      const entry = load(file);
      if (info.size <= MAX_CACHED) entries.set(file, { stamp, entry });
      entry.catch(() => entries.delete(file));
      return entry;
    },
  };
}

/** Picks the best encoding the client accepts among those available (brotli wins ties). */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name !== '') q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = q.get(encoding) ?? wildcard;
    if (available.includes(encoding) && weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
