import type { PasswordPolicy } from '../password/policy.ts';
import type { Problem } from './problems.ts';

// The first-time password screen (requirements E6, E11) as a pure state machine: start, then
// finish or already_registered. The company and user IDs come read-only from the link; the
// verify call on load (ours) gives the policy checklist, or already_registered for a used link.

/** The states of the screen (`loading` only until the link has been read). */
export type NewPasswordState =
  | { readonly tag: 'loading' }
  | { readonly tag: 'invalid' }
  | {
      readonly tag: 'start';
      readonly companyId: string;
      readonly userId: string;
      /** The company policy for the checklist; null when the back end has no verify call. */
      readonly policy: PasswordPolicy | null;
      readonly busy: boolean;
      readonly mismatch: boolean;
      readonly problem: Problem | null;
    }
  | { readonly tag: 'finish' }
  | { readonly tag: 'already_registered' };

/** What happens to the screen. */
export type NewPasswordEvent =
  | {
      readonly type: 'read';
      readonly companyId: string;
      readonly userId: string;
      readonly policy: PasswordPolicy | null;
    }
  | { readonly type: 'linkInvalid' }
  | { readonly type: 'submit'; readonly mismatch: boolean }
  | { readonly type: 'set' }
  | { readonly type: 'alreadySet' }
  | { readonly type: 'refused' }
  | { readonly type: 'failed'; readonly problem: Problem }
  | { readonly type: 'edited'; readonly mismatch: boolean };

/** The next state; events that do not apply leave it as it is. */
export function nextNewPassword(
  state: NewPasswordState,
  event: NewPasswordEvent,
): NewPasswordState {
  if (state.tag === 'loading') {
    if (event.type === 'linkInvalid') return { tag: 'invalid' };
    if (event.type === 'alreadySet') return { tag: 'already_registered' };
    if (event.type === 'read') {
      const { companyId, userId, policy } = event;
      return {
        tag: 'start',
        companyId,
        userId,
        policy,
        busy: false,
        mismatch: false,
        problem: null,
      };
    }
    return state;
  }
  if (state.tag !== 'start') return state;
  switch (event.type) {
    case 'submit':
      if (state.busy) return state;
      return event.mismatch
        ? { ...state, mismatch: true, problem: null }
        : { ...state, busy: true, mismatch: false, problem: null };
    case 'set':
      return state.busy ? { tag: 'finish' } : state;
    case 'alreadySet':
      return state.busy ? { tag: 'already_registered' } : state;
    case 'refused':
      return { ...state, busy: false };
    case 'failed':
      return state.busy ? { ...state, busy: false, problem: event.problem } : state;
    case 'edited':
      return state.busy
        ? state
        : { ...state, problem: null, mismatch: state.mismatch && event.mismatch };
    default:
      return state;
  }
}
