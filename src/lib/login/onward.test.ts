import { describe, expect, it } from 'vitest';
import { onwardTarget } from './target.ts';

const origin = 'https://app.example.com';

describe('where a signed-in browser goes from the login page', () => {
  it.each([
    ['the app in the page language', '', 'ja', '/ja/'],
    ['the redirect it was sent with', '?redirect_url=%2F%3Fnode%3D1', 'en', '/?node=1'],
    ['never off the site', '?redirect_url=https%3A%2F%2Fevil.example', 'en', '/'],
    [
      'nowhere from the app-start page (it opens the mobile app)',
      '?type=sso&app=drive',
      'en',
      null,
    ],
  ] as const)('%s', (_, search, locale, expected) => {
    expect(onwardTarget({ search, origin, locale })).toBe(expected);
  });
});
