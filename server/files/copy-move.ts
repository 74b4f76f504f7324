// Copying and moving files and folders (requirements X23): the matrix's Copy File and Move File
// rows where an item is, Upload (files) or Sub-folder creation (folders) in the target, the lock,
// the name rule and a name the target already holds (NFC, full case folding), item by item, each
// in its own transaction. Stored bytes are shared by a copy: they are written once under a random
// key and never changed or freed while a row names them (a purge deletes rows, not bytes).
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { ConflictPolicy, copyMoveResult } from '../../src/lib/api/contract/copy-move.ts';
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';
import { allowedOn } from '../../src/lib/files/access.ts';
import { checkName } from '../../src/lib/files/names.ts';
import { childNode } from '../../src/lib/files/nodes.ts';
import type { User } from '../auth/accounts.ts';
import { transaction } from '../db/open.ts';
import { int, optText } from '../db/rows.ts';
import { accessOf, decisionIn, type FolderAccess } from './access.ts';
import { createFolder, findFolder, folderBySeq, lineageOf } from './folders.ts';
import {
  fileBySeq,
  fileToItem,
  folderToItem,
  freeName,
  insertFile,
  reachFile,
  type FileItem,
} from './items.ts';
import { lockedFor } from './lock.ts';
import { Refusal } from './results.ts';
import { fileFromRow, folderFromRow, nameKey, type FileRow, type Folder } from './rows.ts';
import { say } from '../messages/language.ts';
import { markThaws } from './unfreeze.ts';

/** One item's outcome as the call answers it. */
export type CopyMoveResult = InferOutput<typeof copyMoveResult>;
/** Copy or move. */
export type CopyMoveMode = 'copy' | 'move';

/** The folder items go to, the caller's access there, and when. */
export interface Target {
  readonly folder: Folder;
  readonly lineage: readonly Folder[];
  readonly access: FolderAccess;
  readonly now: number;
}

/**
 * The target folder, refused as a whole (no_folder) when it does not exist for the caller, or
 * (no_authority) when the caller may neither upload nor make folders there.
 */
export function resolveTarget(
  db: DatabaseSync,
  user: User,
  where: { node: string; dirSeq: number | undefined },
  now: number,
): Target {
  const folder = findFolder(db, user, where.node, where.dirSeq, now);
  const lineage = folder === null ? null : lineageOf(db, folder);
  if (folder === null || lineage === null) throw new Refusal('no_folder');
  const access = accessOf(db, user, lineage);
  if (decisionIn(access, 'upload') !== 'allowed' && decisionIn(access, 'subfolder') !== 'allowed')
    throw new Refusal('no_authority');
  return { folder, lineage, access, now };
}

/** Whether the target takes an item of this kind: Upload for files, Sub-folder creation for folders. */
function writable(target: Target, kind: 'file' | 'folder'): boolean {
  return decisionIn(target.access, kind === 'file' ? 'upload' : 'subfolder') === 'allowed';
}

/** The live entry of this name in a folder, if any. */
function entryNamed(
  db: DatabaseSync,
  dirSeq: number,
  name: string,
): { kind: 'file' | 'folder'; seq: number } | null {
  const key = nameKey(name);
  const dir = db
    .prepare(
      'SELECT dir_seq FROM file_folders WHERE parent_seq = ? AND name_key = ? AND trashed_at IS NULL',
    )
    .get(dirSeq, key);
  if (dir) return { kind: 'folder', seq: int(dir, 'dir_seq') };
  const file = db
    .prepare(
      'SELECT file_seq FROM file_items WHERE dir_seq = ? AND name_key = ? AND trashed_at IS NULL',
    )
    .get(dirSeq, key);
  return file ? { kind: 'file', seq: int(file, 'file_seq') } : null;
}

