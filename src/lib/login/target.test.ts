import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { parseLoginQuery, redirectTarget } from './target.ts';

const origin = 'https://app.example.com';
const at = (search: string, locale: Locale = 'en') => ({ search, origin, locale });

describe('redirectTarget', () => {
  it.each<[string, ReturnType<typeof at>, string, string]>([
    ['no redirect_url: home', at(''), '', '/'],
    ['no redirect_url in Japanese: the Japanese home', at('', 'ja'), '', '/ja/'],
    ['no redirect_url in Korean: the Korean home', at('', 'ko'), '', '/ko/'],
    ['a same-origin path', at('?redirect_url=%2Ffiles%3Ffolder%3D3'), '', '/files?folder=3'],
    ['the first of repeated values', at('?redirect_url=/a&redirect_url=/b'), '', '/a'],
    ['the answer’s redirect_url when the page has none', at(''), '/shared', '/shared'],
    ['the page’s wins over the answer’s', at('?redirect_url=/a'), '/b', '/a'],
    ['a hostile page value falls back to home', at('?redirect_url=//evil.com'), '', '/'],
    ['a hostile answer value falls back to home', at('', 'ko'), 'https://evil.com', '/ko/'],
    ['javascript: is refused', at('?redirect_url=javascript:alert(1)'), '', '/'],
    ['/..//evil.com is refused', at('?redirect_url=/..//evil.com'), '', '/'],
    ['a backslash trick is refused', at('?redirect_url=/%5Cevil.com'), '', '/'],
  ])('%s', (_, context, answer, target) => {
    expect(redirectTarget(context, answer)).toBe(target);
  });
});

describe('parseLoginQuery', () => {
  it.each([
    ['', { ssoReturned: false, appStart: null, inviteSeq: null }],
    ['?sso_azure=1', { ssoReturned: true, appStart: null, inviteSeq: null }],
    [
      '?type=sso&app=boxapp',
      { ssoReturned: false, appStart: { type: 'sso', app: 'boxapp' }, inviteSeq: null },
    ],
    ['?type=sso', { ssoReturned: false, appStart: null, inviteSeq: null }],
    ['?type=&app=x', { ssoReturned: false, appStart: null, inviteSeq: null }],
    ['?invite_seq=42', { ssoReturned: false, appStart: null, inviteSeq: '42' }],
    ['?invite_seq=4x2', { ssoReturned: false, appStart: null, inviteSeq: null }],
  ])('%j', (search, expected) => {
    expect(parseLoginQuery(search)).toEqual(expected);
  });
});
