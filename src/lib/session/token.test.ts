import { describe, expect, it } from 'vitest';
import { createTokenWatch, readAccessToken, tokenVerdict } from './token.ts';

describe('tokenVerdict', () => {
  it.each([
    ['the same token as the first one', 'a', 'a', 'ok'],
    ['no cookie at all', 'a', null, 'missing'],
    ['an emptied cookie', 'a', '', 'missing'],
    ['a page that started without a token and still has none', null, null, 'missing'],
    ['a token that changed (another sign-in in another tab)', 'a', 'b', 'changed'],
  ] as const)('says %s is %j', (_, first, current, expected) => {
    expect(tokenVerdict(first, current)).toBe(expected);
  });
});

describe('the token watch', () => {
  it('remembers the first token and notices when it changes or goes', () => {
    let cookies = 'csrf_token=x; access_token=first';
    const watch = createTokenWatch(() => cookies);
    expect(watch.first).toBe('first');
    expect(watch.check()).toBe('ok');
    cookies = 'access_token=second';
    expect(watch.check()).toBe('changed');
    cookies = 'csrf_token=x';
    expect(watch.check()).toBe('missing');
  });

  it.each([
    ['access_token=abc', 'abc'],
    ['access_token=', null],
    ['other=1', null],
  ])('reads the token from %j as %j', (header, expected) => {
    expect(readAccessToken(header)).toBe(expected);
  });
});
