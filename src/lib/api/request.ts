// Turns an endpoint declaration and its request fields into a URL and fetch options.
import { getCookie } from '../cookies/cookies.ts';
import { COOKIE } from '../cookies/names.ts';
import type { HostMap } from '../hosts/types.ts';
import type { Langcode } from '../i18n/locales.ts';
import { fillPath, pathParams, type Endpoint } from './endpoint.ts';
import { InvalidRequest } from './errors.ts';

/** What building a request reads from the environment. */
export interface RequestContext {
  readonly origin: string;
  readonly hosts: HostMap;
  readonly cookies: string;
  readonly langcode: Langcode;
}

/** A request ready for fetch, minus the signal (each attempt gets its own). */
export interface BuiltRequest {
  readonly url: string;
  readonly init: RequestInit;
}

// Only visible ASCII may go into a header value; anything else would make fetch throw.
const HEADER_VALUE = /^[\x21-\x7e]+$/;

/** The string forms a field takes in a query, form or multipart body; null/undefined are left out. */
function* fieldValues(value: unknown): Generator<string | Blob> {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) yield* fieldValues(item);
  } else if (typeof value === 'string') yield value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    yield String(value);
  } else if (typeof Blob !== 'undefined' && value instanceof Blob) yield value;
  else yield JSON.stringify(value);
}

function textValues(key: string, value: unknown): string[] {
  return [...fieldValues(value)].map((item) => {
    if (typeof item === 'string') return item;
    throw new InvalidRequest(`The field "${key}" holds a file but the call is not multipart`);
  });
}

/** Splits the request into path parameters and the remaining fields. */
function splitFields(endpoint: Endpoint, request: unknown) {
  const all: Readonly<Record<string, unknown>> =
    typeof request === 'object' && request !== null && !Array.isArray(request)
      ? (request as Record<string, unknown>)
      : {};
  const names = pathParams(endpoint.path);
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = all[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new InvalidRequest(`Missing path parameter "${name}" for ${endpoint.name}`);
    }
    params[name] = String(value);
  }
  const fields = Object.fromEntries(Object.entries(all).filter(([key]) => !names.includes(key)));
  return { params, fields };
}

function body(endpoint: Endpoint, request: unknown, fields: Record<string, unknown>) {
  if (endpoint.method === 'GET' || endpoint.encoding === 'none') return undefined;
  if (endpoint.encoding === 'json')
    return JSON.stringify(Array.isArray(request) ? request : fields);
  if (endpoint.encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of textValues(key, value)) form.append(key, item);
    }
    return form;
  }
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of fieldValues(value)) data.append(key, item);
  }
  return data;
}

/** A cookie value that a header can carry as is, or null. */
function headerSafe(value: string | null): string | null {
  return value !== null && HEADER_VALUE.test(value) ? value : null;
}

function headers(endpoint: Endpoint, context: RequestContext): Headers {
  const result = new Headers({ Accept: 'application/json', lang: context.langcode });
  const token = headerSafe(getCookie(context.cookies, COOKIE.accessToken));
  const csrf = headerSafe(getCookie(context.cookies, COOKIE.csrfToken));
  if (endpoint.auth === 'token' && token !== null) result.set('access_token', token);
  if (endpoint.auth === 'bearer' && token !== null) result.set('Authorization', `Bearer ${token}`);
  if (endpoint.csrf !== null && csrf !== null) result.set(endpoint.csrf, csrf);
  if (endpoint.encoding === 'json' && endpoint.method !== 'GET') {
    result.set('Content-Type', 'application/json');
  }
  return result;
}

/**
 * Builds the URL (endpoint host + filled path, query for GET and 'none' encoding) and fetch
 * options (body, headers, credentials). Throws InvalidRequest on a malformed call.
 */
export function buildRequest(
  endpoint: Endpoint,
  request: unknown,
  context: RequestContext,
): BuiltRequest {
  const base = endpoint.host === 'page' ? context.origin : context.hosts[endpoint.host];
  if (base === undefined) throw new InvalidRequest(`No ${endpoint.host} host for ${endpoint.name}`);
  const { params, fields } = splitFields(endpoint, request);
  let url: URL;
  try {
    // A host may carry a base path (the scanner's /api/v1): an absolute path goes under it.
    const path = fillPath(endpoint.path, params);
    const prefix = new URL(base).pathname.replace(/\/+$/, '');
    const under = prefix !== '' && path.startsWith('/') && !path.startsWith('//');
    url = new URL(under ? `${prefix}${path}` : path, base);
  } catch {
    throw new InvalidRequest(`Cannot build a URL for ${endpoint.name} on ${base}`);
  }
  if (url.origin !== new URL(base).origin) {
    throw new InvalidRequest(`The path of ${endpoint.name} leaves its host`);
  }
  if (endpoint.method === 'GET' || endpoint.encoding === 'none') {
    for (const [key, value] of Object.entries(fields)) {
      for (const item of textValues(key, value)) url.searchParams.append(key, item);
    }
  }
  const crossOrigin = url.origin !== new URL(context.origin).origin;
  const payload = body(endpoint, request, fields);
  return {
    url: url.href,
    init: {
      method: endpoint.method,
      headers: headers(endpoint, context),
      // Cookies cross origins only where the server checks the CSRF cookie against the header.
      credentials: crossOrigin && endpoint.csrf !== null ? 'include' : 'same-origin',
      ...(payload === undefined ? {} : { body: payload }),
    },
  };
}
