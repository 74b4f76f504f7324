// Wires a folder upload (requirements X40) to the page: the walk of a drop or the files of the
// folder chooser, the open folder, the table's verdict and the queue; the logic is in src/lib.
import { useCallback } from 'react';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import { folderUploadAllowed } from '../../lib/explorer/folder-upload-action.ts';
import { folderMaker, uploadTree } from '../../lib/explorer/folder-upload.ts';
import {
  treeOfPicked,
  walkEntries,
  type DroppedTree,
  type FsEntryLike,
} from '../../lib/explorer/folder-walk.ts';
import { needsDirSeq } from '../../lib/files/nodes.ts';
import { toast } from '../../lib/ui/toasts.ts';
import type { AppContextValue } from './context.ts';

/** A dropped tree's entries, or the files of `<input webkitdirectory>`. */
export type FolderSource =
  { readonly entries: readonly FsEntryLike<File>[] } | { readonly picked: readonly File[] };

/** Returns the function that uploads a dropped or picked folder into the open folder. */
export function useFolderUpload(
  app: AppContextValue,
  ctx: ActionContext | null,
): (source: FolderSource) => void {
  const { runtime, t } = app;
  return useCallback(
    (source: FolderSource) => {
      const folder = runtime.explorer.$folder.get();
      if (folder === null) return;
      const target = {
        node: folder.node,
        dirSeq: needsDirSeq(folder.node) && folder.dir_seq > 0 ? folder.dir_seq : null,
      };
      const tree: Promise<DroppedTree<File>> =
        'entries' in source
          ? walkEntries(source.entries)
          : Promise.resolve(treeOfPicked(source.picked));
      void tree.then((walked) =>
        uploadTree(
          {
            makeFolder: folderMaker(runtime.client, t),
            queue: runtime.uploads,
            t,
            toast,
            refresh: () => {
              runtime.explorer.refresh();
            },
          },
          walked,
          target,
          ctx !== null && folderUploadAllowed(ctx.access),
        ),
      );
    },
    [runtime, t, ctx],
  );
}
