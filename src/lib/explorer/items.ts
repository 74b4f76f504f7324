// What the explorer, the viewer and downloads see of a folder entry (see adapt.ts, the one place
// that reads the wire's shape). Sequence ids are numbers, as the contract sends them.
import type { Thaw } from '../files/thaw.ts';
import type { InferOutput } from 'valibot';
import type { fileItem, fileLock, permissionInfo } from '../api/contract/files.ts';

/** A file's lock as the list sends it. */
export type FileLock = InferOutput<typeof fileLock>;

/** Where an entry's permission is set and the level it grants the caller. */
export type ItemPermission = InferOutput<typeof permissionInfo>;

/** One entry as the folder list sends it. */
export type WireItem = InferOutput<typeof fileItem>;

/** One entry of a folder listing. */
export interface ExplorerItem {
  /** Stable key (`entryKey`): `d` and the folder sequence, or `f` and the file sequence. */
  readonly key: string;
  readonly kind: 'folder' | 'file';
  /** NFC-normalised. */
  readonly name: string;
  /** A folder's own node; a file's folder node. */
  readonly node: string;
  /** A file's sequence id; null for folders. */
  readonly fileSeq: number | null;
  /** The entry's dir_seq; null where the list sends none (0). */
  readonly dirSeq: number | null;
  readonly size: number;
  readonly extension: string;
  /** Creation, milliseconds since the epoch, or null when unknown. */
  readonly createdAt: number | null;
  /** Last update, milliseconds since the epoch, or null when unknown. */
  readonly updatedAt: number | null;
  readonly owner: string;
  /** The server has a thumbnail for it. */
  readonly thumbnail: boolean;
  readonly previewLocked: boolean;
  readonly downloadLocked: boolean;
  /** The signed-in user uploaded it (Editor deletes only their own uploads). */
  readonly ownUpload: boolean;
  /** The file has a note (its comment), downloadable as text. */
  readonly hasNote: boolean;
  readonly reginfo: string;
  /** Starred by the user; absent where the back end has no favorites (no star shown). */
  readonly favorite?: boolean;
  /** Who locked the file and when (lock.ts); absent where unlocked or the back end does not say. */
  readonly lock?: FileLock;
  /** A file's tags; absent where the back end has no tags (no chips, no Tags command). */
  readonly tags?: readonly string[];
  /** How many comments a file has; absent where comments are off or unknown (requirements X28). */
  readonly commentCount?: number;
  /** When it goes to the trash, where a deletion is scheduled (requirements X24). */
  readonly deleteAt?: number;
  /** The item has a live share link (share-links.ts); absent where the back end does not say. */
  readonly shareLink?: boolean;
  /** A cold-storage file's thaw (unfreeze.ts, requirements X37); absent elsewhere. */
  readonly thaw?: Thaw;
  /** Where the entry's permission is set; a folder's own level judges commands on it. */
  readonly permission: ItemPermission;
}

/** The sort keys of the list (server-side). */
export const SORT_KEYS = ['name', 'size', 'updated', 'type'] as const;
/** One sort key. */
export type SortKey = (typeof SORT_KEYS)[number];
/** Sort order. */
export type SortOrder = 'asc' | 'desc';

/** The list's sort. */
export interface Sort {
  readonly key: SortKey;
  readonly order: SortOrder;
}

/** Name ascending, as file managers open. */
export const DEFAULT_SORT: Sort = { key: 'name', order: 'asc' };

/** The sort after clicking a column header: the same column flips, another starts ascending. */
export function sortBy(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'updated' ? 'desc' : 'asc' };
}
