import { atom, type ReadableAtom } from 'nanostores';
import { blacklistConfirm } from '../api/contract/public.ts';
import { NetworkError, TimeoutError } from '../api/errors.ts';
import type { LinkPageEnv } from './env.ts';
import { parseBlacklistLink } from './link.ts';
import { problemOf, type Problem } from './problems.ts';
import { inNextTask } from '../ui/next-task.ts';

// The e-mail verification result (black-list) page: confirm on load, then success or expired
// (requirements E7). A damaged link and an unreachable server have their own states.

/** The states of the page. */
export type BlacklistState =
  | { readonly tag: 'confirming' }
  | { readonly tag: 'invalid' }
  | { readonly tag: 'unreachable'; readonly problem: Problem }
  | { readonly tag: 'success'; readonly email: string | null }
  | { readonly tag: 'expired' };

/** What happens to the page. */
export type BlacklistEvent =
  | { readonly type: 'linkInvalid' }
  | { readonly type: 'confirmed'; readonly email: string | null }
  | { readonly type: 'expired' }
  | { readonly type: 'failed'; readonly problem: Problem }
  | { readonly type: 'retry' };

/** The next state; only `confirming` waits for an answer, only `unreachable` may retry. */
export function nextBlacklist(state: BlacklistState, event: BlacklistEvent): BlacklistState {
  if (event.type === 'retry') return state.tag === 'unreachable' ? { tag: 'confirming' } : state;
  if (state.tag !== 'confirming') return state;
  switch (event.type) {
    case 'linkInvalid':
      return { tag: 'invalid' };
    case 'confirmed':
      return { tag: 'success', email: event.email };
    case 'expired':
      return { tag: 'expired' };
    case 'failed':
      return { tag: 'unreachable', problem: event.problem };
  }
}

/** The page's store. */
export interface BlacklistStore {
  readonly $state: ReadableAtom<BlacklistState>;
  /** Reads the link once, strips it and confirms. */
  readonly start: () => void;
  readonly retry: () => void;
}

/** Creates the store. */
export function createBlacklistStore(env: LinkPageEnv): BlacklistStore {
  const $state = atom<BlacklistState>({ tag: 'confirming' });
  let request: string | null = null;
  let started = false;
  const dispatch = (event: BlacklistEvent): void => {
    $state.set(nextBlacklist($state.get(), event));
  };

  async function confirm(secret: string): Promise<void> {
    try {
      await env.ensureCsrf();
      const answer = await env.api.call(
        blacklistConfirm,
        { request: secret },
        { onFailure: 'caller' },
      );
      // The spec does not show the answer: without the address the page names none.
      dispatch({ type: 'confirmed', email: answer.email ?? null });
    } catch (error) {
      // Any answer that is not a success is "expired" (requirements E7); only no answer at all
      // (offline, reset, time-out) offers to try again.
      dispatch(
        error instanceof NetworkError || error instanceof TimeoutError
          ? { type: 'failed', problem: problemOf(error) }
          : { type: 'expired' },
      );
    }
  }

  return {
    $state,
    start() {
      if (started) return;
      started = true;
      const parsed = parseBlacklistLink(env.href());
      env.stripQuery();
      if (!parsed.ok) {
        dispatch({ type: 'linkInvalid' });
        return;
      }
      request = parsed.request;
      // The check in a task of its own, after reading the link and clearing the address bar:
      // together they were one task of up to 72 ms at 4× CPU (decision 030).
      inNextTask(() => {
        void confirm(parsed.request);
      });
    },
    retry() {
      if (request === null || $state.get().tag !== 'unreachable') return;
      dispatch({ type: 'retry' });
      void confirm(request);
    },
  };
}
