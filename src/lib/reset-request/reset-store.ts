// The Reset Password modal's store: validation errors, one request at a time, the sent state.
import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../api/errors.ts';
import { createFormSubmit } from '../ui/submit.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';
import {
  validateResetRequest,
  type ResetCall,
  type ResetContext,
  type ResetError,
  type ResetField,
  type ResetFields,
} from './reset-request.ts';

/** What a failed request shows when the client did not already show the server's refusal. */
export const RESET_REQUEST_FAILURES: FailureKeys = {
  failed: 'resetRequest.unknownError',
  network: 'resetRequest.networkError',
  timeout: 'resetRequest.timeout',
  badAnswer: 'resetRequest.badAnswer',
  tooMany: 'resetRequest.tooMany',
  serverError: 'resetRequest.serverError',
};

/** What the store needs from the page. */
export interface ResetEnv {
  /** Sends forgotPassword/user or /guest; rejects with the API client's typed errors. */
  readonly send: (call: ResetCall) => Promise<unknown>;
  /** Shows a failure the API client did not already show (network, time-out, bad answer). */
  readonly toastError: (message: Message) => void;
}

/** What a submit did: the first invalid field to focus, or nothing to do. */
export type ResetOutcome =
  | { readonly kind: 'invalid'; readonly focus: ResetField }
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ignored' };

/** The store of one open Reset Password modal. */
export interface ResetStore {
  readonly $errors: ReadableAtom<readonly ResetError[]>;
  readonly $busy: ReadableAtom<boolean>;
  /** True once the link was sent: the success overlay shows. */
  readonly $sent: ReadableAtom<boolean>;
  submit(fields: ResetFields, context: ResetContext): Promise<ResetOutcome>;
  /** Forgets the errors (the user switched between user and guest). */
  clearErrors(): void;
  /** Forgets the error of one field (the user edited it). */
  clearError(field: ResetField): void;
}

/** Creates the store of a Reset Password modal. */
export function createResetStore(env: ResetEnv): ResetStore {
  const $errors = atom<readonly ResetError[]>([]);
  const $sent = atom(false);
  const sender = createFormSubmit((call: ResetCall) => env.send(call), {
    // The client already toasted a server refusal (and handles 01 and CSRF): show the rest.
    mapError: (error) => {
      if (!isApiError(error) || !error.handled)
        env.toastError(messageOf(error, RESET_REQUEST_FAILURES));
      return null;
    },
  });

  return {
    $errors,
    $busy: sender.$busy,
    $sent,
    async submit(fields, context) {
      if (sender.$busy.get()) return { kind: 'ignored' };
      const result = validateResetRequest(fields, context);
      if (!result.ok) {
        $errors.set(result.errors);
        const [first] = result.errors;
        return first === undefined ? { kind: 'ignored' } : { kind: 'invalid', focus: first.field };
      }
      $errors.set([]);
      const sent = await sender.submit(result.call);
      if (sent.status === 'done') {
        $sent.set(true);
        return { kind: 'sent' };
      }
      return { kind: sent.status === 'failed' ? 'failed' : 'ignored' };
    },
    clearErrors() {
      $errors.set([]);
    },
    clearError(field) {
      const left = $errors.get().filter((error) => error.field !== field);
      if (left.length !== $errors.get().length) $errors.set(left);
    },
  };
}
