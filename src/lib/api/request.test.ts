import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './endpoint.ts';
import type { Auth, CsrfHeader, Encoding, Endpoint, HostKey } from './endpoint.ts';
import { InvalidRequest } from './errors.ts';
import { buildRequest } from './request.ts';
import type { RequestContext } from './request.ts';

const context: RequestContext = {
  origin: 'https://app.example.com',
  hosts: {
    api: 'https://api.example.com',
    uploader: 'https://upload.example.com',
    viewer: 'https://viewer.example.com',
    thumb: 'https://thumb.example.com',
    manager: 'https://manager.example.com',
    downloader: 'https://download.example.com',
  },
  cookies: 'access_token=tok123; csrf_token=csrf456',
  langcode: 'jpn',
};

function endpoint(shape: {
  method?: Endpoint['method'];
  host?: HostKey;
  path?: string;
  encoding?: Encoding;
  auth?: Auth;
  csrf?: CsrfHeader;
}): Endpoint {
  return defineEndpoint({
    name: 'test.call',
    method: shape.method ?? 'POST',
    host: shape.host ?? 'page',
    path: shape.path ?? '/thing',
    encoding: shape.encoding ?? 'form',
    auth: shape.auth ?? 'token',
    csrf: shape.csrf ?? null,
    request: v.unknown(),
    response: v.unknown(),
  });
}

function headersOf(built: ReturnType<typeof buildRequest>): Record<string, string> {
  return Object.fromEntries(new Headers(built.init.headers).entries());
}

describe('headers per auth kind and CSRF header', () => {
  it.each<[Auth, CsrfHeader, Record<string, string>]>([
    ['token', null, { accept: 'application/json', lang: 'jpn', access_token: 'tok123' }],
    ['bearer', null, { accept: 'application/json', lang: 'jpn', authorization: 'Bearer tok123' }],
    ['none', null, { accept: 'application/json', lang: 'jpn' }],
    [
      'none',
      'X-CSRF-Token',
      { accept: 'application/json', lang: 'jpn', 'x-csrf-token': 'csrf456' },
    ],
    [
      'token',
      'X-CSRFToken',
      { accept: 'application/json', lang: 'jpn', access_token: 'tok123', 'x-csrftoken': 'csrf456' },
    ],
  ])('sends auth %j with CSRF header %j as %o', (auth, csrf, expected) => {
    const built = buildRequest(endpoint({ auth, csrf, encoding: 'none' }), {}, context);
    expect(headersOf(built)).toEqual(expected);
  });

  it.each([
    ['no cookies at all', ''],
    ['cookies with values a header cannot carry', 'access_token=t%0Aok; csrf_token=%E6%97%A5'],
    ['empty cookie values', 'access_token=; csrf_token='],
  ])('leaves the token headers out when there are %s', (_, cookies) => {
    const call = endpoint({ auth: 'token', csrf: 'X-CSRFToken', encoding: 'none' });
    expect(headersOf(buildRequest(call, {}, { ...context, cookies }))).toEqual({
      accept: 'application/json',
      lang: 'jpn',
    });
    const bearer = endpoint({ auth: 'bearer', encoding: 'none' });
    expect(headersOf(buildRequest(bearer, {}, { ...context, cookies }))).not.toHaveProperty(
      'authorization',
    );
  });
});

