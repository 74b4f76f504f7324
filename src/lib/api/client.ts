// The one API client (docs/decisions/009-contract-declared-once.md): every call of the spec goes
// through `call`, which builds the request, enforces the time limit, retries idempotent GETs,
// validates the answer, applies the failure policy and throws only the typed errors of errors.ts.
import type { Endpoint, RequestOf, SuccessOf } from './endpoint.ts';
import { logError } from './contract/logs.ts';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  cryptoRandom,
  sleep,
} from './env.ts';
import type { ApiEnv, CallOptions } from './env.ts';
import { InvalidRequest, NetworkError, TimeoutError, isApiError } from './errors.ts';
import { createPolicy } from './policy.ts';
import { buildRequest } from './request.ts';
import type { BuiltRequest } from './request.ts';
import { readResponse } from './response.ts';
import type { Result } from './response.ts';
import { retryDelay } from './retry.ts';

/** What every received answer reports to `onResponse` listeners. */
export interface ResponseEvent {
  readonly endpoint: string;
  readonly status: number;
}

/** The API client of one page. */
export interface ApiClient {
  /** Calls an endpoint; resolves with its validated success answer or rejects with an ApiError. */
  call<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    options?: CallOptions,
  ): Promise<SuccessOf<E>>;
  /** Listens to every answer the server sends (auto-logout resets its countdown); returns the unsubscribe. */
  onResponse(listener: (event: ResponseEvent) => void): () => void;
}

/** The time limit of the error log call made on a CSRF 403, so leaving the page is not held up. */
const LOG_TIMEOUT_MS = 3_000;

/** Creates the API client over an environment (the browser's, or a test's fakes). */
export function createApiClient(env: ApiEnv): ApiClient {
  const listeners = new Set<(event: ResponseEvent) => void>();
  const { fetch: send } = env;
  const random = env.random ?? cryptoRandom;
  const wait = env.sleep ?? sleep;
  const now = env.now ?? Date.now;

  async function attempt<E extends Endpoint>(
    endpoint: E,
    built: BuiltRequest,
    options: CallOptions,
  ): Promise<Result<SuccessOf<E>>> {
    if (env.isOnline?.() === false) return { ok: false, error: new NetworkError('offline') };
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal =
      options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
    try {
      const response = await send(built.url, { ...built.init, signal });
      for (const listener of listeners) {
        try {
          listener({ endpoint: endpoint.name, status: response.status });
        } catch {
          // A listener's bug must not turn into a failed call.
        }
      }
      return await readResponse(endpoint, response, {
        maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
        now: now(),
      });
    } catch {
      // Tell the caller's abort from our time limit from a failed connection.
      const error = options.signal?.aborted
        ? new NetworkError('aborted')
        : timeout.aborted
          ? new TimeoutError(timeoutMs)
          : new NetworkError(env.isOnline?.() === false ? 'offline' : 'failed');
      return { ok: false, error };
    }
  }

  async function execute<E extends Endpoint>(
    endpoint: E,
    request: unknown,
    options: CallOptions,
  ): Promise<Result<SuccessOf<E>>> {
    let built: BuiltRequest;
    try {
      built = buildRequest(endpoint, request, {
        origin: env.origin,
        hosts: env.hosts,
        cookies: env.cookies(),
        langcode: env.langcode(),
      });
    } catch (error) {
      return {
        ok: false,
        error: isApiError(error) ? error : new InvalidRequest(`Cannot build ${endpoint.name}`),
      };
    }
    const retries = endpoint.method === 'GET' ? (options.retries ?? DEFAULT_RETRIES) : 0;
    for (let retry = 0; ; retry += 1) {
      const result = await attempt(endpoint, built, options);
      const delay = result.ok || retry >= retries ? null : retryDelay(result.error, retry, random);
      if (delay === null) return result;
      env.log?.(`Retrying ${endpoint.name} in ${delay} ms`);
      try {
        await wait(delay, options.signal);
      } catch {
        return { ok: false, error: new NetworkError('aborted') };
      }
    }
  }

  const policy = createPolicy(env, async (message) => {
    // Best effort: the log call's own failure is ignored and never runs the policy again.
    await execute(logError, { message }, { timeoutMs: LOG_TIMEOUT_MS, retries: 0 });
  });

  return {
    async call(endpoint, request, options = {}) {
      const result = await execute(endpoint, request, options);
      if (result.ok) return result.value;
      try {
        policy(result.error, endpoint.name, options);
      } catch {
        // A broken toast or alert must not replace the typed error the caller expects.
      }
      throw result.error;
    },
    onResponse(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
