import { describe, expect, it } from 'vitest';
import { appPages, distFileOf, publicPages } from './pages.ts';

describe('publicPages', () => {
  it('lists every route but the app in every language, with a trailing slash', () => {
    const paths = publicPages().map((p) => p.path);
    expect(paths).toContain('/login/');
    expect(paths).toContain('/ja/login/gdpr/');
    expect(paths).toContain('/ko/blocked/');
    expect(paths).not.toContain('/');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves the app to appPages', () => {
    expect(appPages().map((p) => p.path)).toEqual(['/', '/ja/', '/ko/']);
  });
});

describe('distFileOf', () => {
  it.each([
    ['/login/', '/d/login/index.html'],
    ['/', '/d/index.html'],
    ['/_astro/a.js', '/d/_astro/a.js'],
    ['/_astro/a.js?v=1', '/d/_astro/a.js'],
    ['/../etc/passwd', null],
  ])('maps %s to %s', (path, expected) => {
    expect(distFileOf('/d', path)).toBe(expected);
  });
});
