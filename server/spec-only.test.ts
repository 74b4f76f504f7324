import { describe, expect, it } from 'vitest';
import { endpoints, resumableUpload } from '../src/lib/api/contract/index.ts';
import { callMatcher, oursOf } from './spec-only.ts';

describe('spec-only mode (requirements C13)', () => {
  const ours = callMatcher(oursOf(endpoints), [resumableUpload]);

  it.each([
    ['GET', '/csrf', true],
    ['GET', '/app/explorer/roots', true],
    ['POST', '/v2/item/rename', true],
    ['GET', '/openapi/sso/info', true],
    ['POST', '/login/cancel/', true],
    ['POST', '/login/proceed/', false],
    ['POST', '/app/explorer/lists/1%7B2', false],
    ['GET', '/v2/users/me/profile', false],
    ['GET', '/app/object_task/status/abc', false],
    ['POST', '/csrf', false],
    ['GET', '/app/explorer/roots/extra', false],
    ['POST', '/v2/files/resumable', true],
    ['PATCH', '/v2/files/resumable/0123abcd', true],
    ['HEAD', '/v2/files/resumable/0123abcd', true],
    ['PATCH', '/v2/files/resumable/a/b', false],
  ])('%s %s is a call of ours: %s', (method, path, expected) => {
    expect(ours(method, path)).toBe(expected);
  });
});
