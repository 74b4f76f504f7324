import { describe, expect, it } from 'vitest';
import type { Langcode } from '../i18n/locales.ts';
import { blockedPath } from './blocked.ts';
import { localeOrDefault, loginUrl, logoutUrl } from './routes.ts';

const ORIGIN = 'https://app.example.com';

describe('logoutUrl', () => {
  it.each([
    ['/', '/logout?redirect_url=%2F'],
    ['/files?a=1&b=2', '/logout?redirect_url=%2Ffiles%3Fa%3D1%26b%3D2'],
    ['/ja/?preview=12', '/logout?redirect_url=%2Fja%2F%3Fpreview%3D12'],
    ['//evil.com', '/logout?redirect_url=%2F'],
    ['javascript:alert(1)', '/logout?redirect_url=%2F'],
  ])('carries the current path %j as %j', (path, expected) => {
    expect(logoutUrl(path, ORIGIN)).toBe(expected);
  });
});

describe('localised targets', () => {
  it.each<[Langcode, string, string]>([
    ['eng', '/login', '/blocked'],
    ['jpn', '/ja/login', '/ja/blocked'],
    ['kor', '/ko/login', '/ko/blocked'],
  ])('sends %j users to %j and %j', (langcode, login, blocked) => {
    expect(loginUrl(langcode)).toBe(login);
    expect(blockedPath(localeOrDefault(langcode))).toBe(blocked);
  });
});
