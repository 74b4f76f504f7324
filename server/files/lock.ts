// Locking and unlocking a file (requirements X21): the matrix's File Lock row, the locker kept
// with the time, and the rule of src/lib/files/lock.ts for who the lock stops and who lifts it.
import type { DatabaseSync } from 'node:sqlite';
import { lockHolds, mayUnlock, type LockState } from '../../src/lib/files/lock.ts';
import type { User } from '../auth/accounts.ts';
import { decisionIn } from './access.ts';
import { fileBySeq, fileToItem, reachFile, type FileItem } from './items.ts';
import { Refusal } from './results.ts';
import type { FileRow } from './rows.ts';

/** The lock of a file row. */
export function lockOf(file: FileRow): LockState {
  return { locked: file.isPermission === 2, lockedBy: file.lockedBy };
}

/** Whether the file's lock stops the user (download, zip, workflow, rename, delete). */
export function lockedFor(file: FileRow, user: User): boolean {
  return lockHolds(lockOf(file), user.id);
}

/** Whether the file's lock stops the user's preview (a lock that keeps preview off). */
export function previewLockedFor(file: FileRow, user: User): boolean {
  return lockedFor(file, user) && file.permissionFlagPreview === 'N';
}

/**
 * Locks (`lock`) or unlocks a file for the user at `now`, and answers its list entry. Both need
 * File Lock in its folder; a lock someone else holds is refused, and lifting it is the locker's
 * or a Master's or PrivAll's.
 */
export function setLock(
  db: DatabaseSync,
  user: User,
  fileSeq: number,
  lock: boolean,
  now: number,
): FileItem {
  const { file, folder, access } = reachFile(db, user, fileSeq);
  if (decisionIn(access, 'lock') !== 'allowed') throw new Refusal('no_authority');
  const state = lockOf(file);
  if (lock && !state.locked) {
    db.prepare(
      `UPDATE file_items SET is_permission = 2, permission_flag_preview = 'N', locked_by = ?,
       locked_at = ? WHERE file_seq = ?`,
    ).run(user.id, now, fileSeq);
  } else if (lock && lockHolds(state, user.id)) {
    throw new Refusal('file_locked');
  } else if (!lock && state.locked) {
    if (!mayUnlock(state, user.id, access.levels)) throw new Refusal('lock_not_yours');
    db.prepare(
      `UPDATE file_items SET is_permission = 0, permission_flag_preview = 'Y', locked_by = NULL,
       locked_at = NULL WHERE file_seq = ?`,
    ).run(fileSeq);
  }
  const row = fileBySeq(db, fileSeq);
  if (row === null) throw new Refusal('not_found');
  return fileToItem(row, access, user, folder.node);
}
