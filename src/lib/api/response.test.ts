import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoint.ts';
import type { CsrfHeader, Endpoint } from './endpoint.ts';
import { ApiFailure, BadResponse, isApiError, SessionFailure } from './errors.ts';
import type { ApiErrorKind } from './errors.ts';
import { json, raw } from './fake-env.ts';
import { isJsonType, parseBody, readResponse } from './response.ts';

function profileCall(method: Endpoint['method'] = 'GET', csrf: CsrfHeader = null) {
  return defineEndpoint({
    name: 'users.profile',
    method,
    host: 'api',
    path: '/v2/users/me/profile',
    encoding: 'none',
    auth: 'token',
    csrf,
    request: v.object({}),
    response: v.object({ success: v.literal(true), name: v.string(), size: v.number() }),
  });
}

const read = (response: Response, endpoint: Endpoint = profileCall()) =>
  readResponse(endpoint, response, { maxBytes: 4 * 1024 * 1024, now: 0 });

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);

describe('readResponse maps every fault of security K25 to a typed error', () => {
  it.each<[string, () => Response, ApiErrorKind, Record<string, unknown>]>([
    [
      '200 with an HTML body',
      () => raw('<!doctype html><p>Login</p>', 'text/html'),
      'bad-response',
      { reason: 'content-type' },
    ],
    [
      '200 without a content type',
      () => raw('{"success":true}', null),
      'bad-response',
      { reason: 'content-type' },
    ],
    ['an empty body', () => raw('', 'application/json'), 'bad-response', { reason: 'empty' }],
    [
      'a body of spaces',
      () => raw('  \n', 'application/json'),
      'bad-response',
      { reason: 'empty' },
    ],
    [
      'a 204 with no body',
      () => raw(null, 'application/json', { status: 204 }),
      'bad-response',
      { reason: 'empty' },
    ],
    [
      'truncated JSON',
      () => raw('{"success":true,"na', 'application/json'),
      'bad-response',
      { reason: 'not-json' },
    ],
    ['null', () => json(null), 'bad-response', { reason: 'shape' }],
    ['[]', () => json([]), 'bad-response', { reason: 'shape' }],
    ['a number', () => json(42), 'bad-response', { reason: 'shape' }],
    [
      'wrong types',
      () => json({ success: true, name: 1, size: '2' }),
      'bad-response',
      { reason: 'shape' },
    ],
    [
      'a missing field',
      () => json({ success: true, name: 'a' }),
      'bad-response',
      { reason: 'shape' },
    ],
    [
      'success as a string',
      () => json({ success: 'true', name: 'a', size: 1 }),
      'bad-response',
      { reason: 'shape' },
    ],
    [
      'a failure without result_code',
      () => json({ success: false, all: 'No folder.' }),
      'failure',
      { resultCode: null, message: 'No folder.' },
    ],
    [
      'a failure with an unknown result_code',
      () => json({ success: false, result_code: 'zz', all: 'x' }),
      'failure',
      { resultCode: 'zz', message: 'x' },
    ],
    [
      'a failure with a numeric result_code',
      () => json({ success: false, result_code: 1 }),
      'failure',
      { resultCode: null, message: '' },
    ],
    [
      'result_code 01',
      () => json({ success: false, result_code: '01', all: 'Expired' }),
      'session',
      { message: 'Expired', denied: false },
    ],
    [
      'WebConnectionDeny',
      () => json({ success: false, result_code: '01', all: 'WebConnectionDeny' }),
      'session',
      { denied: true },
    ],
    [
      'a 5 MB body',
      () => raw(FIVE_MB, 'application/json'),
      'bad-response',
      { reason: 'too-large' },
    ],
    [
      'a 5 MB body declared up front',
      () =>
        raw(FIVE_MB, 'application/json', { headers: { 'Content-Length': String(FIVE_MB.length) } }),
      'bad-response',
      { reason: 'too-large' },
    ],
    [
      '401',
      () => json({ message: 'no' }, { status: 401 }),
      'http',
      { status: 401, retryAfter: null },
    ],
    [
      '403 on a GET without CSRF',
      () => raw('Forbidden', 'text/plain', { status: 403 }),
      'http',
      { status: 403 },
    ],
    [
      '429 with Retry-After',
      () => raw('', 'text/plain', { status: 429, headers: { 'Retry-After': '7' } }),
      'http',
      { status: 429, retryAfter: 7000 },
    ],
    ['500', () => json({ success: false, all: 'boom' }, { status: 500 }), 'http', { status: 500 }],
    [
      '502 with an HTML page',
      () => raw('<html>Bad gateway</html>', 'text/html', { status: 502 }),
      'http',
      { status: 502 },
    ],
    ['503', () => raw(FIVE_MB, 'application/json', { status: 503 }), 'http', { status: 503 }],
    ['504', () => raw('', null, { status: 504 }), 'http', { status: 504 }],
    [
      '401 carrying result_code 01',
      () => json({ success: false, result_code: '01', all: 'Expired' }, { status: 401 }),
      'session',
      { message: 'Expired' },
    ],
  ])('maps %s to %j', async (_, response, kind, fields) => {
    const result = await read(response());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(kind);
    expect(result.error).toMatchObject(fields);
  });

  it.each<[Endpoint['method'], CsrfHeader]>([
    ['POST', 'X-CSRF-Token'],
    ['POST', null],
    ['GET', 'X-CSRFToken'],
  ])('maps 403 on a %s call with CSRF header %j to CsrfRejected', async (method, csrf) => {
    const result = await read(
      json({ success: false, result_code: 'csrf' }, { status: 403 }),
      profileCall(method, csrf),
    );
    expect(!result.ok && result.error.kind).toBe('csrf');
  });

  it.each<[string, number, boolean, boolean]>([
    ['a 404 to a call of ours', 404, true, true],
    ['a 501 to a call of ours', 501, true, true],
    ['a 405 to a call of ours', 405, true, true],
    ['a 500 to a call of ours', 500, true, false],
    ["a 404 to a call of the spec's", 404, false, false],
  ])(
    'tells whether %s (HTTP %s) is a call this back end lacks',
    async (_, status, ours, notOffered) => {
      const endpoint = { ...profileCall(), ...(ours ? { ours: true as const } : {}) };
      const result = await read(raw('Not found', 'text/plain', { status }), endpoint);
      expect(!result.ok && result.error).toMatchObject({ kind: 'http', status, notOffered });
    },
  );

  it('returns the validated answer without unknown keys', async () => {
    const result = await read(json({ success: true, name: 'a', size: 1, extra: '<script>' }));
    expect(result).toEqual({ ok: true, value: { success: true, name: 'a', size: 1 } });
  });

  it('reads a JSON body sent with a byte-order mark and a problem+json type', async () => {
    const body = `\uFEFF${JSON.stringify({ success: true, name: 'é', size: 0 })}`;
    const result = await read(raw(body, 'application/problem+json'));
    expect(result.ok).toBe(true);
  });

  it('keeps the whole failure answer for callers that read more than all', async () => {
    const result = await read(
      json({ success: false, all: 'LoginOTP', result_code: '11', result: { phone: '1' } }),
    );
    expect(!result.ok && result.error).toBeInstanceOf(ApiFailure);
    expect(!result.ok && (result.error as ApiFailure).body).toMatchObject({
      result: { phone: '1' },
    });
  });
});

