import { describe, expect, it } from 'vitest';
import {
  acceptedTags,
  localeChoiceCookie,
  localeOfTags,
  preferredLocale,
  switchedLocale,
  type LocaleFacts,
} from './preference.ts';

const facts = (overrides: Partial<LocaleFacts> = {}): LocaleFacts => ({
  choice: null,
  profile: null,
  browser: [],
  ...overrides,
});

describe('the Accept-Language header', () => {
  it.each([
    ['ja-JP,ja;q=0.9,en;q=0.8', ['ja-JP', 'ja', 'en']],
    ['en;q=0.5, ko;q=0.9', ['ko', 'en']],
    ['fr, ja;q=0', ['fr']],
    ['', []],
    [undefined, []],
    ['*', ['*']],
  ])('reads %j as %j', (header, expected) => {
    expect(acceptedTags(header)).toEqual(expected);
  });

  it.each([
    [['ja-JP', 'en'], 'ja'],
    [['ko_KR'], 'ko'],
    [['fr', 'de', 'en-GB'], 'en'],
    [['fr'], null],
  ])('finds our locale in %j: %s', (tags, expected) => {
    expect(localeOfTags(tags)).toBe(expected);
  });
});

describe('the language to show', () => {
  it.each([
    ['a first visit from a Japanese browser', 'en', facts({ browser: ['ja-JP', 'en'] }), 'ja'],
    ['a first visit from an English browser', 'en', facts({ browser: ['en-US'] }), null],
    ['a browser language we do not have', 'en', facts({ browser: ['fr-FR'] }), null],
    ['an explicit choice beats the browser', 'en', facts({ choice: 'en', browser: ['ko'] }), null],
    ['an explicit choice of Korean', 'en', facts({ choice: 'ko' }), 'ko'],
    ['the profile beats the browser', 'en', facts({ profile: 'ja', browser: ['ko'] }), 'ja'],
    ['an explicit choice beats the profile', 'ja', facts({ choice: 'ja', profile: 'ko' }), null],
    ['a broken cookie is ignored', 'en', facts({ choice: 'xx', browser: ['ko'] }), 'ko'],
  ] as const)('%s', (_, page, given, expected) => {
    expect(preferredLocale(page, given)).toBe(expected);
  });
});

describe('the choice cookie', () => {
  it('lives a year on the whole site', () => {
    expect(localeChoiceCookie('ja')).toBe('locale=ja; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('a switch made with the language switcher', () => {
  const origin = 'https://app.example.com';
  it.each([
    ['English to Japanese', '/ja/login', `${origin}/login`, 'same-origin', 'ja'],
    ['Japanese to English', '/login', `${origin}/ja/login?x=1`, 'same-origin', 'en'],
    ['within one language', '/ja/', `${origin}/ja/login`, 'same-origin', null],
    ['from another site', '/ja/login', 'https://evil.example/login', 'cross-site', null],
    ['a typed address (no referrer)', '/ja/login', undefined, 'none', null],
    ['a broken referrer', '/ja/login', 'not a url', 'same-origin', null],
    // A page's own scripts and images are not a switch to English (requirements L27).
    [
      'a script of a Japanese page',
      '/_astro/LoginPage.x.js',
      `${origin}/ja/login`,
      'same-origin',
      null,
    ],
    [
      'an image of a Japanese page',
      '/brand/cloudbox.svg',
      `${origin}/ja/login`,
      'same-origin',
      null,
    ],
    ['the favicon', '/favicon.svg', `${origin}/ko/`, 'same-origin', null],
    ['the page fetched mid sign-in', '/ja/login/', `${origin}/login/`, 'same-origin', 'ja'],
  ] as const)('%s → %s', (_, path, referer, site, expected) => {
    expect(switchedLocale(path, referer, origin, site)).toBe(expected);
  });
});
