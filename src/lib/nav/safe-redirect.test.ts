import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDIRECT_ATTACKS } from './redirect-attacks.ts';
import { redirectFromSearch, safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://app.example.com';

// The attack strings of security K1, as raw query text.
const ATTACKS = [
  ...REDIRECT_ATTACKS,
  // A few more of the same families.
  '/\t/evil.com',
  '/\n/evil.com',
  ' /files',
  '/files\u202e',
  '/\u3000/evil.com',
  '/%2e%2e//evil.com',
  '/./..//evil.com',
  '/%5C%5Cevil.com',
  '/%00',
  '//',
  'https://app.example.com/files',
];

/** Whether a result is `/` or a path that stays on ORIGIN however it is resolved. */
function isSafe(result: string): boolean {
  if (result === '/') return true;
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return false;
  const url = new URL(result, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith('//');
}

describe('safeRedirect', () => {
  it.each(ATTACKS)('sends the attack %j to /', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe('/');
  });

  it.each(ATTACKS)('sends the attack %j to / when it arrives as query text', (raw) => {
    expect(redirectFromSearch(`?redirect_url=${raw}`, ORIGIN)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/files?a=1#x', '/files?a=1#x'],
    ['/ja/login', '/ja/login'],
    ['/ko/', '/ko/'],
    ['/?preview=123&folder=My%20Docs', '/?preview=123&folder=My%20Docs'],
    ['/files/日本語', '/files/日本語'],
    ['/a/../b', '/a/../b'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-origin path %j as %j', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    [['/files', '//evil.com'], '/files'],
    [['//evil.com', '/files'], '/'],
    [[], '/'],
    [null, '/'],
    [undefined, '/'],
    [42, '/'],
    [{ toString: () => '/files' }, '/'],
  ])('uses only the first value of %j', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it('uses only the first of duplicated query parameters', () => {
    expect(redirectFromSearch('?redirect_url=//evil.com&redirect_url=/files', ORIGIN)).toBe('/');
    expect(redirectFromSearch('?redirect_url=/files&redirect_url=//evil.com', ORIGIN)).toBe(
      '/files',
    );
    expect(redirectFromSearch('?redirect_url=%2Fja%2Flogin', ORIGIN)).toBe('/ja/login');
    expect(redirectFromSearch('', ORIGIN)).toBe('/');
  });

  it.each(['', 'null', 'not a url', 'data:text/plain,x'])(
    'refuses to work with the origin %j',
    (o) => {
      expect(safeRedirect('/files', o)).toBe('/');
    },
  );

  it('always gives / or a same-origin path, for any string or mutated attack', () => {
    const mutated = fc
      .tuple(fc.constantFrom(...ATTACKS), fc.string(), fc.nat(), fc.boolean())
      .map(([attack, noise, at, prefix]) => {
        const cut = at % (attack.length + 1);
        const mixed = attack.slice(0, cut) + noise + attack.slice(cut);
        return prefix ? `/${mixed}` : mixed;
      });
    const anyString = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('/', '\\', '.', '%', '2', 'F', '5', 'C', ':', '@', 'a') }),
      mutated,
    );
    fc.assert(
      fc.property(anyString, (raw) => {
        expect(isSafe(safeRedirect(raw, ORIGIN))).toBe(true);
        expect(isSafe(redirectFromSearch(`?redirect_url=${raw}`, ORIGIN))).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
