// Turns a fetch Response into the endpoint's validated answer or one typed error. The parser
// never throws: a body is checked for size, content type, JSON and shape, in that order.
import * as v from 'valibot';
import type { Endpoint, SuccessOf } from './endpoint.ts';
import { ApiFailure, BadResponse, CsrfRejected, HttpError, SessionFailure } from './errors.ts';
import type { ApiError } from './errors.ts';
import { parseRetryAfter } from './retry.ts';
import { SESSION_FAILURE } from './contract/results.ts';

/** A call's outcome without exceptions. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keyName(key: unknown): string {
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '?';
}

/**
 * The answer of a JSON value: `success: false` becomes ApiFailure (or SessionFailure for
 * result_code 01), anything else must pass the endpoint's schema. Never throws.
 */
export function parseBody<E extends Endpoint>(endpoint: E, json: unknown): Result<SuccessOf<E>> {
  if (!isRecord(json)) return { ok: false, error: new BadResponse('shape', 'not an object') };
  if (json['success'] === false) {
    const code = typeof json['result_code'] === 'string' ? json['result_code'] : null;
    const all = typeof json['all'] === 'string' ? json['all'] : '';
    const error =
      code === SESSION_FAILURE ? new SessionFailure(all) : new ApiFailure(code, all, json);
    return { ok: false, error };
  }
  try {
    const parsed = v.safeParse(endpoint.response, json);
    // `success: false` never gets here: it became an ApiFailure above.
    if (parsed.success) return { ok: true, value: parsed.output as SuccessOf<E> };
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => keyName(item.key)).join('.') ?? '';
    return { ok: false, error: new BadResponse('shape', `${path} ${issue.message}`.trim()) };
  } catch {
    return { ok: false, error: new BadResponse('shape', 'the schema failed') };
  }
}

/** Whether a Content-Type names JSON (`application/json`, `application/problem+json`, …). */
export function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/** Stops downloading a body we will not read; never awaited (a tee'd body's cancel waits for its twin). */
function discard(body: ReadableStream<Uint8Array> | null): void {
  void body?.cancel().catch(() => undefined);
}

/** The body as text, or null when it exceeds `maxBytes` (the rest is never downloaded). */
async function readText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) {
    discard(response.body);
    return null;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Reads a JSON body into a value, or the BadResponse that says why it cannot. */
async function readJson(response: Response, maxBytes: number): Promise<Result<unknown>> {
  if (!isJsonType(response.headers.get('Content-Type'))) {
    discard(response.body);
    return {
      ok: false,
      error: new BadResponse('content-type', response.headers.get('Content-Type') ?? 'none'),
    };
  }
  const text = await readText(response, maxBytes);
  if (text === null) return { ok: false, error: new BadResponse('too-large') };
  if (text.trim() === '') return { ok: false, error: new BadResponse('empty') };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: new BadResponse('not-json') };
  }
}

/** How `readResponse` treats the answer. */
export interface ReadOptions {
  readonly maxBytes: number;
  readonly now: number;
}

/**
 * The validated answer of a response, or its typed error: 403 on a CSRF-protected call is
 * CsrfRejected, an error status carrying a result_code 01 body is SessionFailure, any other
 * error status is HttpError (marked `notOffered` when a call of ours is missing). Rejects only when reading the body fails (reset, abort).
 */
export async function readResponse<E extends Endpoint>(
  endpoint: E,
  response: Response,
  options: ReadOptions,
): Promise<Result<SuccessOf<E>>> {
  if (response.ok) {
    const json = await readJson(response, options.maxBytes);
    return json.ok ? parseBody(endpoint, json.value) : json;
  }
  const csrfProtected = endpoint.csrf !== null || endpoint.method !== 'GET';
  if (response.status === 403 && csrfProtected) {
    discard(response.body);
    return { ok: false, error: new CsrfRejected() };
  }
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), options.now);
  const json = await readJson(response, options.maxBytes);
  if (json.ok) {
    const parsed = parseBody(endpoint, json.value);
    if (!parsed.ok && parsed.error instanceof SessionFailure) return parsed;
  }
  const missing = endpoint.ours === true && [404, 405, 501].includes(response.status);
  return { ok: false, error: new HttpError(response.status, retryAfter, missing) };
}
