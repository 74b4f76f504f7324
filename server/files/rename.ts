// Renaming a file or folder: the matrix's Edit row, the lock, the name rules of
// src/lib/files/rename.ts and a name the folder already holds (case-insensitive, NFC).
import type { DatabaseSync } from 'node:sqlite';
import { splitExtension } from '../../src/lib/files/names.ts';
import { checkRename, type RenameRefusal } from '../../src/lib/files/rename.ts';
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';
import type { User } from '../auth/accounts.ts';
import { transaction } from '../db/open.ts';
import { optText } from '../db/rows.ts';
import { accessOf, decisionIn } from './access.ts';
import { findFolder, folderBySeq, lineageOf, nameTaken } from './folders.ts';
import { fileBySeq, fileToItem, folderToItem, reachFile, type FileItem } from './items.ts';
import { lockedFor } from './lock.ts';
import { Refusal } from './results.ts';
import { nameKey } from './rows.ts';
import { contentTypeFor } from './types.ts';

const REFUSALS: Readonly<Record<RenameRefusal, FileResultCode>> = {
  empty: 'invalid_name',
  invalid_chars: 'invalid_name',
  control_chars: 'invalid_name',
  bidi_chars: 'invalid_name',
  dot_name: 'invalid_name',
  trailing_dot_space: 'invalid_name',
  reserved: 'invalid_name',
  too_long: 'invalid_name',
  duplicate: 'duplicate_name',
  irm_extension: 'irm_extension',
};

function checked(raw: string, kind: 'file' | 'folder', current: string) {
  const check = checkRename(raw, { kind, name: current });
  if (!check.ok) throw new Refusal(REFUSALS[check.reason]);
  return check;
}

/** Renames a file. Needs Edit in its folder; a locked file only by its locker (requirements X21). */
export function renameFile(db: DatabaseSync, user: User, fileSeq: number, raw: string): FileItem {
  const { file, folder, access } = reachFile(db, user, fileSeq);
  if (decisionIn(access, 'edit') !== 'allowed') throw new Refusal('no_authority');
  if (lockedFor(file, user)) throw new Refusal('file_locked');
  const { name, unchanged } = checked(raw, 'file', file.name);
  if (!unchanged) {
    transaction(db, () => {
      const self = nameKey(name) === nameKey(file.name);
      if (!self && nameTaken(db, file.dirSeq, name)) throw new Refusal('duplicate_name');
      db.prepare(
        'UPDATE file_items SET name = ?, name_key = ?, extension = ?, content_type = ? WHERE file_seq = ?',
      ).run(name, nameKey(name), splitExtension(name).extension, contentTypeFor(name), fileSeq);
    });
  }
  const row = fileBySeq(db, fileSeq);
  if (row === null) throw new Refusal('not_found');
  return fileToItem(row, access, user, folder.node);
}

/**
 * Renames a folder. Needs Edit by the caller's access to the folder itself (its own permission
 * rows, else its parent's); a root area's top keeps its name.
 */
export function renameFolder(
  db: DatabaseSync,
  user: User,
  where: { node: string; dirSeq: number | undefined; now: number },
  raw: string,
): FileItem {
  const folder = findFolder(db, user, where.node, where.dirSeq, where.now);
  const lineage = folder === null ? null : lineageOf(db, folder);
  if (folder === null || lineage === null) throw new Refusal('no_folder');
  if (folder.parentSeq === null) throw new Refusal('no_authority');
  const access = accessOf(db, user, lineage);
  if (decisionIn(access, 'edit') !== 'allowed') throw new Refusal('no_authority');
  const { name, unchanged } = checked(raw, 'folder', folder.name);
  const parentSeq = folder.parentSeq;
  if (!unchanged) {
    transaction(db, () => {
      const self = nameKey(name) === nameKey(folder.name);
      if (!self && nameTaken(db, parentSeq, name)) throw new Refusal('duplicate_name');
      db.prepare('UPDATE file_folders SET name = ?, name_key = ? WHERE dir_seq = ?').run(
        name,
        nameKey(name),
        folder.dirSeq,
      );
    });
  }
  const renamed = folderBySeq(db, folder.dirSeq);
  if (renamed === null) throw new Refusal('no_folder');
  const owner = db.prepare('SELECT user_name FROM users WHERE id = ?').get(renamed.createdBy ?? 0);
  return folderToItem(renamed, access, user, owner ? (optText(owner, 'user_name') ?? '') : '');
}
