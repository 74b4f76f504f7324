// One page of a folder: sub-folders first, then files, each in the chosen order. Every order
// has its own index, so page 200 of a 10 000-entry folder costs one short index walk.
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../auth/accounts.ts';
import { int, optText } from '../db/rows.ts';
import { accessOf, type FolderAccess } from './access.ts';
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
 * Lists a folder the caller may see. At a root area's top (other than my box) only folders
 * the caller has a level on are shown; below, every child inherits the folder's access unless
 * it has permission rows of its own.
 */
/** The query of one page of a folder's files (dir_seq, limit, offset); each sort has an index. */
export function filePageSql(order: ListOrder): string {
  return `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE f.dir_seq = ? AND f.trashed_at IS NULL
         ORDER BY ${orderBy(FILE_ORDER[order.sort], order.order)} LIMIT ? OFFSET ?`;
}

export function listPage(
  db: DatabaseSync,
  user: User,
  lineage: readonly Folder[],
  access: FolderAccess,
  order: ListOrder,
  page: number,
  pageSize: number,
): ListPage {
  const folder = lineage[lineage.length - 1];
  if (folder === undefined) return { total: 0, items: [] };
  const offset = (page - 1) * pageSize;
  const folders = childFolders(db, folder, order)
    .map((child) => ({ child, childAccess: accessOf(db, user, [...lineage, child]) }))
    .filter(({ childAccess }) => childAccess.levels.length > 0);
  const fileCount = int(
    db
      .prepare('SELECT COUNT(*) AS n FROM file_items WHERE dir_seq = ? AND trashed_at IS NULL')
      .get(folder.dirSeq) ?? { n: 0 },
    'n',
  );
  const items: FileItem[] = folders
    .slice(offset, offset + pageSize)
    .map(({ child, childAccess }) => folderToItem(child, childAccess, user, child.ownerName));
  const fileOffset = Math.max(0, offset - folders.length);
  const fileLimit = pageSize - items.length;
  if (fileLimit > 0 && fileOffset < fileCount) {
    const rows = db.prepare(filePageSql(order)).all(folder.dirSeq, fileLimit, fileOffset);
    for (const row of rows) items.push(fileToItem(fileFromRow(row), access, user, folder.node));
  }
  return { total: folders.length + fileCount, items };
}
