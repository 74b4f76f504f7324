import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expireCookie, getCookie, parseCookies, serializeCookie } from './cookies.ts';
import type { CookieOptions } from './cookies.ts';
import { persistentSessionCookie, persistentSessionDefault } from './names.ts';

describe('parseCookies', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    ['a=1', [['a', '1']]],
    [
      'a=1; b=2',
      [
        ['a', '1'],
        ['b', '2'],
      ],
    ],
    [
      'a=1;b=2;;  ; c = 3 ',
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ],
    ],
    ['a=1; a=2', [['a', '1']]],
    ['a=', [['a', '']]],
    ['flag; a=1', [['a', '1']]],
    ['=orphan; a=1', [['a', '1']]],
    ['a=x=y=z', [['a', 'x=y=z']]],
    ['a="quoted"', [['a', 'quoted']]],
    ['a="', [['a', '"']]],
    ['name=%E6%97%A5%E6%9C%AC', [['name', '日本']]],
    ['bad=%E0%A4%A', [['bad', '%E0%A4%A']]],
    [
      '__proto__=x; constructor=y',
      [
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ],
    ],
  ])('reads %j as %j', (header, expected) => {
    expect([...parseCookies(header)]).toEqual(expected);
  });

  it('never throws for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (header) => {
        parseCookies(header);
      }),
    );
  });
});

describe('getCookie', () => {
  const header = 'csrf_token=abc; access_token=t0k%2Ben; persistent_session=false';

  it.each([
    ['csrf_token', 'abc'],
    ['access_token', 't0k+en'],
    ['persistent_session', 'false'],
    ['missing', null],
    ['csrf', null],
    ['CSRF_TOKEN', null],
  ])('finds %j as %j', (name, expected) => {
    expect(getCookie(header, name)).toBe(expected);
  });
});

describe('serializeCookie', () => {
  it.each<[string, string, CookieOptions, string]>([
    ['a', '1', {}, 'a=1; Path=/; SameSite=Lax; Secure'],
    ['a', 'x y;z', {}, 'a=x%20y%3Bz; Path=/; SameSite=Lax; Secure'],
    ['a', '1', { maxAge: 60 }, 'a=1; Max-Age=60; Path=/; SameSite=Lax; Secure'],
    ['a', '1', { sameSite: 'Strict', secure: false }, 'a=1; Path=/; SameSite=Strict'],
    ['a', '1', { path: '/app' }, 'a=1; Path=/app; SameSite=Lax; Secure'],
  ])('writes %j = %j with %j as %j', (name, value, options, expected) => {
    expect(serializeCookie(name, value, options)).toBe(expected);
  });

  it.each([
    ['', '1', {}],
    ['a b', '1', {}],
    ['a;b', '1', {}],
    ['a=b', '1', {}],
    ['a', '1', { maxAge: -1 }],
    ['a', '1', { maxAge: 1.5 }],
    ['a', '1', { maxAge: Number.NaN }],
    ['a', '1', { path: 'app' }],
    ['a', '1', { path: '/a; Domain=evil.com' }],
  ])('refuses the name %j with options %j', (name, value, options) => {
    expect(() => serializeCookie(name, value, options)).toThrow(TypeError);
  });

  it('round-trips any value through parseCookies', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const line = serializeCookie('v', value).split(';')[0] ?? '';
        expect(getCookie(line, 'v')).toBe(value);
      }),
    );
  });

  it('deletes a cookie with Max-Age=0', () => {
    expect(expireCookie('access_token')).toBe(
      'access_token=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('the persistent-session cookie', () => {
  it('is persistent_session=true for 365 days', () => {
    expect(persistentSessionCookie()).toBe(
      'persistent_session=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it.each([
    [null, true],
    ['true', true],
    ['', true],
    ['false', false],
  ])('starts the checkbox for the cookie %j as %j', (value, expected) => {
    expect(persistentSessionDefault(value)).toBe(expected);
  });
});
