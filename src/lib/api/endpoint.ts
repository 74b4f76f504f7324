import type { GenericSchema, InferOutput } from 'valibot';

/**
 * Which host a call goes to: `page` is the page's own origin, the others come from the host map;
 * `scanner` is the local scanner service's root (origin + base path), known after its config call.
 */
export type HostKey =
  'page' | 'api' | 'viewer' | 'thumb' | 'downloader' | 'uploader' | 'manager' | 'scanner';

/** How the request body is encoded on the wire. */
export type Encoding = 'none' | 'form' | 'json' | 'multipart';

/** How the call authenticates: the access_token header, a Bearer token (thumbnails), or nothing. */
export type Auth = 'token' | 'bearer' | 'none';

/**
 * Which CSRF header the call carries (X-CSRF-Token on sign-in calls, X-CSRFToken in the app:
 * requirements C11).
 */
export type CsrfHeader = 'X-CSRF-Token' | 'X-CSRFToken' | null;

/** One call of the spec, declared once and used by both the client and the reference server. */
export interface Endpoint<
  Req extends GenericSchema = GenericSchema,
  Res extends GenericSchema = GenericSchema,
> {
  readonly name: string;
  /**
   * A call of ours, not the spec's (requirements C13): a back end may not offer it, so the app
   * falls back or says plainly that this server does not offer the feature; absent for the spec's.
   */
  readonly ours?: true;
  /**
   * The spec does not show this call's answer (requirements C14): the client needs nothing but
   * `{ success: true }` from it and falls back for the rest; spec-only mode answers just that.
   */
  readonly answerNotShown?: true;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly host: HostKey;
  /** Path template; `{name}` segments are filled from the call's path parameters. */
  readonly path: string;
  readonly encoding: Encoding;
  readonly auth: Auth;
  readonly csrf: CsrfHeader;
  /** The request fields (query for GET, body otherwise); the server validates against it. */
  readonly request: Req;
  /** The response body; the client validates against it and never trusts an unchecked body. */
  readonly response: Res;
}

/** The request type of an endpoint. */
export type RequestOf<E extends Endpoint> = InferOutput<E['request']>;
/** The validated response type of an endpoint. */
export type ResponseOf<E extends Endpoint> = InferOutput<E['response']>;
/** What a call resolves with: the response without its `success: false` case (thrown as ApiFailure). */
export type SuccessOf<E extends Endpoint> = Exclude<ResponseOf<E>, { success: false }>;

/** Declares an endpoint with literal types kept. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<Req extends GenericSchema, Res extends GenericSchema>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

/** Names of the `{param}` segments of a path template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** Fills a path template; every value is URI-encoded so it stays one segment. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(value);
  });
}
