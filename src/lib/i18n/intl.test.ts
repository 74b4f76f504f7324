import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the Intl formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes each formatter once per language and options', async () => {
    vi.resetModules();
    const { numberFormat, pluralRules } = await import('./intl.ts');
    const { dateTimeFormat } = await import('./dates.ts');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const plurals = vi.spyOn(Intl, 'PluralRules');
    const a = dateTimeFormat('ja', { dateStyle: 'medium', timeStyle: 'short' });
    expect(dateTimeFormat('ja', { dateStyle: 'medium', timeStyle: 'short' })).toBe(a);
    expect(dateTimeFormat('ja', { timeStyle: 'short' })).not.toBe(a);
    expect(dateTimeFormat('ko', { dateStyle: 'medium', timeStyle: 'short' })).not.toBe(a);
    expect(dates).toHaveBeenCalledTimes(3);
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(pluralRules('en')).toBe(pluralRules('en'));
    expect(pluralRules('ko')).not.toBe(pluralRules('en'));
    expect(plurals).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['en', { dateStyle: 'medium', timeStyle: 'short' } as const, 'Nov 26, 2026'],
    ['ja', { dateStyle: 'medium' } as const, '2026/11/26'],
    ['ko', { dateStyle: 'medium' } as const, '2026. 11. 26.'],
  ])('writes a date as %s does', async (locale, styles, expected) => {
    const { dateTimeFormat } = await import('./dates.ts');
    // Noon UTC: the 26th in every time zone from UTC-11 to UTC+11.
    const at = Date.UTC(2026, 10, 26, 12, 0);
    expect(dateTimeFormat(locale, styles).format(at)).toContain(expected);
  });

  it.each([
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['ja', 1, 'other'],
    ['ko', 1, 'other'],
  ])('picks the %s plural form of %i', async (locale, n, form) => {
    const { pluralRules } = await import('./intl.ts');
    expect(pluralRules(locale).select(n)).toBe(form);
  });
});

describe('formatNumber', () => {
  it.each(['en', 'ja', 'ko'])('writes numbers in %s as Intl.NumberFormat does', async (locale) => {
    const { formatNumber } = await import('./intl.ts');
    for (const n of [0, 1, 10, 64, 999, -5, -999, 1000, 12345, 1.5, 0.25, -1000]) {
      expect(formatNumber(locale, n)).toBe(new Intl.NumberFormat(locale).format(n));
    }
  });

  it('makes no NumberFormat for an integer under 1,000', async () => {
    vi.resetModules();
    const { formatNumber } = await import('./intl.ts');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(formatNumber('ja', 12)).toBe('12');
    expect(numbers).not.toHaveBeenCalled();
    expect(formatNumber('ja', 1200)).toBe('1,200');
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});
