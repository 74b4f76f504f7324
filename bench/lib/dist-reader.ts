// Reads built files the way the reference server sends them: the same in-memory compression
// (brotli at the highest quality, gzip 9, identity when smaller) and the same negotiation, for a
// browser that accepts brotli.
import { readFile } from 'node:fs/promises';
import { createFileCache, negotiateEncoding } from '../../server/http/compress.ts';
import type { SiteReader } from './first-load.ts';
import { distFileOf } from './pages.ts';

/** What Chromium sends as Accept-Encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A SiteReader over a dist/ folder, counting the bytes the server would send. */
export function createDistReader(distDir: string): SiteReader {
  const cache = createFileCache();
  return async (path) => {
    const file = distFileOf(distDir, path);
    if (file === null) return null;
    const entry = await cache.get(file);
    if (entry === null) return null;
    const encodings = Object.keys(entry.bodies) as Array<keyof typeof entry.bodies>;
    const body = entry.bodies[negotiateEncoding(BROWSER_ACCEPT_ENCODING, encodings)];
    const bytes = body?.length ?? 0;
    return { text: await readFile(file, 'utf8'), bytes };
  };
}
