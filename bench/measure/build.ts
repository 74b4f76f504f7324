// The build: rebuild dist/ when it is missing or stale, and time one whole build of the site.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_INPUTS, isStale, newestMtime } from '../lib/stale.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ASTRO = join(ROOT, 'node_modules', '.bin', 'astro');

/** Runs `astro build` (into `outDir` when given); resolves with the wall time in ms. */
export function astroBuild(outDir?: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const args = ['build', ...(outDir === undefined ? [] : ['--outDir', outDir])];
    const child = spawn(ASTRO, args, {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`astro build failed (${code ?? 'signal'}):\n${errors.slice(-2000)}`));
    });
  });
}

/** Whether dist/ needs a build before it can be measured. */
export function distIsStale(): boolean {
  const source = Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(ROOT, p))));
  const built = newestMtime(join(ROOT, 'dist'), (f) => f.endsWith('.html'));
  return isStale(source, built);
}

/**
 * Makes dist/ current and returns the wall time of one whole build: the rebuild of dist/ when it
 * was stale, else a build into a throwaway folder (so dist/ is not rewritten under the bench).
 * With `skip`, builds nothing and only says whether dist/ is stale.
 */
export async function prepareBuild(
  skip: boolean,
): Promise<{ ms: number | null; rebuilt: boolean; stale: boolean }> {
  const stale = distIsStale();
  if (skip) return { ms: null, rebuilt: false, stale };
  if (stale) return { ms: await astroBuild(), rebuilt: true, stale: false };
  const out = mkdtempSync(join(tmpdir(), 'cloudbox-bench-build-'));
  try {
    return { ms: await astroBuild(out), rebuilt: false, stale: false };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