describe('parseBody', () => {
  it('never throws and only gives typed errors, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseBody(profileCall(), value);
        if (!result.ok) expect(isApiError(result.error)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('never throws for any failure-shaped object', () => {
    const failure = fc.record(
      { success: fc.constant(false), result_code: fc.jsonValue(), all: fc.jsonValue() },
      { requiredKeys: ['success'] },
    );
    fc.assert(
      fc.property(failure, (value) => {
        const result = parseBody(profileCall(), value);
        expect(result.ok).toBe(false);
        if (!result.ok)
          expect(result.error).toSatisfy(
            (e) => e instanceof ApiFailure || e instanceof SessionFailure,
          );
      }),
    );
  });

  it('turns a schema that throws into BadResponse', () => {
    const broken = {
      ...profileCall(),
      response: v.pipe(
        v.unknown(),
        v.transform(() => {
          throw new Error('bug');
        }),
      ),
    };
    const result = parseBody(broken, { success: true });
    expect(!result.ok && result.error).toBeInstanceOf(BadResponse);
  });
});

describe('isJsonType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/problem+json', true],
    ['application/vnd.api+json', true],
    ['text/json', false],
    ['text/html', false],
    ['application/jsonp', false],
    ['application/json-seq', false],
    ['', false],
    [null, false],
  ])('says %j is JSON: %j', (type, expected) => {
    expect(isJsonType(type)).toBe(expected);
  });
});
