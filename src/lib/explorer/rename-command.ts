// The Rename dialog's call (requirements X16): a file by its file_seq, a folder by its node (and
// dir_seq in the connect area); the answer is the entry as the server now lists it, a refusal is
// shown in the user's language (by its code where the app words it), a session end not at all.
import type { ApiClient } from '../api/client.ts';
import { renameItem } from '../api/contract/rename.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import { needsDirSeq } from '../files/nodes.ts';
import { createFormSubmit, type FormSubmit } from '../ui/submit.ts';
import { toItem } from './adapt.ts';
import { FILE_FAILURES, isSessionEnd } from './commands.ts';
import type { ExplorerItem } from './items.ts';

// The server's refusals in the user's language.
const SERVER_KEYS: Readonly<Record<string, string>> = {
  invalid_name: 'files.newFolder.invalid',
  duplicate_name: 'files.rename.duplicate',
  irm_extension: 'files.rename.irm',
  file_locked: 'files.reason.renameLocked',
  no_authority: 'files.reason.noAuthority',
};

const RENAME_FAILURES: FailureKeys = {
  ...FILE_FAILURES,
  codes: { ...FILE_FAILURES.codes, ...SERVER_KEYS },
};

/** Which entry the rename call names. */
export function renameTarget(
  item: ExplorerItem,
): { file_seq: number } | { node: string; dir_seq?: number } {
  if (item.kind === 'file' && item.fileSeq !== null) return { file_seq: item.fileSeq };
  return {
    node: item.node,
    ...(needsDirSeq(item.node) && item.dirSeq !== null ? { dir_seq: item.dirSeq } : {}),
  };
}

/** The dialog's submit: renames the entry to a checked name and answers it as now listed. */
export function renameCommand(
  client: ApiClient,
  item: ExplorerItem,
): FormSubmit<[name: string], ExplorerItem> {
  return createFormSubmit(
    async (name: string) => {
      const answer = await client.call(
        renameItem,
        { ...renameTarget(item), name },
        { onFailure: 'caller' },
      );
      return toItem(answer.item);
    },
    // A session failure is told by the client's policy (one alert, then logout).
    { mapError: (error) => (isSessionEnd(error) ? null : messageOf(error, RENAME_FAILURES)) },
  );
}
