// Whether dist/ is older than the sources it is built from.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a build reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'locales', 'public', 'astro.config.mjs', 'package.json'];

/** The newest modification time under a path (0 when it does not exist). */
export function newestMtime(path: string, filter: (name: string) => boolean = () => true): number {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return filter(path) ? info.mtimeMs : 0;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name), filter)),
    0,
  );
}

/** Stale when there is no built page, or a source changed after the newest built page. */
export function isStale(newestSource: number, newestBuiltPage: number): boolean {
  return newestBuiltPage === 0 || newestSource > newestBuiltPage;
}
