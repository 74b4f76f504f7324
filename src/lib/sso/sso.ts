// The SSO check (requirements SSO1–SSO6) as a pure state machine, plus the one builder of the SSO
// login address (security K2: origin {api}, exactly one `key` parameter, bad keys refused).
import type { FailureKeys } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';

/** The longest company ID the SSO modal accepts (requirements SSO1). */
export const SSO_CODE_MAX = 127;
/** Wait before leaving for the identity provider: 1.5 s on the public login page, 2 s in-app. */
export const SSO_DELAY_PUBLIC_MS = 1500;
export const SSO_DELAY_APP_MS = 2000;
/** Longer keys are refused outright: no real key comes near this. */
export const SSO_KEY_MAX = 2048;
/** The path on {api} that starts the sign-in at the identity provider. */
export const SSO_LOGIN_PATH = '/openapi/sso/login';

/** What a failed SSO check shows (the server's refusal text as sent). */
export const SSO_FAILURES: FailureKeys = {
  failed: 'sso.unknownError',
  network: 'sso.networkError',
  timeout: 'sso.timeout',
  badAnswer: 'sso.badAnswer',
  tooMany: 'sso.tooMany',
  serverError: 'sso.serverError',
};

/** The modal's states: editing, asking the server, leaving for the provider, or refused. */
export type SsoState =
  | { readonly tag: 'idle' }
  | { readonly tag: 'checking'; readonly code: string }
  | { readonly tag: 'redirecting'; readonly idp: string; readonly url: string }
  | { readonly tag: 'failed'; readonly message: Message };

/** What can happen to the modal. `answered` carries the raw answer fields, checked here. */
export type SsoEvent =
  | { readonly type: 'submit'; readonly code: string }
  | {
      readonly type: 'answered';
      readonly idp: unknown;
      readonly key: unknown;
      readonly api: string;
    }
  | { readonly type: 'rejected'; readonly message: Message };

/** The first state. */
export const SSO_IDLE: SsoState = { tag: 'idle' };

/** The company ID as sent: trimmed; null when empty or over the limit. */
export function ssoCode(raw: string): string | null {
  const code = raw.trim();
  return code === '' || code.length > SSO_CODE_MAX ? null : code;
}

// Control characters and lone surrogates: encodeURIComponent throws on the latter.
const BAD_KEY = /[\p{Cc}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * `{api}/openapi/sso/login?key=…` with the key URI-encoded, or null when the key is not a
 * non-empty, sane string or the result is not on the {api} origin with exactly that one key.
 */
export function ssoLoginUrl(api: string, key: unknown): string | null {
  if (typeof key !== 'string' || key.trim() === '' || key.length > SSO_KEY_MAX) return null;
  if (BAD_KEY.test(key)) return null;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(api).origin;
    url = new URL(`${SSO_LOGIN_PATH}?key=${encodeURIComponent(key)}`, origin);
  } catch {
    return null;
  }
  if (origin === 'null' || url.origin !== origin || url.pathname !== SSO_LOGIN_PATH) return null;
  const keys = url.searchParams.getAll('key');
  if (keys.length !== 1 || keys[0] !== key || [...url.searchParams.keys()].length !== 1)
    return null;
  return url.href;
}

/** The next state; impossible events leave the state as it is (one request per action). */
export function next(state: SsoState, event: SsoEvent): SsoState {
  switch (event.type) {
    case 'submit': {
      if (state.tag === 'checking' || state.tag === 'redirecting') return state;
      const code = ssoCode(event.code);
      return code === null ? state : { tag: 'checking', code };
    }
    case 'answered': {
      if (state.tag !== 'checking') return state;
      const url = ssoLoginUrl(event.api, event.key);
      if (url === null) return { tag: 'failed', message: { key: 'sso.badAnswer' } };
      const idp = typeof event.idp === 'string' ? event.idp.trim() : '';
      return { tag: 'redirecting', idp, url };
    }
    case 'rejected':
      return state.tag === 'checking' ? { tag: 'failed', message: event.message } : state;
  }
}
