// The steps both public link pages take alike (requirements X26, X27), written once: the token
// from the address's fragment, Retry after a network problem, the password step (a pass for 30
// minutes, or the error with the tries left or the time to wait), and the failures every call
// can meet (an ended link, a pass that ran out, a network problem). Each page adds its own calls.
import type { WritableAtom } from 'nanostores';
import { ApiFailure } from '../api/errors.ts';
import { problemOf, type Problem } from './problems.ts';

/** Why a link no longer opens. */
export type LinkEnd = 'unknown' | 'expired' | 'revoked' | 'limit_reached' | 'gone';

/**
 * A password problem: a wrong one with the tries left, too many on this link (`locked`), or too
 * many from the visitor's network across links (`throttled`, security K47), with the time to wait.
 */
export type PasswordError =
  | { readonly kind: 'wrong'; readonly triesLeft: number }
  | { readonly kind: 'locked' | 'throttled'; readonly retryAt: number };

/** When a `too_many_requests` refusal says to try again, or null for another failure. */
export function throttledUntil(failure: ApiFailure): number | null {
  if (failure.resultCode !== 'too_many_requests') return null;
  const at = failure.body['retry_at'];
  return typeof at === 'number' ? at : 0;
}

const ENDS: Readonly<Record<string, LinkEnd>> = {
  link_unknown: 'unknown',
  link_expired: 'expired',
  link_revoked: 'revoked',
  link_limit_reached: 'limit_reached',
  link_gone: 'gone',
};

/** The end a result code names, or null for other codes. */
export function endOf(code: string | null): LinkEnd | null {
  return code === null ? null : (ENDS[code] ?? null);
}

/** The token of a page address: the fragment, `#<token>` (base64url, 16–64 characters). */
export function tokenOf(href: string): string | null {
  const hash = new URL(href).hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{16,64}$/.test(hash) ? hash : null;
}

/** The password error an unlock failure carries, or null. */
export function passwordErrorOf(failure: ApiFailure): PasswordError | null {
  const body = failure.body;
  if (failure.resultCode === 'link_wrong_password') {
    const left = body['tries_left'];
    return { kind: 'wrong', triesLeft: typeof left === 'number' ? left : 0 };
  }
  if (failure.resultCode === 'link_locked') {
    const at = body['retry_at'];
    return { kind: 'locked', retryAt: typeof at === 'number' ? at : 0 };
  }
  const until = throttledUntil(failure);
  return until === null ? null : { kind: 'throttled', retryAt: until };
}

/** The states both pages have. */
export type CommonLinkState =
  | { readonly tag: 'loading' }
  | { readonly tag: 'invalid' }
  | { readonly tag: 'unreachable'; readonly problem: Problem }
  | { readonly tag: 'password'; readonly busy: boolean; readonly error: PasswordError | null }
  | { readonly tag: 'ended'; readonly reason: LinkEnd };

const COMMON_TAGS: ReadonlySet<string> = new Set([
  'loading',
  'invalid',
  'unreachable',
  'password',
  'ended',
]);

/** Whether a page's state is one both pages have (their views are shared too). */
export function isCommonLinkState(state: { readonly tag: string }): state is CommonLinkState {
  return COMMON_TAGS.has(state.tag);
}

/** What a page's store gets. */
export interface LinkSteps {
  /** The token of the address (after `start`). */
  readonly token: () => string;
  /** The pass a right password earned; '' before one (or after it ran out). */
  readonly pass: () => string;
  /** Shows a failure any call can meet. */
  readonly failed: (error: unknown) => void;
  readonly start: () => void;
  readonly retry: () => void;
  readonly unlock: (password: string) => Promise<void>;
}

/** The steps over a page's state and its open and unlock calls. */
export function createLinkSteps<S extends { readonly tag: string }>(options: {
  readonly $state: WritableAtom<S | CommonLinkState>;
  readonly href: () => string;
  /** Opens the link with the current token and pass, and shows what it opened. */
  readonly open: () => Promise<void>;
  /** Checks the password; answers the pass. */
  readonly unlockCall: (token: string, password: string) => Promise<string>;
  /** The page's own handling of a refusal, tried before the network problem; true: handled. */
  readonly otherFailure?: (failure: ApiFailure) => boolean;
  /** States besides `unreachable` from which Retry opens the link again. */
  readonly retryFrom?: readonly string[];
}): LinkSteps {
  const { $state } = options;
  let token = '';
  let pass = '';

  function failed(error: unknown): void {
    if (error instanceof ApiFailure) {
      const end = endOf(error.resultCode);
      if (end !== null) {
        $state.set({ tag: 'ended', reason: end });
        return;
      }
      if (error.resultCode === 'link_password_required') {
        pass = '';
        $state.set({ tag: 'password', busy: false, error: null });
        return;
      }
      if (options.otherFailure?.(error) === true) return;
    }
    $state.set({ tag: 'unreachable', problem: problemOf(error) });
  }

  return {
    token: () => token,
    pass: () => pass,
    failed,
    start() {
      const found = tokenOf(options.href());
      if (found === null) {
        $state.set({ tag: 'invalid' });
        return;
      }
      token = found;
      void options.open();
    },
    retry() {
      const tag = $state.get().tag;
      if (tag !== 'unreachable' && !(options.retryFrom ?? []).includes(tag)) return;
      $state.set({ tag: 'loading' });
      void options.open();
    },
    async unlock(password) {
      const state = $state.get() as CommonLinkState;
      if (state.tag !== 'password' || state.busy) return;
      $state.set({ ...state, busy: true });
      try {
        pass = await options.unlockCall(token, password);
        $state.set({ tag: 'loading' });
        await options.open();
      } catch (error) {
        const wrong = error instanceof ApiFailure ? passwordErrorOf(error) : null;
        if (wrong !== null) $state.set({ tag: 'password', busy: false, error: wrong });
        else failed(error);
      }
    },
  };
}
