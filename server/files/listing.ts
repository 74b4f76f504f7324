// One page of a folder: sub-folders first, then files, each in the chosen order. Every order
// has its own index, so page 200 of a 10 000-entry folder costs one short index walk.
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../auth/accounts.ts';
import { tagKey } from '../../src/lib/explorer/tags.ts';
import { int, optText, text } from '../db/rows.ts';
import { accessOf, type FolderAccess } from './access.ts';
import { onlyFilesOf } from './uploader-view.ts';
import { fileToItem, folderToItem, type FileItem } from './items.ts';
import { FILE_COLUMNS, FILE_FROM, fileFromRow, folderFromRow, type Folder } from './rows.ts';

/** The sort keys and directions of the list. */
export interface ListOrder {
  readonly sort: 'name' | 'size' | 'updated' | 'type';
  readonly order: 'asc' | 'desc';
}

const FILE_ORDER: Readonly<Record<ListOrder['sort'], readonly string[]>> = {
  name: ['f.name_key', 'f.file_seq'],
  size: ['f.size', 'f.file_seq'],
  updated: ['f.updated_at', 'f.file_seq'],
  type: ['f.extension', 'f.name_key', 'f.file_seq'],
};

function orderBy(columns: readonly string[], order: ListOrder['order']): string {
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  return columns.map((c) => `${c} ${direction}`).join(', ');
}

/** A page of entries and the total. */
export interface ListPage {
  readonly total: number;
  readonly items: FileItem[];
  /** The user whose own files alone were listed (an Uploader, requirements X46), or null. */
  readonly ownFilesOf: number | null;
}

function childFolders(
  db: DatabaseSync,
  parent: Folder,
  order: ListOrder,
): (Folder & { ownerName: string })[] {
  const columns =
    order.sort === 'updated' ? ['d.updated_at', 'd.dir_seq'] : ['d.name_key', 'd.dir_seq'];
  return db
    .prepare(
      `SELECT d.*, u.user_name AS owner_name FROM file_folders d LEFT JOIN users u ON u.id = d.created_by
       WHERE d.parent_seq = ? AND d.trashed_at IS NULL ORDER BY ${orderBy(columns, order.order)}`,
    )
    .all(parent.dirSeq)
    .map((row) => ({ ...folderFromRow(row), ownerName: optText(row, 'owner_name') ?? '' }));
}

/**
 * The query of one page of a folder's files (dir_seq, the tag key when `tagged`, limit, offset);
 * each sort has an index.
 */
export function filePageSql(order: ListOrder, tagged = false, ownOnly = false): string {
  return `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE f.dir_seq = ? AND f.trashed_at IS NULL
         ${tagged ? TAGGED : ''} ${ownOnly ? OWN : ''}
         ORDER BY ${orderBy(FILE_ORDER[order.sort], order.order)} LIMIT ? OFFSET ?`;
}

// The files carrying one tag (its case-folded key is the statement's second parameter).
const TAGGED = 'AND f.file_seq IN (SELECT file_seq FROM file_tags WHERE tag_key = ?)';
// The files one user uploaded (an Uploader's view, requirements X46): the parameter after the tag.
const OWN = 'AND f.uploaded_by = ?';

/**
 * The tags the folder's files carry, once each (without case, the first spelling kept), by name:
 * what the list's tag filter offers (requirements X22).
 */
export function folderTags(
  db: DatabaseSync,
  folder: Folder,
  ownerOnly: number | null = null,
): string[] {
  const own = ownerOnly === null ? [] : [ownerOnly];
  return db
    .prepare(
      `SELECT MIN(t.tag) AS tag FROM file_tags t JOIN file_items f ON f.file_seq = t.file_seq
       WHERE f.dir_seq = ? AND f.trashed_at IS NULL ${ownerOnly === null ? '' : OWN}
       GROUP BY t.tag_key ORDER BY t.tag_key`,
    )
    .all(folder.dirSeq, ...own)
    .map((row) => text(row, 'tag'));
}

/**
 * Lists a folder the caller may see. At a root area's top (other than my box) only folders
 * the caller has a level on are shown; below, every child inherits the folder's access unless
 * it has permission rows of its own. With a tag (requirements X22), only the files carrying it;
 * for an Uploader, only their own files (requirements X46).
 */
export function listPage(
  db: DatabaseSync,
  user: User,
  lineage: readonly Folder[],
  access: FolderAccess,
  order: ListOrder,
  page: number,
  pageSize: number,
  tag: string | null = null,
): ListPage {
  const folder = lineage[lineage.length - 1];
  if (folder === undefined) return { total: 0, items: [], ownFilesOf: null };
  const offset = (page - 1) * pageSize;
  // Folders carry no tags: a tag filter leaves them out.
  const folders = (tag === null ? childFolders(db, folder, order) : [])
    .map((child) => ({ child, childAccess: accessOf(db, user, [...lineage, child]) }))
    .filter(({ childAccess }) => childAccess.levels.length > 0);
  const owner = onlyFilesOf(db, user, access);
  const key = [...(tag === null ? [] : [tagKey(tag)]), ...(owner === null ? [] : [owner])];
  const fileCount = int(
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM file_items f WHERE f.dir_seq = ? AND f.trashed_at IS NULL
         ${tag === null ? '' : TAGGED} ${owner === null ? '' : OWN}`,
      )
      .get(folder.dirSeq, ...key) ?? { n: 0 },
    'n',
  );
  const items: FileItem[] = folders
    .slice(offset, offset + pageSize)
    .map(({ child, childAccess }) => folderToItem(child, childAccess, user, child.ownerName));
  const fileOffset = Math.max(0, offset - folders.length);
  const fileLimit = pageSize - items.length;
  if (fileLimit > 0 && fileOffset < fileCount) {
    const rows = db
      .prepare(filePageSql(order, tag !== null, owner !== null))
      .all(folder.dirSeq, ...key, fileLimit, fileOffset);
    for (const row of rows) items.push(fileToItem(fileFromRow(row), access, user, folder.node));
  }
  return { total: folders.length + fileCount, items, ownFilesOf: owner };
}
