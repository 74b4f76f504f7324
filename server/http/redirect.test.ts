import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDIRECT_ATTACKS } from '../../src/lib/nav/redirect-attacks.ts';
import { safeRedirect } from './redirect.ts';

const ORIGIN = 'https://app.example.com';

// The attack list of security K1, as raw query text (decoded once, as URLSearchParams would).
const ATTACKS = REDIRECT_ATTACKS.map(
  (raw) => new URLSearchParams(`r=${encodeURIComponent(raw).replace(/%25/g, '%')}`).get('r') ?? raw,
);

describe('safeRedirect', () => {
  it.each(ATTACKS)('refuses %j or keeps it on the same origin', (attack) => {
    const result = safeRedirect(attack, ORIGIN);
    if (result !== null) {
      expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      expect(result.startsWith('//')).toBe(false);
    }
  });

  it.each([
    ['/files', '/files'],
    ['/ja/login?x=1#top', '/ja/login?x=1#top'],
    ['/folder/1%7B2?preview=42', '/folder/1%7B2?preview=42'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each([['//evil.com'], ['/..//evil.com'], ['/\tx'], ['https://app.example.com/files']])(
    'refuses %j outright',
    (value) => {
      expect(safeRedirect(value, ORIGIN)).toBeNull();
    },
  );

  it('never yields an off-origin or protocol-relative target for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        const result = safeRedirect(value, ORIGIN);
        return (
          result === null || (new URL(result, ORIGIN).origin === ORIGIN && !result.startsWith('//'))
        );
      }),
      { numRuns: 10_000 },
    );
  });
});
