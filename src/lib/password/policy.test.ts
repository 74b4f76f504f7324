import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codePointLength,
  hasRequiredTypes,
  longestRun,
  minLengthOf,
  policyRules,
  policyViolations,
  type PasswordPolicy,
  type PasswordStringType,
} from './policy.ts';

describe('character types', () => {
  it.each<[PasswordStringType, string, boolean]>([
    [0, '', true],
    [0, 'anything', true],
    [1, 'abcdefgh', false],
    [1, 'abcd1234', true],
    [1, 'パスワード1234', true],
    [2, 'abcd1234', false],
    [2, 'abcd1234!', true],
    [2, 'abcd 1234', false],
    [3, 'abcd1234', false],
    [3, 'Abcd1234', true],
    [3, 'ABCD1234', false],
    [4, 'Abcd1234', false],
    [4, 'Abcd1234#', true],
    [4, 'Ábcd1234€', true],
  ])('type %i with %j is %s', (type, password, expected) => {
    expect(hasRequiredTypes(password, type)).toBe(expected);
  });
});

describe('longestRun', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['aab', 2],
    ['abbbba', 4],
    ['ああああ', 4],
    ['😀😀😀x', 3],
  ])('of %j is %i', (password, expected) => {
    expect(longestRun(password)).toBe(expected);
  });
});

describe('the checklist', () => {
  const strict: PasswordPolicy = {
    password_min_length: 10,
    password_string_type: 4,
    password_continuation_limit: 2,
    password_past_use: 'N',
  };

  it('lists every rule of a strict policy in order, with its values', () => {
    const rules = policyRules(strict, 'Abc');
    expect(rules.map((r) => [r.id, r.key, r.vars, r.ok])).toEqual([
      ['minLength', 'password.rule.minLength', { count: 10 }, false],
      ['types', 'password.rule.type4', {}, false],
      ['continuation', 'password.rule.continuation', { count: 2 }, true],
      ['pastUse', 'password.rule.pastUse', {}, null],
    ]);
  });

  it('ticks every rule for a good password', () => {
    expect(policyViolations(strict, 'Abcd1234#xy')).toEqual([]);
  });

  it.each([
    ['too short', 'Ab1#', ['minLength']],
    ['missing a special character', 'Abcd1234xyz', ['types']],
    ['a character repeated three times', 'Abcd1234#xxx', ['continuation']],
    ['far too long', `Ab1#${'xy'.repeat(200)}`, ['maxLength']],
  ])('refuses a password %s', (_, password, expected) => {
    expect(policyViolations(strict, password)).toEqual(expected);
  });

  it('shows only the length rule for an empty policy, and allows past passwords when told', () => {
    const rules = policyRules({ password_past_use: 'Y' }, '');
    expect(rules.map((r) => r.id)).toEqual(['minLength']);
  });

  it.each([
    [undefined, 8],
    [null, 8],
    [4, 8],
    [12, 12],
    [Number.NaN, 8],
  ])('uses %s as a minimum length of %i', (min, expected) => {
    expect(minLengthOf({ password_min_length: min ?? null })).toBe(expected);
  });

  it('accepts long Unicode passphrases untruncated', () => {
    const passphrase = 'とても長い合言葉は安全です-Correct-Horse-Battery-Staple-2026-ぜったい';
    expect(codePointLength(passphrase)).toBeGreaterThan(50);
    expect(policyViolations({ password_string_type: 1 }, passphrase)).toEqual([]);
  });

  it('never throws and is deterministic for any password and policy', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.record({
          password_min_length: fc.option(fc.integer({ min: -5, max: 64 })),
          password_string_type: fc.option(fc.integer({ min: -1, max: 6 })),
          password_continuation_limit: fc.option(fc.integer({ min: -1, max: 6 })),
          password_past_use: fc.option(fc.constantFrom('Y', 'N', '')),
        }),
        (password, policy) => {
          expect(policyViolations(policy, password)).toEqual(policyViolations(policy, password));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
