import { describe, expect, it } from 'vitest';
import { SSO_IDLE, next, ssoCode, ssoLoginUrl, type SsoEvent, type SsoState } from './sso.ts';

const API = 'https://api.example.com';

describe('ssoLoginUrl', () => {
  it.each<[string, unknown, string | null]>([
    ['a plain key', 'k3y-abc_123', `${API}/openapi/sso/login?key=k3y-abc_123`],
    ['a key with & and =', 'a&x=1', `${API}/openapi/sso/login?key=a%26x%3D1`],
    ['a dot-dot-slash key', '../', `${API}/openapi/sso/login?key=..%2F`],
    ['a javascript: key', 'javascript:', `${API}/openapi/sso/login?key=javascript%3A`],
    ['a key with # and ?', 'a#b?c', `${API}/openapi/sso/login?key=a%23b%3Fc`],
    ['a URL as key', 'https://evil.com/', `${API}/openapi/sso/login?key=https%3A%2F%2Fevil.com%2F`],
    ['a base64 key', 'YWJj+/=', `${API}/openapi/sso/login?key=YWJj%2B%2F%3D`],
    ['an empty key', '', null],
    ['a blank key', '   ', null],
    ['a null key', null, null],
    ['a missing key', undefined, null],
    ['a number key', 42, null],
    ['an object key', { toString: () => 'x' }, null],
    ['an array key', ['a', 'b'], null],
    ['a key with a newline', 'a\nb', null],
    ['a key with NUL', 'a\u0000b', null],
    ['a key with a lone surrogate', 'a\uD800b', null],
    ['a key of 2049 characters', 'k'.repeat(2049), null],
  ])('builds the address for %s', (_, key, expected) => {
    expect(ssoLoginUrl(API, key)).toBe(expected);
  });

  it.each(['a&x=1', '../', 'javascript:', 'k'.repeat(2048), '한국어キー'])(
    'keeps the origin and exactly one key parameter for %j',
    (key) => {
      const url = new URL(ssoLoginUrl(API, key) ?? 'about:blank');
      expect(url.origin).toBe(API);
      expect(url.searchParams.getAll('key')).toEqual([key]);
      expect([...url.searchParams.keys()]).toEqual(['key']);
    },
  );

  it.each([
    [
      'an API origin with a path',
      'https://api.example.com/base/',
      `${API}/openapi/sso/login?key=k`,
    ],
    [
      'a local API origin',
      'http://localhost:4420',
      'http://localhost:4420/openapi/sso/login?key=k',
    ],
    ['an API that is not a URL', 'not a url', null],
    ['an opaque origin', 'data:text/html,x', null],
  ])('uses only the origin of %s', (_, api, expected) => {
    expect(ssoLoginUrl(api, 'k')).toBe(expected);
  });
});

describe('ssoCode', () => {
  it.each([
    ['acme', 'acme'],
    ['  acme  ', 'acme'],
    ['', null],
    ['   ', null],
    ['a'.repeat(127), 'a'.repeat(127)],
    ['a'.repeat(128), null],
  ])('reads %j as %j', (raw, expected) => {
    expect(ssoCode(raw)).toBe(expected);
  });
});

describe('the SSO step machine', () => {
  const checking: SsoState = { tag: 'checking', code: 'acme' };
  const redirecting: SsoState = {
    tag: 'redirecting',
    idp: 'Microsoft Entra ID',
    url: `${API}/openapi/sso/login?key=k`,
  };
  const failed: SsoState = { tag: 'failed', message: { text: 'Unknown company' } };
  const answer = (key: unknown, idp: unknown = 'Microsoft Entra ID'): SsoEvent => ({
    type: 'answered',
    idp,
    key,
    api: API,
  });

  it.each<[string, SsoState, SsoEvent, SsoState]>([
    ['starts checking a trimmed ID', SSO_IDLE, { type: 'submit', code: ' acme ' }, checking],
    ['ignores an empty ID', SSO_IDLE, { type: 'submit', code: '  ' }, SSO_IDLE],
    ['ignores a second submit while checking', checking, { type: 'submit', code: 'x' }, checking],
    ['tries again after a failure', failed, { type: 'submit', code: 'acme' }, checking],
    ['ignores submits while leaving', redirecting, { type: 'submit', code: 'x' }, redirecting],
    ['leaves for the provider on a good answer', checking, answer('k'), redirecting],
    [
      'keeps going with a blank provider name',
      checking,
      answer('k', null),
      { ...redirecting, idp: '' },
    ],
    [
      'refuses an empty key',
      checking,
      answer(''),
      { tag: 'failed', message: { key: 'sso.badAnswer' } },
    ],
    [
      'refuses a null key',
      checking,
      answer(null),
      { tag: 'failed', message: { key: 'sso.badAnswer' } },
    ],
    [
      'shows the server message',
      checking,
      { type: 'rejected', message: { text: 'Unknown company' } },
      failed,
    ],
    ['ignores a late answer when idle', SSO_IDLE, answer('k'), SSO_IDLE],
    [
      'ignores a late failure while leaving',
      redirecting,
      { type: 'rejected', message: { text: 'x' } },
      redirecting,
    ],
  ])('%s', (_, state, event, expected) => {
    expect(next(state, event)).toEqual(expected);
  });
});
