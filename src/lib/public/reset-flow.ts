import type { PasswordPolicy } from '../password/policy.ts';
import type { Problem } from './problems.ts';

// The public reset and registration modal as a pure state machine (requirements E2): a hidden
// loading state, then default, or fail when the link does not verify; success after the call.

/** Which of the two modes: the same page for forgotPassword and passwordRegistration. */
export type ResetMode = 'reset' | 'registration';

/** What is wrong with the entries, found before any call. */
export type EntryCheck = 'mismatch' | 'policy' | null;

/** The states of the page. */
export type ResetState =
  | { readonly tag: 'loading' }
  | { readonly tag: 'invalid' }
  | { readonly tag: 'unreachable'; readonly problem: Problem }
  | {
      readonly tag: 'default';
      readonly logo: string | null;
      readonly policy: PasswordPolicy;
      readonly busy: boolean;
      readonly problem: Problem | null;
      readonly check: EntryCheck;
    }
  | { readonly tag: 'fail' }
  | { readonly tag: 'success' };

/** What happens to the page. */
export type ResetEvent =
  | { readonly type: 'linkInvalid' }
  | { readonly type: 'verified'; readonly logo: string | null; readonly policy: PasswordPolicy }
  | { readonly type: 'expired' }
  | { readonly type: 'failed'; readonly problem: Problem }
  | { readonly type: 'retry' }
  | { readonly type: 'submit'; readonly check: EntryCheck }
  | { readonly type: 'saved' }
  | { readonly type: 'refused' }
  | { readonly type: 'edited'; readonly check: EntryCheck };

/** The first state: the hidden loading state. */
export const INITIAL_RESET_STATE: ResetState = { tag: 'loading' };

/** Whether OK may be pressed: both fields filled (requirements E2). */
export function canSubmit(password: string, confirm: string): boolean {
  return password !== '' && confirm !== '';
}

/** The next state; events that do not apply leave the state as it is. */
export function nextReset(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'linkInvalid':
      return state.tag === 'loading' ? { tag: 'invalid' } : state;
    case 'verified':
      return state.tag === 'loading'
        ? {
            tag: 'default',
            logo: event.logo,
            policy: event.policy,
            busy: false,
            problem: null,
            check: null,
          }
        : state;
    case 'expired':
      return state.tag === 'loading' || (state.tag === 'default' && state.busy)
        ? { tag: 'fail' }
        : state;
    case 'failed':
      if (state.tag === 'loading') return { tag: 'unreachable', problem: event.problem };
      return state.tag === 'default' && state.busy
        ? { ...state, busy: false, problem: event.problem }
        : state;
    case 'retry':
      return state.tag === 'unreachable' ? { tag: 'loading' } : state;
    case 'submit':
      if (state.tag !== 'default' || state.busy) return state;
      return event.check === null
        ? { ...state, busy: true, problem: null, check: null }
        : { ...state, problem: null, check: event.check };
    case 'saved':
      return state.tag === 'default' && state.busy ? { tag: 'success' } : state;
    case 'refused':
      return state.tag === 'default' && state.busy ? { ...state, busy: false } : state;
    case 'edited':
      return state.tag === 'default' && !state.busy
        ? { ...state, problem: null, check: state.check === null ? null : event.check }
        : state;
  }
}
