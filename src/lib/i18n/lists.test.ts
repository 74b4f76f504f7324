import { describe, expect, it } from 'vitest';
import { joinList } from './lists.ts';

describe('joinList', () => {
  it.each([
    ['en', ['a', 'b', 'c'], 'a, b, c'],
    ['ja', ['8文字以上', '必要な文字種'], '8文字以上、必要な文字種'],
    ['ko', ['8자 이상', '필요한 문자 종류'], '8자 이상, 필요한 문자 종류'],
    ['ja', ['x'], 'x'],
    ['ko', [], ''],
  ] as const)('%s %j → %s', (locale, items, joined) => {
    expect(joinList(locale, items)).toBe(joined);
  });

  it.each([
    ['en', ['letters, digits', 'no repeats'], 'letters, digits; no repeats'],
    ['ja', ['英字・数字', '連続なし'], '英字・数字、連続なし'],
    ['ko', ['영문자·숫자', '반복 없음'], '영문자·숫자, 반복 없음'],
  ] as const)('clauses in %s %j → %s', (locale, items, joined) => {
    expect(joinList(locale, items, 'clauses')).toBe(joined);
  });
});
