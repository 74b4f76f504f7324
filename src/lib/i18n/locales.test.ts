import { describe, expect, it } from 'vitest';
import { langcodeOf, localeOfLangcode, localeOfPath, localePath, stripLocale } from './locales.ts';

describe('locale ↔ langcode', () => {
  it.each([
    ['en', 'eng'],
    ['ja', 'jpn'],
    ['ko', 'kor'],
  ] as const)('maps %s to %s and back', (locale, langcode) => {
    expect(langcodeOf(locale)).toBe(langcode);
    expect(localeOfLangcode(langcode)).toBe(locale);
  });

  it.each([['fra'], [''], [null], [undefined], ['JPN']])('knows no locale for %j', (code) => {
    expect(localeOfLangcode(code)).toBeNull();
  });
});

describe('locale paths', () => {
  it.each([
    ['/login', 'en', '/login', '/login'],
    ['/ja/login', 'ja', '/login', '/ja/login'],
    ['/ko/', 'ko', '/', '/ko/'],
    ['/ko', 'ko', '/', '/ko/'],
    ['/', 'en', '/', '/'],
    ['/en/login', 'en', '/en/login', '/en/login'],
    ['/japan/login', 'en', '/japan/login', '/japan/login'],
    ['/ja/login/gdpr', 'ja', '/login/gdpr', '/ja/login/gdpr'],
  ] as const)('reads %s as %s %s and rebuilds it', (path, locale, route, rebuilt) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(route);
    expect(localePath(route, locale)).toBe(rebuilt);
  });
});
