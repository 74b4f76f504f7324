// public/legacy-check.js runs only in browsers without ES modules: it must parse as ES5 and send
// every page but /restricted to /restricted in the same language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn'; // ESLint's own parser dependency: parses as a real ES5 engine would
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../../public/legacy-check.js'), 'utf8');

function visit(pathname: string): string[] {
  const replaced: string[] = [];
  const location = {
    pathname,
    replace: (url: string) => {
      replaced.push(url);
    },
  };
  runInNewContext(source, { window: { location } });
  return replaced;
}

describe('legacy-check.js', () => {
  it('is plain ES5', () => {
    expect(() => parse(source, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });

  it.each([
    ['/login', ['/restricted']],
    ['/', ['/restricted']],
    ['/ja/login', ['/ja/restricted']],
    ['/ko', ['/ko/restricted']],
    ['/ko/', ['/ko/restricted']],
    ['/japan/login', ['/restricted']],
    ['/restricted', []],
    ['/restricted/', []],
    ['/ja/restricted', []],
    ['/ko/restricted/', []],
  ])('sends %s to %j', (pathname, expected) => {
    expect(visit(pathname)).toEqual(expected);
  });
});
