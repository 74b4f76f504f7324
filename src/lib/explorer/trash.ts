// Deleting and its Undo: the seq lists of the trash calls, the delete command behind the
// confirmation dialog, and putting trashed items back.
import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { restoreItems, trashItems } from '../api/contract/files.ts';
import { HttpError, NetworkError, TimeoutError } from '../api/errors.ts';
import type { Message } from '../api/messages.ts';
import { createFormSubmit } from '../ui/submit.ts';
import { dialogError, failureText, isSessionEnd, type CommandEnv } from './commands.ts';
import type { ExplorerItem } from './items.ts';

/** The file_seqs and dir_seqs of a selection, as the trash and restore calls take them. */
export function trashSeqs(items: readonly ExplorerItem[]): {
  file_seqs: number[];
  dir_seqs: number[];
} {
  return {
    file_seqs: items.filter((i) => i.kind === 'file').map((i) => i.fileSeq ?? 0),
    dir_seqs: items.filter((i) => i.kind === 'folder').map((i) => i.dirSeq ?? 0),
  };
}

/** How an Undo ended: put back, or not possible on this back end (it lacks the call). */
export type UndoOutcome = 'restored' | 'unavailable';

/**
 * Puts deleted items back (the Undo of a delete). A back end without our restore call answers
 * 404: that is `unavailable`, not an error; other failures are thrown as the client's errors.
 */
export async function undoDelete(
  client: ApiClient,
  items: readonly ExplorerItem[],
): Promise<UndoOutcome> {
  try {
    await client.call(restoreItems, trashSeqs(items), { onFailure: 'caller' });
    return 'restored';
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405))
      return 'unavailable';
    throw error;
  }
}

/** The command behind the "Delete?" dialog: busy flag, error and confirm. */
export interface DeleteCommand {
  readonly $busy: ReadableAtom<boolean>;
  readonly $error: ReadableAtom<Message | null>;
  /** Moves the items to the trash; true when done (the dialog is then closed). */
  confirm(): Promise<boolean>;
}

/**
 * Creates the delete command. A network error says whether the result is unknown (the request
 * may have arrived: the list reloads) or the operation stopped (requirements X11); once done, a toast
 * offers Undo.
 */
export function deleteCommand(env: CommandEnv, items: readonly ExplorerItem[]): DeleteCommand {
  const count = items.length;
  const form = createFormSubmit(
    async () => {
      await env.client.call(trashItems, trashSeqs(items), { onFailure: 'caller' });
    },
    {
      mapError: (error) => {
        if (
          error instanceof TimeoutError ||
          (error instanceof NetworkError && error.reason === 'failed')
        ) {
          env.refresh();
          return { key: 'files.delete.uncertain' };
        }
        if (error instanceof NetworkError) return { key: 'files.delete.stopped' };
        return dialogError(error);
      },
    },
  );
  return {
    $busy: form.$busy,
    $error: form.$error,
    async confirm() {
      const result = await form.submit();
      if (result.status !== 'done') return false;
      env.closeDialog();
      env.toast(env.t('files.delete.done', { count }), {
        tone: 'success',
        action: { label: env.t('files.delete.undo'), run: () => void undoCommand(env, items) },
      });
      env.refresh();
      return true;
    },
  };
}

/** The Undo of a delete, with its toast: put back, unavailable, or the failure's text. */
export async function undoCommand(env: CommandEnv, items: readonly ExplorerItem[]): Promise<void> {
  try {
    const outcome = await undoDelete(env.client, items);
    if (outcome === 'unavailable') {
      env.toast(env.t('files.delete.undoUnavailable'), { tone: 'info' });
      return;
    }
    env.toast(env.t('files.delete.restored', { count: items.length }), { tone: 'success' });
    env.refresh(items.map((item) => item.key));
  } catch (error) {
    if (isSessionEnd(error)) return;
    env.toast(failureText(error, env.t), { tone: 'error' });
  }
}
