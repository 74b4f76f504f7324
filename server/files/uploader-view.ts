// What an Uploader sees of a folder (requirements X46, decision 018): as in Box, a user whose only
// level on a folder is Uploader lists its sub-folders (to reach where to upload) and the files
// they uploaded themselves, not other people's files — unless their company allows Uploaders to
// see every file (`companies.uploaders_see_files`). Listing, search, favorites and the folder's
// tag list all ask this one rule.
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../auth/accounts.ts';
import type { FolderAccess } from './access.ts';

/** Whether the company lets Uploaders see every file of their folders. */
function uploadersSeeFiles(db: DatabaseSync, companyId: number): boolean {
  const row = db.prepare('SELECT uploaders_see_files FROM companies WHERE id = ?').get(companyId);
  return row !== undefined && Number(row['uploaders_see_files']) === 1;
}

/**
 * The user whose own files alone the caller sees in a folder with this access (the caller), or
 * null when the caller sees every file.
 */
export function onlyFilesOf(db: DatabaseSync, user: User, access: FolderAccess): number | null {
  const uploaderOnly =
    access.levels.length > 0 && access.levels.every((level) => level === 'uploader');
  if (!uploaderOnly || uploadersSeeFiles(db, user.companyId)) return null;
  return user.id;
}
