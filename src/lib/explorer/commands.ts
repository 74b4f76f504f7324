// What the explorer's commands reach outside themselves: the API client, the words, and the
// page's feedback (toasts, a list refresh, closing the dialog), injected so tests need no DOM.
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import { messageText, type Message } from '../api/messages.ts';
import type { TFunction } from '../i18n/t.ts';
import type { ToastOptions } from '../ui/toasts.ts';

/** The environment of a command. */
export interface CommandEnv {
  readonly client: ApiClient;
  readonly t: TFunction;
  readonly toast: (message: string, options: ToastOptions) => void;
  /** Reloads the open folder's list. */
  readonly refresh: () => void;
  /** Closes the open dialog. */
  readonly closeDialog: () => void;
}

/** What a failed file call shows: the server's text, or one of these keys. */
export const FILE_FAILURES: FailureKeys = {
  failed: 'files.error.generic',
  network: 'files.upload.network',
  notOffered: 'files.error.notOffered',
};

/** The text of a failed call for a toast or an upload row. */
export function failureText(error: unknown, t: TFunction): string {
  return messageText(messageOf(error, FILE_FAILURES), t);
}

/** Whether the session ended: the client's policy already told the user (one alert, then logout). */
export function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.kind === 'session';
}

/** What a dialog shows for a failed call: nothing after a session end, else the failure's text. */
export function dialogError(error: unknown): Message | null {
  return isSessionEnd(error) ? null : messageOf(error, FILE_FAILURES);
}