describe('URLs and hosts', () => {
  it.each<[HostKey, string, Record<string, unknown>, string]>([
    ['page', '/login/proceed/', {}, 'https://app.example.com/login/proceed/'],
    [
      'api',
      '/app/explorer/lists/{node}',
      { node: '1{2' },
      'https://api.example.com/app/explorer/lists/1%7B2',
    ],
    [
      'thumb',
      '/v2/thumbnails/{fileSeq}',
      { fileSeq: 42 },
      'https://thumb.example.com/v2/thumbnails/42',
    ],
    [
      'viewer',
      '/v1/x/{id}',
      { id: '../../admin' },
      'https://viewer.example.com/v1/x/..%2F..%2Fadmin',
    ],
    ['downloader', 'v2/files/download', {}, 'https://download.example.com/v2/files/download'],
    ['uploader', '/up', {}, 'https://upload.example.com/up'],
    ['manager', '/m', {}, 'https://manager.example.com/m'],
  ])('sends %j %j with %o to %s', (host, path, request, url) => {
    expect(buildRequest(endpoint({ host, path }), request, context).url).toBe(url);
  });

  it('takes path parameters out of the body', async () => {
    const built = buildRequest(endpoint({ path: '/a/{node}' }), { node: '1', name: 'x' }, context);
    expect(await new Response(built.init.body).text()).toBe('name=x');
  });

  it.each([
    ['a missing path parameter', '/a/{node}', {}],
    ['a path parameter that is an object', '/a/{node}', { node: { x: 1 } }],
    ['a path that leaves its host', '//evil.example/x', {}],
  ])('refuses %s with InvalidRequest', (_, path, request) => {
    expect(() => buildRequest(endpoint({ path }), request, context)).toThrow(InvalidRequest);
  });

  it.each<[string, HostKey, CsrfHeader, RequestCredentials]>([
    ['same origin', 'page', 'X-CSRF-Token', 'same-origin'],
    ['cross origin without CSRF', 'api', null, 'same-origin'],
    ['cross origin with CSRF', 'api', 'X-CSRFToken', 'include'],
  ])('sends cookies for a %s call as %j', (_, host, csrf, credentials) => {
    expect(buildRequest(endpoint({ host, csrf }), {}, context).init.credentials).toBe(credentials);
  });
});

describe('encodings', () => {
  const fields = {
    a: 'x y',
    n: 3,
    b: false,
    list: ['1', 2],
    skip: null,
    gone: undefined,
    obj: { k: 1 },
  };

  it('puts GET fields in the query, repeating lists and leaving out null', () => {
    const built = buildRequest(endpoint({ method: 'GET', encoding: 'form' }), fields, context);
    expect(built.url).toBe(
      'https://app.example.com/thing?a=x+y&n=3&b=false&list=1&list=2&obj=%7B%22k%22%3A1%7D',
    );
    expect(built.init.body).toBeUndefined();
    expect(built.init.method).toBe('GET');
  });

  it('puts the fields of a no-body encoding in the query for any method', () => {
    const built = buildRequest(
      endpoint({ method: 'DELETE', encoding: 'none' }),
      { a: '1' },
      context,
    );
    expect(built.url).toBe('https://app.example.com/thing?a=1');
    expect(built.init.body).toBeUndefined();
  });

  it('form-encodes a POST body', () => {
    const built = buildRequest(endpoint({ encoding: 'form' }), fields, context);
    const body = built.init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('a=x+y&n=3&b=false&list=1&list=2&obj=%7B%22k%22%3A1%7D');
    expect(built.url).toBe('https://app.example.com/thing');
    expect(new Request(built.url, built.init).headers.get('content-type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
  });

  it.each([
    [{ a: 1, b: [1, 2], c: null }, '{"a":1,"b":[1,2],"c":null}'],
    [[{ file_seq: 1 }, { file_seq: 2 }], '[{"file_seq":1},{"file_seq":2}]'],
  ])('sends %j as the JSON body %s', (request, body) => {
    const built = buildRequest(endpoint({ method: 'PUT', encoding: 'json' }), request, context);
    expect(built.init.body).toBe(body);
    expect(headersOf(built)['content-type']).toBe('application/json');
  });

  it('sends multipart fields and files as FormData', async () => {
    const file = new Blob(['hello'], { type: 'text/plain' });
    const built = buildRequest(
      endpoint({ encoding: 'multipart' }),
      { node: '1', file, n: 2 },
      context,
    );
    const data = built.init.body as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('node')).toBe('1');
    expect(data.get('n')).toBe('2');
    expect(await (data.get('file') as Blob).text()).toBe('hello');
    expect(headersOf(built)).not.toHaveProperty('content-type');
  });

  it('refuses a file in a form-encoded body', () => {
    const call = endpoint({ encoding: 'form' });
    expect(() => buildRequest(call, { file: new Blob(['x']) }, context)).toThrow(InvalidRequest);
  });
});
