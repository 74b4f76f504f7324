import { describe, expect, it } from 'vitest';
import { carryFragment } from './carry-fragment.ts';
import { carriedIds } from './carry.ts';

describe('carryFragment', () => {
  it.each([
    [{ company: 'ACME', userId: 'alice' }, '#company_code=ACME&id=alice'],
    [{ company: 'ACME', userId: '' }, '#company_code=ACME'],
    [{ company: '', userId: 'bob' }, '#id=bob'],
    [{ company: '', userId: '' }, ''],
    [{ company: 'A&B', userId: 'a b#c' }, '#company_code=A%26B&id=a+b%23c'],
    [
      { company: '株式会社', userId: 'x' },
      '#company_code=%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE&id=x',
    ],
  ])('%o → %s', (ids, fragment) => {
    expect(carryFragment(ids)).toBe(fragment);
  });

  it('round-trips through carriedIds', () => {
    const ids = { company: 'A&B=C', userId: 'ユーザー #1' };
    expect(carriedIds(carryFragment(ids))).toEqual(ids);
  });

  it('cuts very long values', () => {
    expect(
      carriedIds(carryFragment({ company: 'x'.repeat(999), userId: '' }))?.company,
    ).toHaveLength(256);
  });
});

describe('carriedIds', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#company_code=', { company: '', userId: '' }],
    ['#company_code=ACME&id=alice', { company: 'ACME', userId: 'alice' }],
    ['#id=alice', { company: '', userId: 'alice' }],
    // Any other fragment is not ours: left alone, nothing taken from it.
    ['#main', null],
    ['#company_code=ACME&password=secret', null],
    ['#token=abc', null],
  ])('%s → %o', (hash, ids) => {
    expect(carriedIds(hash)).toEqual(ids);
  });

  it('never carries a password, whatever is passed', () => {
    const fragment = carryFragment({ company: 'A', userId: 'b', password: 'pw' } as never);
    expect(fragment).not.toContain('pw');
  });
});
