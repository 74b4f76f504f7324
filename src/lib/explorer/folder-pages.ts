// The pages of a folder's listing, as the list call answers them (requirements X3, X4): each page's
// entries, and with the first page (or one of another folder) the folder and its tags, given in
// the same update as the entries, so one render shows the folder and its rows.
import type { ApiClient } from '../api/client.ts';
import { listFolder } from '../api/contract/explorer.ts';
import type { FileResultCode } from '../api/contract/files.ts';
import { ApiFailure } from '../api/errors.ts';
import { toItem } from './adapt.ts';
import type { FolderInfo } from './explorer.ts';
import type { ExplorerItem } from './items.ts';
import type { ExplorerLocation } from './location.ts';
import { PAGE_SIZE, type PageLoader } from './paging.ts';

/** The contract's refusals that mean the folder cannot be shown: back to the root area. */
const NO_ACCESS_CODES: ReadonlySet<string> = new Set<FileResultCode>(['no_authority', 'no_folder']);

/** What loading a folder's pages tells the explorer. */
export interface FolderPagesEnv {
  readonly client: ApiClient;
  /** The listed folder, as known before this page. */
  readonly folder: () => FolderInfo | null;
  /** The folder and its tags (null where the answer does not tell), with a page's entries. */
  readonly showFolder: (folder: FolderInfo, tags: readonly string[] | null) => void;
  /** The folder cannot be shown (no authority, no folder): after the message. */
  readonly noAccess: () => void;
  readonly toastError: (message: string) => void;
}

/** Loads the pages of `node` in the order and filter `location` names. */
export function folderPages(
  env: FolderPagesEnv,
  node: string,
  location: ExplorerLocation,
): PageLoader<ExplorerItem> {
  return async (page, signal) => {
    try {
      const answer = await env.client.call(
        listFolder,
        {
          node,
          page: page + 1,
          page_size: PAGE_SIZE,
          sort: location.sort.key,
          order: location.sort.order,
          ...(location.dirSeq === null ? {} : { dir_seq: location.dirSeq }),
          ...(location.tag === undefined ? {} : { tag: location.tag }),
        },
        { onFailure: 'caller', signal },
      );
      return {
        items: answer.items.map(toItem),
        total: answer.total,
        // With the page, not before it: one render shows the folder and its entries.
        alongside: () => {
          if (page === 0 || env.folder()?.node !== answer.folder.node) {
            env.showFolder(answer.folder, answer.tags ?? null);
          }
        },
      };
    } catch (error) {
      if (error instanceof ApiFailure && NO_ACCESS_CODES.has(error.resultCode ?? '')) {
        env.toastError(error.message);
        env.noAccess();
      } else if (error instanceof ApiFailure && !error.handled) {
        env.toastError(error.message);
      }
      throw error;
    }
  };
}
