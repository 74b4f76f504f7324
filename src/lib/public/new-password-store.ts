import { atom, type ReadableAtom } from 'nanostores';
import {
  ALREADY_SET_PASSWORD,
  EXPIRED_LINK,
  newPassword,
  newPasswordVerify,
} from '../api/contract/public.ts';
import type { PasswordPolicy } from '../password/policy.ts';
import { ApiFailure } from '../api/errors.ts';
import type { LinkPageEnv } from './env.ts';
import { parseNewPasswordLink, type NewPasswordLink } from './link.ts';
import {
  nextNewPassword,
  type NewPasswordEvent,
  type NewPasswordState,
} from './new-password-flow.ts';
import { problemOf } from './problems.ts';
import { inNextTask } from '../ui/next-task.ts';

/** The first-time password screen: state, entries and actions. */
export interface NewPasswordStore {
  readonly $state: ReadableAtom<NewPasswordState>;
  readonly $password: ReadableAtom<string>;
  readonly $confirm: ReadableAtom<string>;
  /** Reads the link once, strips it from the address bar and verifies it. */
  readonly start: () => void;
  readonly setPassword: (value: string) => void;
  readonly setConfirm: (value: string) => void;
  readonly submit: () => Promise<void>;
}

/** Creates the store of the screen. */
export function createNewPasswordStore(env: LinkPageEnv): NewPasswordStore {
  const $state = atom<NewPasswordState>({ tag: 'loading' });
  const $password = atom('');
  const $confirm = atom('');
  let link: Extract<NewPasswordLink, { ok: true }> | null = null;
  const dispatch = (event: NewPasswordEvent): void => {
    $state.set(nextNewPassword($state.get(), event));
  };
  const edited = (): void => {
    dispatch({ type: 'edited', mismatch: $password.get() !== $confirm.get() });
  };

  // Ours (requirements E11): without the call, or without an answer, the form shows with no
  // checklist and the submit judges the link, as on a back end of the spec alone.
  async function verify(parsed: Extract<NewPasswordLink, { ok: true }>): Promise<void> {
    const read = (policy: PasswordPolicy | null): void => {
      dispatch({ type: 'read', companyId: parsed.code, userId: parsed.id, policy });
    };
    try {
      await env.ensureCsrf();
      const answer = await env.api.call(
        newPasswordVerify,
        {
          lang: parsed.lang ?? env.langcode,
          request: parsed.request,
          code: parsed.code,
          id: parsed.id,
        },
        { onFailure: 'caller' },
      );
      read(answer.password_policy);
    } catch (error) {
      const code = error instanceof ApiFailure ? error.resultCode : null;
      if (code === ALREADY_SET_PASSWORD) dispatch({ type: 'alreadySet' });
      else if (code === EXPIRED_LINK) dispatch({ type: 'linkInvalid' });
      else read(null);
    }
  }

  return {
    $state,
    $password,
    $confirm,
    start() {
      if ($state.get().tag !== 'loading' || link !== null) return;
      const parsed = parseNewPasswordLink(env.href());
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
    setPassword(value) {
      $password.set(value);
      edited();
    },
    setConfirm(value) {
      $confirm.set(value);
      edited();
    },
    async submit() {
      const password = $password.get();
      const confirm = $confirm.get();
      if (link === null || password === '' || confirm === '') return;
      dispatch({ type: 'submit', mismatch: password !== confirm });
      const state = $state.get();
      if (state.tag !== 'start' || !state.busy) return;
      try {
        await env.ensureCsrf();
        await env.api.call(
          newPassword,
          {
            lang: link.lang ?? env.langcode,
            request: link.request,
            code: link.code,
            id: link.id,
            password,
            password_confirm: confirm,
          },
          { onFailure: 'caller' },
        );
        dispatch({ type: 'set' });
      } catch (error) {
        if (!(error instanceof ApiFailure)) {
          dispatch({ type: 'failed', problem: problemOf(error) });
        } else if (
          error.message === ALREADY_SET_PASSWORD ||
          error.resultCode === ALREADY_SET_PASSWORD
        ) {
          dispatch({ type: 'alreadySet' });
        } else {
          dispatch({ type: 'refused' });
          await env.alert(error.message === '' ? env.unknownError : error.message);
        }
      }
    },
  };
}
