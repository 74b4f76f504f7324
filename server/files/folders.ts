// Finding folders by node (and dir_seq in the connect area), their lineage, root areas, and
// creating folders with the next node id.
import type { DatabaseSync } from 'node:sqlite';
import {
  ROOT_NODE,
  childNode,
  isRootNode,
  needsDirSeq,
  rootOf,
  type RootKind,
} from '../../src/lib/files/nodes.ts';
import type { User } from '../auth/accounts.ts';
import { int } from '../db/rows.ts';
import { statement } from '../db/statements.ts';
import { folderFromRow, nameKey, type Folder } from './rows.ts';

/** The English names of the root areas (the app shows its own translations by kind). */
export const ROOT_NAMES: Readonly<Record<RootKind, string>> = {
  mybox: 'My Box',
  shared: 'Shared Box',
  project: 'Project Box',
  connect: 'Connect Box',
  document: 'Document Box',
  fax_receive: 'Fax (Received)',
  fax_send: 'Fax (Sent)',
  dlp: 'DLP Box',
  warm: 'Warm Storage',
  cold: 'Cold Storage',
};

/** The folder by dir_seq, or null. */
export function folderBySeq(db: DatabaseSync, dirSeq: number): Folder | null {
  const row = statement(db, 'SELECT * FROM file_folders WHERE dir_seq = ?').get(dirSeq);
  return row ? folderFromRow(row) : null;
}

/** The top of a root area for this user (created on first use); null where the user has no my box. */
export function rootFolder(
  db: DatabaseSync,
  user: User,
  kind: RootKind,
  now: number,
): Folder | null {
  if (kind === 'mybox' && user.type !== 'user') return null;
  const ownerId = kind === 'mybox' ? user.id : null;
  const find = (): Folder | null => {
    const row = db
      .prepare(
        'SELECT * FROM file_folders WHERE company_id = ? AND COALESCE(owner_id, 0) = ? AND node = ? AND parent_seq IS NULL',
      )
      .get(user.companyId, ownerId ?? 0, ROOT_NODE[kind]);
    return row ? folderFromRow(row) : null;
  };
  const found = find();
  if (found) return found;
  db.prepare(
    `INSERT INTO file_folders (company_id, owner_id, root, node, name, name_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.companyId,
    ownerId,
    kind,
    ROOT_NODE[kind],
    ROOT_NAMES[kind],
    nameKey(ROOT_NAMES[kind]),
    now,
    now,
  );
  return find();
}

/**
 * The folder a node names for this user: my box nodes are the user's own, the others the
 * company's; below the connect root the dir_seq picks the folder. Null when there is none.
 */
export function findFolder(
  db: DatabaseSync,
  user: User,
  node: string,
  dirSeq: number | undefined,
  now: number,
): Folder | null {
  const kind = rootOf(node);
  if (kind === null) return null;
  if (isRootNode(node)) return rootFolder(db, user, kind, now);
  let folder: Folder | null;
  if (needsDirSeq(node)) {
    if (dirSeq === undefined) return null;
    folder = folderBySeq(db, dirSeq);
    if (folder && (folder.node !== node || folder.companyId !== user.companyId)) return null;
  } else {
    const row = db
      .prepare(
        'SELECT * FROM file_folders WHERE company_id = ? AND COALESCE(owner_id, 0) = ? AND node = ?',
      )
      .get(user.companyId, kind === 'mybox' ? user.id : 0, node);
    folder = row ? folderFromRow(row) : null;
  }
  if (folder === null || lineageOf(db, folder) === null) return null;
  return folder;
}

/** The folders from the root area's top down to `folder`, trashed ones included; null if cut. */
export function chainOf(db: DatabaseSync, folder: Folder): Folder[] | null {
  const chain = [folder];
  let current = folder;
  while (current.parentSeq !== null) {
    const parent = folderBySeq(db, current.parentSeq);
    if (parent === null) return null;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

/** The folders from the root area's top down to the folder; null when any of them is in the trash. */
export function lineageOf(db: DatabaseSync, folder: Folder): Folder[] | null {
  const chain = chainOf(db, folder);
  return chain === null || chain.some((f) => f.trashed) ? null : chain;
}

/** Whether a folder already holds a folder or file of this name (case-insensitive, NFC). */
export function nameTaken(db: DatabaseSync, dirSeq: number, name: string): boolean {
  const key = nameKey(name);
  return (
    db
      .prepare(
        `SELECT 1 FROM file_folders WHERE parent_seq = ? AND name_key = ? AND trashed_at IS NULL
         UNION ALL SELECT 1 FROM file_items WHERE dir_seq = ? AND name_key = ? AND trashed_at IS NULL LIMIT 1`,
      )
      .get(dirSeq, key, dirSeq, key) !== undefined
  );
}

/** Creates a sub-folder with the parent's next node id; returns it. */
export function createFolder(
  db: DatabaseSync,
  parent: Folder,
  fields: {
    name: string;
    createdBy: number | null;
    now: number;
    faxNumber?: string;
    faxName?: string;
  },
): Folder {
  // The counter is read and bumped in one statement: a stale Folder object cannot reuse a node.
  const counter = db
    .prepare(
      'UPDATE file_folders SET next_child = next_child + 1, updated_at = ? WHERE dir_seq = ? RETURNING next_child',
    )
    .get(fields.now, parent.dirSeq);
  const node = childNode(parent.node, (counter ? int(counter, 'next_child') : 1) - 1);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO file_folders (company_id, owner_id, root, node, parent_seq, name, name_key,
       fax_number, fax_name, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      parent.companyId,
      parent.ownerId,
      parent.root,
      node,
      parent.dirSeq,
      fields.name,
      nameKey(fields.name),
      fields.faxNumber ?? '',
      fields.faxName ?? '',
      fields.createdBy,
      fields.now,
      fields.now,
    );
  const folder = folderBySeq(db, Number(lastInsertRowid));
  if (folder === null) throw new Error('Folder insert failed');
  return folder;
}
