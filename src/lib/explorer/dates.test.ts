import { describe, expect, it } from 'vitest';
import { dateFormatter, formatUpdated, prepareDateFormat } from './dates.ts';

const JAN_5_2026 = Date.UTC(2026, 0, 5, 12, 0);

describe('the updated date', () => {
  it.each([
    ['English', 'en', /2026/],
    ['Japanese', 'ja', /2026\/01\/05|2026年1月5日/],
    ['Korean', 'ko', /2026\. 1\. 5\./],
  ])('is formatted for %s readers', (_, locale, pattern) => {
    expect(formatUpdated(locale, JAN_5_2026)).toMatch(pattern);
  });

  it('shows a dash when the date is unknown', () => {
    expect(formatUpdated('en', null)).toBe('—');
  });

  it('makes one formatter per language and keeps it', () => {
    prepareDateFormat('ko');
    expect(dateFormatter('ko')).toBe(dateFormatter('ko'));
    expect(dateFormatter('ko')).not.toBe(dateFormatter('en'));
  });
});
