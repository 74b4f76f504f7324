// Every way an API call can fail, as typed errors. The client throws nothing else, so a form can
// switch on `kind` and show one message; `handled` says the policy already told the user.
import { CONNECTION_DENIED, SESSION_FAILURE } from './contract/results.ts';

/** The server answered `success: false`; `message` is its `all` text, shown as text only. */
export class ApiFailure extends Error {
  readonly kind = 'failure';
  override readonly name = 'ApiFailure';
  handled = false;
  readonly resultCode: string | null;
  /** The whole answer, for callers that read more than `all` (login's `result`, flags). */
  readonly body: Readonly<Record<string, unknown>>;
  constructor(resultCode: string | null, message: string, body: Readonly<Record<string, unknown>>) {
    super(message);
    this.resultCode = resultCode;
    this.body = body;
  }
}

/** `result_code` 01: the session is over (or, with `all` WebConnectionDeny, the connection is denied). */
export class SessionFailure extends Error {
  readonly kind = 'session';
  override readonly name = 'SessionFailure';
  handled = false;
  readonly resultCode = SESSION_FAILURE;
  /** True when `all` is WebConnectionDeny: the user goes to /blocked instead of logging out. */
  readonly denied: boolean;
  constructor(message: string) {
    super(message);
    this.denied = message === CONNECTION_DENIED;
  }
}

/** HTTP 403 on a CSRF-protected call: the token was missing, wrong or expired. */
export class CsrfRejected extends Error {
  readonly kind = 'csrf';
  override readonly name = 'CsrfRejected';
  handled = false;
  readonly status = 403;
  constructor() {
    super('The server rejected the CSRF token (HTTP 403)');
  }
}

/** Any other HTTP error status; `retryAfter` is the server's Retry-After in milliseconds, if any. */
export class HttpError extends Error {
  readonly kind = 'http';
  override readonly name = 'HttpError';
  handled = false;
  readonly status: number;
  readonly retryAfter: number | null;
  /** A call of ours that this back end does not have (404, 405 or 501: requirements C13). */
  readonly notOffered: boolean;
  constructor(status: number, retryAfter: number | null = null, notOffered = false) {
    super(`HTTP ${status}`);
    this.status = status;
    this.retryAfter = retryAfter;
    this.notOffered = notOffered;
  }
}

/** Why no answer arrived: the browser is offline, the connection failed or reset, or the caller aborted. */
export type NetworkReason = 'offline' | 'failed' | 'aborted';

/** No answer arrived (offline, connection refused or reset, or aborted by the caller). */
export class NetworkError extends Error {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
  handled = false;
  readonly reason: NetworkReason;
  constructor(reason: NetworkReason) {
    super(`Network error (${reason})`);
    this.reason = reason;
  }
}

/** No complete answer within the call's time limit. */
export class TimeoutError extends Error {
  readonly kind = 'timeout';
  override readonly name = 'TimeoutError';
  handled = false;
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** What was wrong with an answer the client could not use. */
export type BadResponseReason = 'content-type' | 'empty' | 'too-large' | 'not-json' | 'shape';

/** An answer that is not JSON, is empty or too large, or does not match the endpoint's schema. */
export class BadResponse extends Error {
  readonly kind = 'bad-response';
  override readonly name = 'BadResponse';
  handled = false;
  readonly reason: BadResponseReason;
  constructor(reason: BadResponseReason, detail = '') {
    super(detail === '' ? `Unusable answer (${reason})` : `Unusable answer (${reason}): ${detail}`);
    this.reason = reason;
  }
}

/** The call could not be built (a missing path parameter, a value a header cannot carry): a bug. */
export class InvalidRequest extends Error {
  readonly kind = 'invalid-request';
  override readonly name = 'InvalidRequest';
  handled = false;
}

/** Every error the API client throws. */
export type ApiError =
  | ApiFailure
  | SessionFailure
  | CsrfRejected
  | HttpError
  | NetworkError
  | TimeoutError
  | BadResponse
  | InvalidRequest;

/** The `kind` of each API error, for switch statements and translation keys. */
export type ApiErrorKind = ApiError['kind'];

/** Whether a caught value is one of the API client's errors. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiFailure ||
    value instanceof SessionFailure ||
    value instanceof CsrfRejected ||
    value instanceof HttpError ||
    value instanceof NetworkError ||
    value instanceof TimeoutError ||
    value instanceof BadResponse ||
    value instanceof InvalidRequest
  );
}