/** A folder and every folder below it (live ones, or trashed ones too), top first. */
function subtree(db: DatabaseSync, dirSeq: number, trashed = false): Folder[] {
  return db
    .prepare(
      `WITH RECURSIVE t(seq, depth) AS (SELECT ?, 0 UNION ALL
         SELECT f.dir_seq, t.depth + 1 FROM file_folders f JOIN t ON f.parent_seq = t.seq
         WHERE f.trashed_at IS NULL OR ?)
       SELECT d.* FROM file_folders d JOIN t ON d.dir_seq = t.seq ORDER BY t.depth, d.dir_seq`,
    )
    .all(dirSeq, trashed ? 1 : 0)
    .map(folderFromRow);
}

/** The live files directly in a folder. */
function filesIn(db: DatabaseSync, dirSeq: number): FileRow[] {
  return db
    .prepare(
      `SELECT f.*, NULL AS uploader_name, NULL AS locker_name FROM file_items f
       WHERE f.dir_seq = ? AND f.trashed_at IS NULL ORDER BY f.file_seq`,
    )
    .all(dirSeq)
    .map(fileFromRow);
}

/** What stands in the way of a name in the target: nothing, the item itself, or another entry. */
type Clash = 'none' | 'self' | { kind: 'file' | 'folder'; seq: number };

function clashOf(
  db: DatabaseSync,
  target: Target,
  item: { kind: 'file' | 'folder'; seq: number; name: string },
): Clash {
  const found = entryNamed(db, target.folder.dirSeq, item.name);
  if (found === null) return 'none';
  return found.kind === item.kind && found.seq === item.seq ? 'self' : found;
}

/** Moves the entry a Replace overwrites to the trash; it needs the right to delete it. */
function trashForReplace(
  db: DatabaseSync,
  user: User,
  target: Target,
  clash: { kind: 'file' | 'folder'; seq: number },
): void {
  if (clash.kind === 'file') {
    const file = fileBySeq(db, clash.seq);
    if (file === null) return;
    if (!allowedOn(decisionIn(target.access, 'delete'), file.uploadedBy === user.id))
      throw new Refusal('no_authority');
    if (lockedFor(file, user)) throw new Refusal('file_locked');
    db.prepare('UPDATE file_items SET trashed_at = ?, trashed_by = ? WHERE file_seq = ?').run(
      target.now,
      user.id,
      clash.seq,
    );
    return;
  }
  if (decisionIn(target.access, 'subfolder') !== 'allowed') throw new Refusal('no_authority');
  db.prepare('UPDATE file_folders SET trashed_at = ?, trashed_by = ? WHERE dir_seq = ?').run(
    target.now,
    user.id,
    clash.seq,
  );
}

/** The name the item gets in the target, or the outcome that stops it (skipped, conflict). */
function placeName(
  db: DatabaseSync,
  user: User,
  target: Target,
  item: { kind: 'file' | 'folder'; seq: number; name: string },
  mode: CopyMoveMode,
  policy: ConflictPolicy,
): { readonly name: string } | 'skipped' | 'conflict' {
  const clash = clashOf(db, target, item);
  if (clash === 'none') return { name: item.name };
  // Moving an item into the folder it is in changes nothing; a copy of it takes a free name.
  if (clash === 'self' && (mode === 'move' || policy === 'replace' || policy === 'skip'))
    return 'skipped';
  if (policy === 'ask') return 'conflict';
  if (policy === 'skip') return 'skipped';
  if (policy === 'keep_both' || clash === 'self') {
    const name = freeName(db, target.folder.dirSeq, item.name);
    if (!checkName(name).ok) throw new Refusal('invalid_name');
    return { name };
  }
  trashForReplace(db, user, target, clash);
  return { name: item.name };
}

function ownerName(db: DatabaseSync, userId: number | null): string {
  const row =
    userId === null
      ? undefined
      : db.prepare('SELECT user_name FROM users WHERE id = ?').get(userId);
  return row ? (optText(row, 'user_name') ?? '') : '';
}

