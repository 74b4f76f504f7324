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
  /** Reloads the open folder's list; `select`: the keys of entries to select (an Undo's). */
  readonly refresh: (select?: readonly string[]) => void;
  /** Closes the open dialog. */
  readonly closeDialog: () => void;
}

/**
 * The file refusals the app words itself, in the page's language (the server's own text, also
 * in the request's language, is shown for the rest; requirements L26).
 */
export const FILE_CODE_KEYS: Readonly<Record<string, string>> = {
  no_authority: 'files.copyMove.code.no_authority',
  no_folder: 'files.copyMove.code.no_folder',
  not_found: 'files.copyMove.code.not_found',
  file_locked: 'files.copyMove.code.file_locked',
  into_itself: 'files.copyMove.code.into_itself',
  duplicate_name: 'files.copyMove.code.duplicate_name',
  invalid_name: 'files.newFolder.invalid',
  fax_fields: 'files.newFolder.faxRequired',
  preview_locked: 'files.reason.previewLocked',
  preview_unsupported: 'files.reason.unsupported',
  preview_too_large: 'files.reason.tooLarge',
  media_too_large: 'files.reason.mediaTooLarge',
  irm_extension: 'files.rename.irm',
  lock_not_yours: 'files.lock.notYours',
  comments_off: 'files.comments.off',
  comment_empty: 'files.comments.empty',
  comment_too_long: 'files.comments.tooLong',
};

/** What a failed file call shows: the server's text, or one of these keys. */
export const FILE_FAILURES: FailureKeys = {
  failed: 'files.error.generic',
  codes: FILE_CODE_KEYS,
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
