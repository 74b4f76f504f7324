// One way to submit: the in-flight flag, the error mapping and the `finally` live here, once.
import { atom, type ReadableAtom } from 'nanostores';
import type { Message } from '../api/messages.ts';

/** How a call to `submit` ended; `ignored` means an earlier call was still in flight. */
export type SubmitResult<R> =
  | { readonly status: 'done'; readonly value: R }
  | { readonly status: 'failed'; readonly error: Message | null }
  | { readonly status: 'ignored' };

/** Options of `createFormSubmit`. */
export interface FormSubmitOptions {
  /** Maps a thrown value to what the form shows; null when the failure was handled elsewhere. */
  readonly mapError?: (error: unknown) => Message | null;
}

/** A form's submit action with its busy flag and error. */
export interface FormSubmit<A extends readonly unknown[], R> {
  readonly $busy: ReadableAtom<boolean>;
  readonly $error: ReadableAtom<Message | null>;
  /** Runs the action unless it is already running; never throws. */
  submit(...args: A): Promise<SubmitResult<R>>;
  /** Clears the error, e.g. when the user edits a field. */
  clearError(): void;
}

/** The translation key shown when nothing better is known. */
export const UNKNOWN_ERROR_KEY = 'common.unknownError';

/** The default mapping: every failure shows the generic message. */
export function unknownError(): Message {
  return { key: UNKNOWN_ERROR_KEY };
}

/** Wraps an action so that exactly one request runs at a time, with mapped errors. */
export function createFormSubmit<A extends readonly unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: FormSubmitOptions = {},
): FormSubmit<A, R> {
  const mapError = options.mapError ?? unknownError;
  const $busy = atom(false);
  const $error = atom<Message | null>(null);

  async function submit(...args: A): Promise<SubmitResult<R>> {
    if ($busy.get()) return { status: 'ignored' };
    $busy.set(true);
    $error.set(null);
    try {
      return { status: 'done', value: await action(...args) };
    } catch (thrown) {
      const error = mapError(thrown);
      $error.set(error);
      return { status: 'failed', error };
    } finally {
      $busy.set(false);
    }
  }

  return {
    $busy,
    $error,
    submit,
    clearError() {
      $error.set(null);
    },
  };
}