function copyFileRow(
  db: DatabaseSync,
  user: User,
  file: FileRow,
  dirSeq: number,
  name: string,
  now: number,
): number {
  const fileSeq = insertFile(db, {
    dirSeq,
    name,
    size: file.size,
    storage: file.storage,
    uploadedBy: user.id,
    now,
    isPermission: file.isPermission === 2 ? 0 : file.isPermission,
    permissionFlagPreview: file.isPermission === 2 ? 'Y' : file.permissionFlagPreview,
    note: file.note,
  });
  db.prepare(
    `INSERT INTO file_tags (file_seq, tag, tag_key, created_by, created_at)
     SELECT ?, tag, tag_key, ?, ? FROM file_tags WHERE file_seq = ?`,
  ).run(fileSeq, user.id, now, file.fileSeq);
  return fileSeq;
}

/** Copies a folder's live content, folder by folder, into a new folder of the same shape. */
function copyTree(db: DatabaseSync, user: User, from: Folder, into: Folder, now: number): void {
  for (const file of filesIn(db, from.dirSeq))
    copyFileRow(db, user, file, into.dirSeq, file.name, now);
  const children = db
    .prepare(
      'SELECT * FROM file_folders WHERE parent_seq = ? AND trashed_at IS NULL ORDER BY dir_seq',
    )
    .all(from.dirSeq)
    .map(folderFromRow);
  for (const child of children) {
    const made = createFolder(db, into, { name: child.name, createdBy: user.id, now });
    copyTree(db, user, child, made, now);
  }
}

/** The root area of a folder, by its dir_seq. */
function reachedRoot(db: DatabaseSync, dirSeq: number): string | null {
  return folderBySeq(db, dirSeq)?.root ?? null;
}

/**
 * Forgets the thaw of files that change storage (requirements X42): a file moved into cold
 * storage from elsewhere is frozen there, and one moved out is plain again (nothing outside cold
 * storage is frozen), so coming back later freezes it anew. A move within cold storage keeps it.
 */
function refreeze(db: DatabaseSync, fileSeqs: readonly number[]): void {
  const clear = db.prepare('UPDATE file_items SET thaw_started_at = NULL WHERE file_seq = ?');
  for (const seq of fileSeqs) clear.run(seq);
}

/** Re-homes a folder and everything below it under a new parent: new nodes, root and owner. */
export function reparentFolder(
  db: DatabaseSync,
  folder: Folder,
  parent: Folder,
  name: string,
  now: number,
): void {
  const counter = db
    .prepare(
      'UPDATE file_folders SET next_child = next_child + 1, updated_at = ? WHERE dir_seq = ? RETURNING next_child',
    )
    .get(now, parent.dirSeq);
  const node = childNode(parent.node, (counter ? int(counter, 'next_child') : 1) - 1);
  const update = db.prepare(
    'UPDATE file_folders SET node = ?, root = ?, owner_id = ? WHERE dir_seq = ?',
  );
  const tree = subtree(db, folder.dirSeq, true);
  if (folder.root !== parent.root) {
    const files = db.prepare('SELECT file_seq FROM file_items WHERE dir_seq = ?');
    refreeze(
      db,
      tree.flatMap((below) => files.all(below.dirSeq).map((row) => int(row, 'file_seq'))),
    );
  }
  for (const below of tree) {
    update.run(
      node + below.node.slice(folder.node.length),
      parent.root,
      parent.ownerId,
      below.dirSeq,
    );
  }
  db.prepare(
    'UPDATE file_folders SET parent_seq = ?, name = ?, name_key = ? WHERE dir_seq = ?',
  ).run(parent.dirSeq, name, nameKey(name), folder.dirSeq);
}

function result(
  kind: 'file' | 'folder',
  seq: number,
  name: string,
  outcome: { status: 'done'; item: FileItem } | { status: 'skipped' | 'conflict' } | FileResultCode,
): CopyMoveResult {
  if (typeof outcome === 'string')
    return {
      kind,
      seq,
      name,
      status: 'failed',
      result_code: outcome,
      all: say(`files.${outcome}`),
    };
  return { kind, seq, name, ...outcome };
}

