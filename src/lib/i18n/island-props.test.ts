import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeIslandProps, loginIslandProps } from './island-props.ts';

const strings = { 'login.title': 'ログイン', 'otp.verify': '確認', 'common.ok': 'OK' };
/** Props as Astro writes them: every value a [type, value] pair. */
const encoded = (props: Record<string, unknown>): string => {
  const tuple = (value: unknown): unknown =>
    Array.isArray(value)
      ? [1, value.map(tuple)]
      : typeof value === 'object' && value !== null
        ? [0, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tuple(v)]))]
        : [0, value];
  return JSON.stringify(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, tuple(v)])));
};

describe('decodeIslandProps', () => {
  it.each([
    ['{"a":[0,"x"]}', { a: 'x' }],
    ['{"n":[0,3],"b":[0,true],"z":[0,null]}', { n: 3, b: true, z: null }],
    ['{"o":[0,{"k":[0,"v"]}]}', { o: { k: 'v' } }],
    ['{"l":[1,[[0,"a"],[0,"b"]]]}', { l: ['a', 'b'] }],
    ['{}', {}],
  ])('%s', (attribute, props) => {
    expect(decodeIslandProps(attribute)).toEqual(props);
  });

  it.each([
    [null],
    ['not json'],
    ['{"d":[3,"2026-01-01"]}'], // a Date: not a type this reader knows
    ['{"a":"x"}'], // a bare value, not a [type, value] pair (another format)
    ['{"a":[0,"x",1]}'],
    ['{"a":[0,[1,2]]}'],
  ])('refuses %s', (attribute) => {
    expect(decodeIslandProps(attribute)).toBeNull();
  });
});

describe('loginIslandProps', () => {
  const good = { locale: 'ja', strings, extrasStrings: { 'sso.title': 'SSO' } };
  it('takes the login island props of the wanted language', () => {
    expect(loginIslandProps(encoded(good), 'ja')).toEqual(good);
  });
  it.each([
    ['another language', encoded(good), 'ko'],
    ['no locale', encoded({ ...good, locale: 'xx' }), 'ja'],
    ['strings not all text', encoded({ ...good, strings: { ...strings, n: 1 } }), 'ja'],
    ['a missing key', encoded({ ...good, strings: { 'login.title': 'x' } }), 'ja'],
    ['no extras', encoded({ locale: 'ja', strings }), 'ja'],
  ] as const)('null for %s', (_name, attribute, wanted) => {
    expect(loginIslandProps(attribute, wanted)).toBeNull();
  });
});

// The format as the installed Astro writes it: an upgrade that changes it fails here, not a user.
const built = (path: string): string | null => {
  const file = join(import.meta.dirname, '..', '..', '..', 'dist', path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
const unescape = (text: string): string =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe.skipIf(built('ja/login/index.html') === null)('the built login pages', () => {
  it.each([
    ['login/index.html', 'en', 'Login'],
    ['ja/login/index.html', 'ja', 'ログイン'],
    ['ko/login/index.html', 'ko', '로그인'],
  ] as const)('%s holds %s props the swap can read', (path, locale, title) => {
    const html = built(path) ?? '';
    const islands = [
      ...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]*LoginPage[^"]*)"[^>]*>/g),
    ];
    expect(islands).toHaveLength(1);
    const props = /\bprops="([^"]*)"/.exec(islands[0]?.[0] ?? '')?.[1] ?? null;
    const read = loginIslandProps(props === null ? null : unescape(props), locale);
    expect(read?.locale).toBe(locale);
    expect(read?.strings['login.title']).toContain(title);
    expect(Object.keys(read?.extrasStrings ?? {}).length).toBeGreaterThan(0);
  });
});
