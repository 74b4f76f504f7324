// The SSO modal's store: runs the step machine of sso.ts and its effects (the init call, the
// pause on "Going to Login page." and the navigation) through an injected environment.
import { atom, type ReadableAtom } from 'nanostores';
import { messageOf } from '../api/failures.ts';
import { SSO_FAILURES, SSO_IDLE, next, type SsoEvent, type SsoState } from './sso.ts';

/** The answer fields the store reads; they are checked again by the step machine. */
export interface SsoAnswer {
  readonly idp_name: unknown;
  readonly key: unknown;
}

/** What the store needs from the page. */
export interface SsoEnv {
  /** POSTs sso/init for a company ID; rejects with the API client's typed errors. */
  readonly init: (code: string) => Promise<SsoAnswer>;
  /** The configured {api} origin: the login address must be on it. */
  readonly api: string;
  /** Leaves the page (`location.assign`). */
  readonly navigate: (url: string) => void;
  /** How long "Going to Login page." shows before leaving. */
  readonly delayMs: number;
  /** Runs a function later; returns its cancel (setTimeout in the browser, a fake in tests). */
  readonly schedule: (run: () => void, ms: number) => () => void;
}

/** The store of one open SSO modal. */
export interface SsoStore {
  readonly $state: ReadableAtom<SsoState>;
  /** Checks a company ID; ignored while a check runs or the page is leaving. */
  submit(code: string): void;
  /**
   * Starts effects while the modal is on screen; the returned function stops them (a pending
   * answer or navigation is dropped). Re-activating resumes a pending navigation.
   */
  activate(): () => void;
}

/** Creates the store of an SSO modal. */
export function createSsoStore(env: SsoEnv): SsoStore {
  const $state = atom<SsoState>(SSO_IDLE);
  let active = false;
  let cancelLeave: (() => void) | null = null;

  const leave = (url: string): void => {
    cancelLeave?.();
    cancelLeave = env.schedule(() => {
      if (active) env.navigate(url);
    }, env.delayMs);
  };

  const dispatch = (event: SsoEvent): void => {
    if (!active) return;
    const before = $state.get();
    const after = next(before, event);
    if (after === before) return;
    $state.set(after);
    if (after.tag === 'checking') {
      env.init(after.code).then(
        (answer) => {
          dispatch({ type: 'answered', idp: answer.idp_name, key: answer.key, api: env.api });
        },
        (error: unknown) => {
          dispatch({ type: 'rejected', message: messageOf(error, SSO_FAILURES) });
        },
      );
    } else if (after.tag === 'redirecting') {
      leave(after.url);
    }
  };

  return {
    $state,
    submit(code) {
      dispatch({ type: 'submit', code });
    },
    activate() {
      active = true;
      const state = $state.get();
      if (state.tag === 'redirecting') leave(state.url);
      return () => {
        active = false;
        cancelLeave?.();
        cancelLeave = null;
      };
    },
  };
}