/** Runs one item in its own transaction; a Refusal rolls it back and answers it as failed. */
function oneItem(
  db: DatabaseSync,
  kind: 'file' | 'folder',
  seq: number,
  name: string,
  work: () => { status: 'done'; item: FileItem } | { status: 'skipped' | 'conflict' },
): CopyMoveResult {
  try {
    return result(kind, seq, name, transaction(db, work));
  } catch (error) {
    if (error instanceof Refusal) return result(kind, seq, name, error.code);
    throw error;
  }
}

function fileItemOf(
  db: DatabaseSync,
  user: User,
  target: Target,
  fileSeq: number,
): { status: 'done'; item: FileItem } {
  const row = fileBySeq(db, fileSeq);
  if (row === null) throw new Refusal('not_found');
  const item = fileToItem(row, target.access, user, target.folder.node);
  return { status: 'done', item: markThaws(db, [item], target.now)[0] ?? item };
}

/** Copies or moves one file into the target. */
export function copyMoveFile(
  db: DatabaseSync,
  user: User,
  mode: CopyMoveMode,
  fileSeq: number,
  target: Target,
  policy: ConflictPolicy,
): CopyMoveResult {
  const name = fileBySeq(db, fileSeq)?.name ?? '';
  return oneItem(db, 'file', fileSeq, name, () => {
    const { file, access } = reachFile(db, user, fileSeq);
    if (decisionIn(access, mode) !== 'allowed') throw new Refusal('no_authority');
    if (!writable(target, 'file')) throw new Refusal('no_authority');
    if (lockedFor(file, user)) throw new Refusal('file_locked');
    const place = placeName(db, user, target, { kind: 'file', seq: fileSeq, name }, mode, policy);
    if (place === 'skipped' || place === 'conflict') return { status: place };
    const placed = place.name;
    if (mode === 'copy') {
      const copy = copyFileRow(db, user, file, target.folder.dirSeq, placed, target.now);
      return fileItemOf(db, user, target, copy);
    }
    db.prepare(
      'UPDATE file_items SET dir_seq = ?, name = ?, name_key = ?, updated_at = ? WHERE file_seq = ?',
    ).run(target.folder.dirSeq, placed, nameKey(placed), target.now, fileSeq);
    if (reachedRoot(db, file.dirSeq) !== target.folder.root) refreeze(db, [fileSeq]);
    return fileItemOf(db, user, target, fileSeq);
  });
}

/** A live folder of the caller's company below a root area's top, with its lineage; else a Refusal. */
function reachFolder(db: DatabaseSync, user: User, dirSeq: number) {
  const folder = folderBySeq(db, dirSeq);
  const lineage = folder && folder.companyId === user.companyId ? lineageOf(db, folder) : null;
  if (folder === null || lineage === null || folder.parentSeq === null)
    throw new Refusal('no_folder');
  if (folder.root === 'mybox' && folder.ownerId !== user.id) throw new Refusal('no_folder');
  return { folder, lineage };
}

