import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import {
  EXPIRED_LINK,
  registerPassword,
  registrationVerify,
  resetPassword,
  resetVerify,
} from '../api/contract/public.ts';
import { ApiFailure } from '../api/errors.ts';
import type { LinkPageEnv } from './env.ts';
import { parseResetLink, type ResetLink } from './link.ts';
import { safeLogoUrl } from './logo.ts';
import { problemOf } from './problems.ts';
import type { checkEntries as CheckEntries } from './reset-entries.ts';
import {
  INITIAL_RESET_STATE,
  nextReset,
  type ResetEvent,
  type ResetMode,
  type ResetState,
} from './reset-flow.ts';
import { inNextTask } from '../ui/next-task.ts';

/** The reset or registration page: its state, the two entries and the user's actions. */
export interface ResetStore {
  readonly $state: ReadableAtom<ResetState>;
  readonly $password: ReadableAtom<string>;
  readonly $confirm: ReadableAtom<string>;
  /** Reads the link once, strips it from the address bar and verifies it. */
  readonly start: () => void;
  readonly retry: () => void;
  readonly setPassword: (value: string) => void;
  readonly setConfirm: (value: string) => void;
  /** Checks the entries, then sends them (one request at a time). */
  readonly submit: () => Promise<void>;
}

type OkLink = Extract<ResetLink, { ok: true }>;

/** Creates the store of one page in one mode. */
export function createResetStore(mode: ResetMode, env: LinkPageEnv): ResetStore {
  const $state: WritableAtom<ResetState> = atom(INITIAL_RESET_STATE);
  const $password = atom('');
  const $confirm = atom('');
  let link: OkLink | null = null;
  let started = false;
  // The entry rules arrive with the verification; the form (and typing) only comes after it.
  let checkEntries: typeof CheckEntries | null = null;
  const dispatch = (event: ResetEvent): void => {
    $state.set(nextReset($state.get(), event));
  };
  const fields = (l: OkLink) => ({
    lang: l.lang ?? env.langcode,
    code: l.code,
    id: l.id,
    batch_seq: l.batchSeq,
  });

  async function verify(l: OkLink): Promise<void> {
    try {
      await env.ensureCsrf();
      const [answer, entries] = await Promise.all([
        env.api.call(mode === 'reset' ? resetVerify : registrationVerify, fields(l), {
          onFailure: 'caller',
        }),
        import('./reset-entries.ts'),
      ]);
      checkEntries = entries.checkEntries;
      const logo = safeLogoUrl(answer.logo_img_url, env.origin, env.imageOrigins);
      dispatch({ type: 'verified', logo, policy: answer.password_policy });
    } catch (error) {
      dispatch(
        error instanceof ApiFailure
          ? { type: 'expired' }
          : { type: 'failed', problem: problemOf(error) },
      );
    }
  }

  const policyOf = (state: ResetState) => (state.tag === 'default' ? state.policy : {});
  const edited = (): void => {
    if (checkEntries === null) return;
    dispatch({
      type: 'edited',
      check: checkEntries(policyOf($state.get()), $password.get(), $confirm.get()),
    });
  };

  return {
    $state,
    $password,
    $confirm,
    start() {
      if (started) return;
      started = true;
      const parsed = parseResetLink(env.href());
      env.stripQuery();
      if (!parsed.ok) {
        dispatch({ type: 'linkInvalid' });
        return;
      }
      link = parsed;
      // The check in a task of its own, after reading the link and clearing the address bar:
      // together they were one task of up to 72 ms at 4× CPU (decision 030).
      inNextTask(() => {
        void verify(parsed);
      });
    },
    retry() {
      if (link === null || $state.get().tag !== 'unreachable') return;
      dispatch({ type: 'retry' });
      void verify(link);
    },
    setPassword(value) {
      $password.set(value);
      edited();
    },
    setConfirm(value) {
      $confirm.set(value);
      edited();
    },
    async submit() {
      const state = $state.get();
      if (link === null || checkEntries === null || state.tag !== 'default' || state.busy) return;
      const password = $password.get();
      const confirm = $confirm.get();
      dispatch({ type: 'submit', check: checkEntries(state.policy, password, confirm) });
      const after = $state.get();
      if (after.tag !== 'default' || !after.busy) return;
      try {
        await env.api.call(
          mode === 'reset' ? resetPassword : registerPassword,
          { ...fields(link), password, password_confirm: confirm },
          { onFailure: 'caller' },
        );
        dispatch({ type: 'saved' });
      } catch (error) {
        if (error instanceof ApiFailure && error.resultCode === EXPIRED_LINK) {
          dispatch({ type: 'expired' });
        } else if (error instanceof ApiFailure) {
          env.toastError(error.message === '' ? env.unknownError : error.message);
          dispatch({ type: 'refused' });
        } else {
          dispatch({ type: 'failed', problem: problemOf(error) });
        }
      }
    },
  };
}
