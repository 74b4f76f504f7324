import { describe, expect, it } from 'vitest';
import { initialsOf, logoWidth } from './logo.ts';

describe('initialsOf', () => {
  it.each([
    ['Demo Company', 'DC'],
    ['acme', 'A'],
    ['株式会社 デモ', '株デ'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('logoWidth', () => {
  it('leaves room for a Latin name in a wide bold font (11 px a character)', () => {
    expect(logoWidth('Demo Company')).toBe(66 + 12 * 11);
  });

  it('counts full-width Japanese and Korean characters wider', () => {
    expect(logoWidth('デモ会社')).toBe(66 + 4 * 16);
    expect(logoWidth('데모 회사')).toBe(66 + 4 * 16 + 11);
  });

  it('stops at 400 px', () => {
    expect(logoWidth('x'.repeat(100))).toBe(400);
  });
});
