// Deleting and its Undo: the seq lists of the trash calls, and putting trashed items back.
import type { ApiClient } from '../api/client.ts';
import { restoreItems } from '../api/contract/files.ts';
import { HttpError } from '../api/errors.ts';
import type { ExplorerItem } from './items.ts';

/** The file_seqs and dir_seqs of a selection, as the trash and restore calls take them. */
export function trashSeqs(items: readonly ExplorerItem[]): {
  file_seqs: number[];
  dir_seqs: number[];
} {
  return {
    file_seqs: items.filter((i) => i.kind === 'file').map((i) => Number(i.fileSeq)),
    dir_seqs: items.filter((i) => i.kind === 'folder').map((i) => Number(i.dirSeq)),
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
