import { describe, expect, it } from 'vitest';
import { inviteSeqFrom, ssoInitRequest } from './sso-request.ts';

const origin = 'https://app.example.com';

describe('ssoInitRequest', () => {
  it.each<[string, 'en' | 'ja' | 'ko', string, object]>([
    ['a plain login', 'en', '', { return_url: '/login', path: '/' }],
    ['a Japanese login', 'ja', '', { return_url: '/ja/login', path: '/' }],
    [
      'a same-origin redirect_url',
      'ko',
      '?redirect_url=%2Ffiles%3Fpreview%3D12',
      { return_url: '/ko/login', path: '/files?preview=12' },
    ],
    ['an off-origin redirect_url', 'en', '?redirect_url=%2F%2Fevil.com', { path: '/' }],
    ['a javascript: redirect_url', 'en', '?redirect_url=javascript:alert(1)', { path: '/' }],
    ['an invitation', 'en', '?invite_seq=42', { invite_seq: '42' }],
  ])('builds the request for %s', (_, locale, search, expected) => {
    expect(ssoInitRequest('acme', { locale, search, origin })).toMatchObject({
      code: 'acme',
      service: 'web',
      ...expected,
    });
  });

  it('leaves invite_seq out when there is none', () => {
    expect(ssoInitRequest('acme', { locale: 'en', search: '', origin })).not.toHaveProperty(
      'invite_seq',
    );
  });
});

describe('inviteSeqFrom', () => {
  it.each([
    ['?invite_seq=7', '7'],
    ['?invite_seq=7&invite_seq=8', '7'],
    ['?invite_seq=7a', undefined],
    ['?invite_seq=', undefined],
    ['?invite_seq=%2F%2Fevil', undefined],
    ['', undefined],
  ])('reads %j as %j', (search, expected) => {
    expect(inviteSeqFrom(search)).toBe(expected);
  });
});