/** Copies or moves one folder, with all it holds, into the target. */
export function copyMoveFolder(
  db: DatabaseSync,
  user: User,
  mode: CopyMoveMode,
  dirSeq: number,
  target: Target,
  policy: ConflictPolicy,
): CopyMoveResult {
  const name = folderBySeq(db, dirSeq)?.name ?? '';
  return oneItem(db, 'folder', dirSeq, name, () => {
    const { folder } = reachFolder(db, user, dirSeq);
    if (target.lineage.some((f) => f.dirSeq === dirSeq)) throw new Refusal('into_itself');
    const below = subtree(db, dirSeq);
    // Every folder of the tree is judged by the caller's access there (its own rows count).
    for (const step of below) {
      const lineage = lineageOf(db, step);
      if (lineage === null || decisionIn(accessOf(db, user, lineage), mode) !== 'allowed')
        throw new Refusal('no_authority');
    }
    if (!writable(target, 'folder')) throw new Refusal('no_authority');
    if (below.some((step) => filesIn(db, step.dirSeq).some((file) => lockedFor(file, user))))
      throw new Refusal('file_locked');
    const place = placeName(db, user, target, { kind: 'folder', seq: dirSeq, name }, mode, policy);
    if (place === 'skipped' || place === 'conflict') return { status: place };
    const placed = place.name;
    let seq = dirSeq;
    if (mode === 'copy') {
      const made = createFolder(db, target.folder, {
        name: placed,
        createdBy: user.id,
        now: target.now,
      });
      copyTree(db, user, folder, made, target.now);
      seq = made.dirSeq;
    } else {
      reparentFolder(db, folder, target.folder, placed, target.now);
    }
    const moved = folderBySeq(db, seq);
    const lineage = moved === null ? null : lineageOf(db, moved);
    if (moved === null || lineage === null) throw new Refusal('no_folder');
    const item = folderToItem(
      moved,
      accessOf(db, user, lineage),
      user,
      ownerName(db, moved.createdBy),
    );
    return { status: 'done', item };
  });
}

/** Copies or moves a selection into a target, item by item; answers each item's outcome. */
export function copyMove(
  db: DatabaseSync,
  user: User,
  mode: CopyMoveMode,
  selection: { fileSeqs: readonly number[]; dirSeqs: readonly number[] },
  target: Target,
  policy: ConflictPolicy,
): CopyMoveResult[] {
  return [
    ...[...new Set(selection.dirSeqs)].map((seq) =>
      copyMoveFolder(db, user, mode, seq, target, policy),
    ),
    ...[...new Set(selection.fileSeqs)].map((seq) =>
      copyMoveFile(db, user, mode, seq, target, policy),
    ),
  ];
}

/**
 * Restores trashed items into a chosen folder (the Trash view, when their own folder is gone):
 * the caller must be allowed to restore them (checked by the route) and to write the target; a
 * name the target holds is refused (duplicate_name), all or nothing.
 */
export function restoreInto(
  db: DatabaseSync,
  items: { fileSeqs: readonly number[]; dirSeqs: readonly number[] },
  target: Target,
): void {
  const names = new Set<string>();
  const claim = (name: string): void => {
    const key = nameKey(name);
    if (names.has(key) || entryNamed(db, target.folder.dirSeq, name) !== null)
      throw new Refusal('duplicate_name');
    names.add(key);
  };
  if (items.fileSeqs.length > 0 && !writable(target, 'file')) throw new Refusal('no_authority');
  if (items.dirSeqs.length > 0 && !writable(target, 'folder')) throw new Refusal('no_authority');
  transaction(db, () => {
    for (const seq of items.fileSeqs) {
      const file = fileBySeq(db, seq);
      if (file === null) throw new Refusal('not_found');
      claim(file.name);
      if (reachedRoot(db, file.dirSeq) !== target.folder.root) refreeze(db, [seq]);
      db.prepare(
        'UPDATE file_items SET dir_seq = ?, trashed_at = NULL, trashed_by = NULL WHERE file_seq = ?',
      ).run(target.folder.dirSeq, seq);
    }
    for (const seq of items.dirSeqs) {
      const folder = folderBySeq(db, seq);
      if (folder === null) throw new Refusal('no_folder');
      if (target.lineage.some((f) => f.dirSeq === seq)) throw new Refusal('into_itself');
      claim(folder.name);
      db.prepare(
        'UPDATE file_folders SET trashed_at = NULL, trashed_by = NULL WHERE dir_seq = ?',
      ).run(seq);
      reparentFolder(db, folder, target.folder, folder.name, target.now);
    }
  });
}
