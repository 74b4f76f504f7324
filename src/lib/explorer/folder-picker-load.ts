// The folder picker's one call (requirements X23): a folder's sub-folders, listed by name, as the
// tree takes them, and the tree once they arrived (a folder just made there opened to and chosen).
import type { ApiClient } from '../api/client.ts';
import { listFolder } from '../api/contract/explorer.ts';
import { foldName } from '../files/names.ts';
import { needsDirSeq } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';
import {
  folderId,
  loaded,
  toggle,
  type FolderEntry,
  type PickerFolder,
  type PickerTree,
} from './folder-picker.ts';

/** The most sub-folders one listing brings. */
export const PICKER_PAGE = 200;

/** A listed folder: the caller's levels there and its sub-folders. */
export interface Subfolders {
  readonly levels: readonly AccessLevel[];
  readonly entries: readonly FolderEntry[];
}

/** Lists the folder and keeps its sub-folders. */
export async function loadSubfolders(
  client: ApiClient,
  folder: Pick<PickerFolder, 'node' | 'dirSeq'>,
): Promise<Subfolders> {
  const answer = await client.call(
    listFolder,
    {
      node: folder.node,
      ...(needsDirSeq(folder.node) ? { dir_seq: folder.dirSeq } : {}),
      page_size: PICKER_PAGE,
      sort: 'name',
    },
    { onFailure: 'caller' },
  );
  return {
    levels: answer.folder.access_levels,
    entries: answer.items
      .filter((item) => item.kind === 'folder')
      .map((item) => ({
        node: item.node,
        dirSeq: item.dir_seq,
        name: item.name,
        levels: item.permission.access_level === null ? [] : [item.permission.access_level],
      })),
  };
}

/**
 * The tree with the folder's sub-folders; where `select` names one of them (a folder just made),
 * the folder is opened and that one chosen and focused.
 */
export function withSubfolders(
  tree: PickerTree,
  id: string,
  found: Subfolders,
  select?: string,
): PickerTree {
  const next = loaded(tree, id, found.levels, found.entries);
  if (select === undefined) return next;
  const made = found.entries.find((e) => foldName(e.name) === foldName(select));
  if (made === undefined) return next;
  const madeId = folderId(made.dirSeq);
  return { ...toggle(next, id, true), selected: madeId, focus: madeId };
}
