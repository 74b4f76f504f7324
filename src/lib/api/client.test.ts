import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  ApiFailure,
  CsrfRejected,
  HttpError,
  isApiError,
  NetworkError,
  SessionFailure,
  TimeoutError,
} from './errors.ts';
import type { ApiErrorKind } from './errors.ts';
import { fakeEnv, json, raw, reset, stall } from './fake-env.ts';
import type { Reply } from './fake-env.ts';

const folderList = defineEndpoint({
  name: 'explorer.list',
  method: 'POST',
  host: 'api',
  path: '/app/explorer/lists/{node}',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ node: v.string(), page: v.number() }),
  response: v.object({ success: v.literal(true), items: v.array(v.object({ name: v.string() })) }),
});

const profile = defineEndpoint({
  name: 'users.profile',
  method: 'GET',
  host: 'api',
  path: '/v2/users/me/profile',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({}),
  response: v.object({ success: v.literal(true), name: v.string() }),
});

const ok = { success: true, items: [{ name: 'a.txt' }] };

/** Calls and returns the thrown error (the test fails if the call succeeds). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('The call succeeded');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a successful call', () => {
  it('sends the request and returns the validated answer', async () => {
    const t = fakeEnv();
    t.reply(json({ ...ok, extra: 1 }));
    const client = createApiClient(t.env);
    await expect(client.call(folderList, { node: '1{2', page: 2 })).resolves.toEqual(ok);
    const [request] = t.requests;
    expect(request?.url).toBe('https://api.example.com/app/explorer/lists/1%7B2');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('access_token')).toBe('tok123');
    expect(request?.headers.get('x-csrftoken')).toBe('csrf456');
    expect(request?.headers.get('lang')).toBe('eng');
    expect(await request?.text()).toBe('page=2');
  });

  it('tells onResponse listeners about every answer until they unsubscribe', async () => {
    const t = fakeEnv();
    const client = createApiClient(t.env);
    const seen: string[] = [];
    const stop = client.onResponse((event) => seen.push(`${event.endpoint} ${event.status}`));
    client.onResponse(() => {
      throw new Error('a broken listener');
    });
    t.always(json(ok));
    t.reply(json(ok), json({ success: false, all: 'x' }), raw('', null, { status: 500 }));
    await client.call(folderList, { node: '1', page: 1 });
    await failure(client.call(folderList, { node: '1', page: 1 }));
    await failure(client.call(folderList, { node: '1', page: 1 }));
    stop();
    await client.call(folderList, { node: '1', page: 1 });
    expect(seen).toEqual(['explorer.list 200', 'explorer.list 200', 'explorer.list 500']);
  });
});

describe('the success-false policy', () => {
  it('toasts the all message and throws ApiFailure marked as handled', async () => {
    const t = fakeEnv();
    t.reply(json({ success: false, result_code: '02', all: '<b>No folder.</b>' }));
    const error = await failure(createApiClient(t.env).call(folderList, { node: '1', page: 1 }));
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ resultCode: '02', message: '<b>No folder.</b>', handled: true });
    expect(t.toasts).toEqual(['<b>No folder.</b>']);
  });

  it('only throws when the caller handles failures itself', async () => {
    const t = fakeEnv();
    t.reply(json({ success: false, all: 'Wrong password' }));
    const call = createApiClient(t.env).call(
      folderList,
      { node: '1', page: 1 },
      { onFailure: 'caller' },
    );
    expect(await failure(call)).toMatchObject({ kind: 'failure', handled: false });
    expect(t.toasts).toEqual([]);
  });

  it('toasts the translated fallback when the answer has no text', async () => {
    const t = fakeEnv({ messages: { unknownError: 'Erreur inconnue' } });
    t.reply(json({ success: false }));
    await failure(createApiClient(t.env).call(folderList, { node: '1', page: 1 }));
    expect(t.toasts).toEqual(['Erreur inconnue']);
  });
});

describe('the session policy (result_code 01)', () => {
  it('shows exactly one alert for five parallel 01 answers, then logs out with the current path', async () => {
    const t = fakeEnv();
    t.always(json({ success: false, result_code: '01', all: 'Session expired' }));
    const client = createApiClient(t.env);
    const calls = Array.from({ length: 5 }, () => failure(client.call(profile, {})));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof SessionFailure && e.handled)).toBe(true);
    expect(t.alerts).toEqual(['Session expired']);
    expect(t.navigations).toEqual([]);
    t.dismissAlert();
    await vi.waitFor(() => {
      expect(t.navigations).toEqual([
        '/logout?redirect_url=%2Ffiles%3Ffolder%3D1%257B2%26sort%3Dname',
      ]);
    });
    expect(t.toasts).toEqual([]);
  });

  it('sends a denied connection to the blocked page in the user language without an alert', async () => {
    const t = fakeEnv({ langcode: () => 'jpn' });
    t.always(json({ success: false, result_code: '01', all: 'WebConnectionDeny' }));
    const client = createApiClient(t.env);
    await Promise.all([failure(client.call(profile, {})), failure(client.call(profile, {}))]);
    await vi.waitFor(() => {
      expect(t.navigations).toEqual(['/ja/blocked']);
    });
    expect(t.alerts).toEqual([]);
  });

  it('never puts an off-site current path into redirect_url', async () => {
    const t = fakeEnv({ currentPath: () => '//evil.com/x' });
    t.reply(json({ success: false, result_code: '01' }));
    await failure(createApiClient(t.env).call(profile, {}));
    expect(t.alerts).toEqual(['Your session has ended. Please sign in again.']);
    t.dismissAlert();
    await vi.waitFor(() => {
      expect(t.navigations).toEqual(['/logout?redirect_url=%2F']);
    });
  });

  it('shows nothing more for failures that arrive while the page is leaving', async () => {
    const t = fakeEnv();
    t.reply(json({ success: false, result_code: '01' }), json({ success: false, all: 'late' }));
    const client = createApiClient(t.env);
    await failure(client.call(profile, {}));
    expect(await failure(client.call(folderList, { node: '1', page: 1 }))).toMatchObject({
      handled: true,
    });
    expect(t.toasts).toEqual([]);
    expect(t.alerts).toHaveLength(1);
  });
  it('ends the session even when the caller handles failures itself', async () => {
    const t = fakeEnv();
    t.reply(json({ success: false, result_code: '01', all: 'Expired' }));
    const call = createApiClient(t.env).call(profile, {}, { onFailure: 'caller' });
    expect(await failure(call)).toMatchObject({ kind: 'session', handled: true });
    expect(t.alerts).toEqual(['Expired']);
  });

  it.each([
    ['an ended session (01)', json({ success: false, result_code: '01', all: 'Expired' })],
    ['a refusal', json({ success: false, result_code: 'x', all: 'No' })],
    ['a CSRF 403', new Response('', { status: 403 })],
  ])('shows nothing and signs nobody out for a silent call: %s', async (_, answer) => {
    const t = fakeEnv();
    t.reply(answer);
    await failure(createApiClient(t.env).call(profile, {}, { onFailure: 'silent' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([t.alerts, t.toasts, t.navigations, t.logs]).toEqual([[], [], [], []]);
  });

  it('still logs out when the alert itself breaks', async () => {
    const t = fakeEnv({
      alert: () => {
        throw new Error('no modal host');
      },
    });
    t.reply(json({ success: false, result_code: '01' }));
    await failure(createApiClient(t.env).call(profile, {}));
    await vi.waitFor(() => {
      expect(t.navigations).toHaveLength(1);
    });
  });

  it('still throws the typed error when the toast itself breaks', async () => {
    const t = fakeEnv({
      toastError: () => {
        throw new Error('no toast host');
      },
    });
    t.reply(json({ success: false, all: 'x' }));
    expect(await failure(createApiClient(t.env).call(profile, {}))).toBeInstanceOf(ApiFailure);
  });
});

describe('the CSRF policy (HTTP 403)', () => {
  it('logs the rejection to the API, then goes to the login page once', async () => {
    const t = fakeEnv({ currentPath: () => '/forgotPassword?code=SECRET' });
    t.reply(
      raw('Forbidden', 'text/plain', { status: 403 }),
      raw('Forbidden', 'text/plain', { status: 403 }),
    );
    const client = createApiClient(t.env);
    const errors = await Promise.all([
      failure(client.call(folderList, { node: '1', page: 1 })),
      failure(client.call(folderList, { node: '2', page: 1 })),
    ]);
    expect(errors.every((e) => e instanceof CsrfRejected && e.handled)).toBe(true);
    await vi.waitFor(() => {
      expect(t.navigations).toEqual(['/login']);
    });
    const log = t.requests[2];
    expect(log?.url).toBe('https://api.example.com/app/log/errors');
    expect(log?.method).toBe('POST');
    const message = new URLSearchParams(await log?.text()).get('message');
    expect(message).toBe('CSRF token rejected (HTTP 403) on explorer.list at /forgotPassword');
    expect(t.requests).toHaveLength(3);
  });

  it('still goes to the login page when the log call fails too', async () => {
    const t = fakeEnv({ langcode: () => 'kor' });
    t.reply(raw('', null, { status: 403 }), raw('', null, { status: 403 }));
    await failure(createApiClient(t.env).call(folderList, { node: '1', page: 1 }));
    await vi.waitFor(() => {
      expect(t.navigations).toEqual(['/ko/login']);
    });
    expect(t.toasts).toEqual([]);
  });
});

describe('every fault ends in one typed error and no policy noise', () => {
  it.each<[string, Reply[], ApiErrorKind]>([
    ['200 with an HTML body', [raw('<html></html>', 'text/html')], 'bad-response'],
    ['an empty body', [raw('', 'application/json')], 'bad-response'],
    ['truncated JSON', [raw('{"success":tr', 'application/json')], 'bad-response'],
    ['null', [json(null)], 'bad-response'],
    ['[]', [json([])], 'bad-response'],
    ['wrong types', [json({ success: true, name: 7 })], 'bad-response'],
    ['a missing success flag', [json({ name: 'a' })], 'bad-response'],
    ['a 5 MB body', [raw('['.repeat(5 * 1024 * 1024), 'application/json')], 'bad-response'],
    ['401', [raw('', null, { status: 401 })], 'http'],
    ['403 on a GET', [raw('', null, { status: 403 })], 'http'],
    [
      '429 three times',
      Array(3).fill(raw('', null, { status: 429, headers: { 'Retry-After': '0' } })),
      'http',
    ],
    ['500 three times', Array(3).fill(raw('', null, { status: 500 })), 'http'],
    ['502 three times', Array(3).fill(raw('<html>', 'text/html', { status: 502 })), 'http'],
    ['503 three times', Array(3).fill(raw('', null, { status: 503 })), 'http'],
    ['504 three times', Array(3).fill(raw('', null, { status: 504 })), 'http'],
    ['a reset connection three times', [reset, reset, reset], 'network'],
  ])('maps %s to %j', async (_, replies, kind) => {
    const t = fakeEnv({ sleep: () => Promise.resolve() });
    t.reply(...replies);
    const error = await failure(createApiClient(t.env).call(profile, {}));
    expect(isApiError(error) && error.kind).toBe(kind);
    expect([t.toasts, t.alerts, t.navigations]).toEqual([[], [], []]);
  });

  it('times out a stalled answer with TimeoutError', async () => {
    const t = fakeEnv();
    t.reply(stall);
    const error = await failure(
      createApiClient(t.env).call(folderList, { node: '1', page: 1 }, { timeoutMs: 20 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 20 });
  });

  it('fails at once, without a request, when the browser is offline', async () => {
    const t = fakeEnv({ isOnline: () => false });
    const error = await failure(createApiClient(t.env).call(profile, {}));
    expect(error).toMatchObject({ kind: 'network', reason: 'offline' });
    expect(t.requests).toHaveLength(0);
  });

  it('reports an abort by the caller as NetworkError aborted', async () => {
    const t = fakeEnv();
    t.reply(stall);
    const controller = new AbortController();
    const call = createApiClient(t.env).call(profile, {}, { signal: controller.signal });
    controller.abort();
    expect(await failure(call)).toMatchObject({ kind: 'network', reason: 'aborted' });
  });

  it('reports a call that cannot be built as InvalidRequest', async () => {
    const t = fakeEnv();
    const request = { page: 1 } as unknown as { node: string; page: number };
    expect(await failure(createApiClient(t.env).call(folderList, request))).toMatchObject({
      kind: 'invalid-request',
    });
    expect(t.requests).toHaveLength(0);
  });

  it('resolves or throws an ApiError for any JSON answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom(200, 400, 403, 500),
        async (body, status) => {
          const t = fakeEnv({ sleep: () => Promise.resolve() });
          t.always(json(body, { status }));
          const outcome = await createApiClient(t.env)
            .call(profile, {})
            .then(
              () => null,
              (error: unknown) => error,
            );
          expect(outcome === null || isApiError(outcome)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('retries', () => {
  it('never retries a POST', async () => {
    const t = fakeEnv();
    t.always(raw('', null, { status: 503 }));
    await failure(createApiClient(t.env).call(folderList, { node: '1', page: 1 }));
    expect(t.requests).toHaveLength(1);
  });

  it('retries a GET twice with full-jitter backoff, then gives up', async () => {
    const delays: number[] = [];
    const t = fakeEnv({ random: () => 0.5, sleep: (ms) => (delays.push(ms), Promise.resolve()) });
    t.always(raw('', null, { status: 503 }));
    const error = await failure(createApiClient(t.env).call(profile, {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(t.requests).toHaveLength(3);
    expect(delays).toEqual([250, 500]);
  });

  it('returns the answer of a retry that succeeds', async () => {
    const t = fakeEnv({ sleep: () => Promise.resolve() });
    t.reply(reset, json({ success: true, name: 'Ann' }));
    await expect(createApiClient(t.env).call(profile, {})).resolves.toEqual({
      success: true,
      name: 'Ann',
    });
  });

  it('waits exactly Retry-After before retrying a GET', async () => {
    vi.useFakeTimers();
    const t = fakeEnv();
    t.reply(
      raw('', null, { status: 429, headers: { 'Retry-After': '3' } }),
      json({ success: true, name: 'Ann' }),
    );
    const call = createApiClient(t.env).call(profile, {});
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.requests).toHaveLength(2);
    await expect(call).resolves.toEqual({ success: true, name: 'Ann' });
  });

  it('does not wait for a Retry-After longer than ten seconds', async () => {
    const t = fakeEnv();
    t.always(raw('', null, { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failure(createApiClient(t.env).call(profile, {}));
    expect(error).toMatchObject({ status: 429, retryAfter: 120_000 });
    expect(t.requests).toHaveLength(1);
  });

  it('stops waiting to retry when the caller aborts', async () => {
    vi.useFakeTimers();
    const t = fakeEnv();
    t.always(raw('', null, { status: 503 }));
    const controller = new AbortController();
    const call = failure(createApiClient(t.env).call(profile, {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'aborted' });
    expect(t.requests).toHaveLength(1);
  });

  it('does not retry a timeout', async () => {
    const t = fakeEnv();
    t.always(stall);
    await failure(createApiClient(t.env).call(profile, {}, { timeoutMs: 10 }));
    expect(t.requests).toHaveLength(1);
  });
});
