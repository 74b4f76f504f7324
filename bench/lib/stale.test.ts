import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isStale, newestMtime } from './stale.ts';

describe('isStale', () => {
  it.each([
    ['a missing build is stale', 100, 0, true],
    ['a build older than a source is stale', 200, 100, true],
    ['a build newer than every source is fresh', 100, 200, false],
  ])('%s', (_, source, built, expected) => {
    expect(isStale(source, built)).toBe(expected);
  });
});

describe('newestMtime', () => {
  it('finds the newest matching file in a tree, and 0 for a missing path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-stale-'));
    onTestFinished(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'x.html'), '');
    writeFileSync(join(dir, 'y.js'), '');
    utimesSync(join(dir, 'a', 'x.html'), 1000, 1000);
    utimesSync(join(dir, 'y.js'), 2000, 2000);
    expect(newestMtime(dir)).toBe(2_000_000);
    expect(newestMtime(dir, (f) => f.endsWith('.html'))).toBe(1_000_000);
    expect(newestMtime(join(dir, 'missing'))).toBe(0);
  });
});
