import { describe, expect, it } from 'vitest';
import { breaksPolicy, checkEntries } from './reset-entries.ts';

const policy = { password_min_length: 10, password_string_type: 4, password_continuation_limit: 3 };

describe('checkEntries', () => {
  it.each([
    ['a good pair', 'Fresh-start-2026?', 'Fresh-start-2026?', null],
    ['a pair that differs', 'Fresh-start-2026?', 'Fresh-start-2026!', 'mismatch'],
    ['a short password', 'Sh0rt!', 'Sh0rt!', 'policy'],
    ['four repeats', 'Aaaa-bbbb-1234', 'Aaaa-bbbb-1234', 'policy'],
  ])('finds %s', (_, password, confirm, expected) => {
    expect(checkEntries(policy, password, confirm)).toBe(expected);
  });
});

describe('breaksPolicy (the first-password form, requirements E11)', () => {
  it.each([
    ['Fresh-start-2026?', false],
    ['Sh0rt!', true],
    ['Aaaa-bbbb-1234', true],
  ])('%s breaks the policy: %s', (password, expected) => {
    expect(breaksPolicy(policy, password)).toBe(expected);
  });
});
