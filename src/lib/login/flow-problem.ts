// The one step the login page takes without its machine (flow.ts): a call that failed. The
// machine uses it for `call_failed`; the store, when the machine's own code could not load
// (it loads at the first interaction, not with the page), so the form says why and stays usable.
import type { State, Transition } from './flow-types.ts';
import type { Message, Problem } from './types.ts';

/** The message key for each problem (offline, reset connection, time-out, 5xx, garbage). */
export const PROBLEM_KEYS: Readonly<Record<Problem, string>> = {
  offline: 'common.offline',
  network: 'login.error.network',
  timeout: 'login.error.timeout',
  throttled: 'login.error.throttled',
  server: 'login.error.server',
  unusable: 'login.error.unusable',
};

/** The form shows the problem under its fields; a later step keeps its place and toasts it. */
export function problemStep(state: State, which: Problem): Transition {
  const message: Message = { key: PROBLEM_KEYS[which] };
  if (state.tag === 'form') return { state: { ...state, error: message }, effects: [] };
  return { state, effects: [{ kind: 'toast', message, tone: 'error' }] };
}
