// Looking up files with their folder and access, inserting uploads, and the list-item shape.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { fileItem } from '../../src/lib/api/contract/files.ts';
import { splitExtension } from '../../src/lib/files/names.ts';
import { lockHolds } from '../../src/lib/files/lock.ts';
import { IMAGE_EXTENSIONS } from '../../src/lib/files/preview.ts';
import type { User } from '../auth/accounts.ts';
import { statement } from '../db/statements.ts';
import { accessOf, type FolderAccess } from './access.ts';
import { lineageOf, folderBySeq } from './folders.ts';
import {
  FILE_COLUMNS,
  FILE_FROM,
  fileFromRow,
  nameKey,
  type FileRow,
  type Folder,
} from './rows.ts';
import { contentTypeFor } from './types.ts';
import { Refusal } from './results.ts';

/** A list entry as the contract sends it. */
export type FileItem = InferOutput<typeof fileItem>;

/** Images up to this size get a thumbnail (the original bytes, as no scaler is bundled). */
export const THUMBNAIL_CAP = 2 * 1024 * 1024;

/** The file by file_seq (trashed ones too), or null. */
export function fileBySeq(db: DatabaseSync, fileSeq: number): FileRow | null {
  const row = statement(db, `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE f.file_seq = ?`).get(
    fileSeq,
  );
  return row ? fileFromRow(row) : null;
}

/** A file the caller can reach, with its folder, lineage and the caller's access. */
export interface ReachedFile {
  readonly file: FileRow;
  readonly folder: Folder;
  readonly access: FolderAccess;
}

/**
 * The file if it is live, in the caller's company, and the caller has any level on its folder;
 * otherwise a Refusal (not_found hides files of other companies and trashed ones).
 */
export function reachFile(db: DatabaseSync, user: User, fileSeq: number): ReachedFile {
  const file = fileBySeq(db, fileSeq);
  const folder = file && !file.trashed ? folderBySeq(db, file.dirSeq) : null;
  if (file === null || folder === null || folder.companyId !== user.companyId) {
    throw new Refusal('not_found');
  }
  const lineage = lineageOf(db, folder);
  if (lineage === null) throw new Refusal('not_found');
  const access = accessOf(db, user, lineage);
  if (access.levels.length === 0)
    throw new Refusal(folder.root === 'mybox' ? 'not_found' : 'no_authority');
  return { file, folder, access };
}

/** The opaque version tag of a file (reginfo). */
export function reginfoOf(file: FileRow): string {
  return `r${file.fileSeq}v${file.version}`;
}

/** The file_seq a reginfo names, or null. */
export function parseReginfo(reginfo: string): number | null {
  const match = /^r(\d{1,15})v\d{1,9}$/.exec(reginfo);
  return match ? Number(match[1]) : null;
}

/** Whether a file gets a thumbnail. */
export function hasThumbnail(file: FileRow): boolean {
  const { contentExtension, irm } = splitExtension(file.name);
  return (
    !irm &&
    IMAGE_EXTENSIONS.includes(contentExtension) &&
    file.storage !== null &&
    file.size <= THUMBNAIL_CAP
  );
}

/** The permission field of an entry: the level, the folder it is set on and its grants. */
function permissionOf(access: FolderAccess): FileItem['permission'] {
  return {
    node: access.aclNode,
    access_level: access.level,
    source: { name: access.source.name, grants: access.source.grants.map((g) => ({ ...g })) },
  };
}

/**
 * A file as a list entry. Its lock names the locker and time; for the locker it is sent as
 * unlocked in `is_permission`, which says what the caller may do (requirements X21).
 */
export function fileToItem(
  file: FileRow,
  access: FolderAccess,
  user: User,
  node: string,
): FileItem {
  const locked = file.isPermission === 2;
  const holds = lockHolds({ locked, lockedBy: file.lockedBy }, user.id);
  return {
    kind: 'file',
    id: `f${file.fileSeq}`,
    file_seq: file.fileSeq,
    dir_seq: file.dirSeq,
    name: file.name,
    extension: file.extension,
    size: file.size,
    thumbnail: hasThumbnail(file),
    node,
    permission: permissionOf(access),
    is_permission: locked && !holds ? 0 : file.isPermission,
    permission_flag_preview: locked && !holds ? 'Y' : file.permissionFlagPreview,
    use_set_file_comment: file.useSetFileComment,
    reginfo: reginfoOf(file),
    updated_at: file.updatedAt,
    owner_name: file.uploaderName,
    own: file.uploadedBy === user.id,
    created_at: file.createdAt,
    ...(file.useSetFileComment ? { comment_count: file.commentCount } : {}),
    ...(locked
      ? { lock: { by: file.lockerName, at: file.lockedAt, mine: file.lockedBy === user.id } }
      : {}),
  };
}

/** A folder as a list entry. */
export function folderToItem(
  folder: Folder,
  access: FolderAccess,
  user: User,
  ownerName: string,
): FileItem {
  return {
    kind: 'folder',
    id: `d${folder.dirSeq}`,
    file_seq: 0,
    dir_seq: folder.dirSeq,
    name: folder.name,
    extension: '',
    size: 0,
    thumbnail: false,
    node: folder.node,
    permission: permissionOf(access),
    is_permission: 0,
    permission_flag_preview: 'Y',
    use_set_file_comment: false,
    reginfo: '',
    updated_at: folder.updatedAt,
    owner_name: ownerName,
    own: folder.createdBy === user.id,
    created_at: folder.createdAt,
  };
}

/** A free name in the folder: `report.pdf`, else `report (2).pdf`, `report (3).pdf`, … */
export function freeName(db: DatabaseSync, dirSeq: number, name: string): string {
  const taken = db.prepare(
    `SELECT 1 FROM file_items WHERE dir_seq = ? AND name_key = ? AND trashed_at IS NULL
     UNION ALL SELECT 1 FROM file_folders WHERE parent_seq = ? AND name_key = ? AND trashed_at IS NULL`,
  );
  const isTaken = (candidate: string): boolean =>
    taken.get(dirSeq, nameKey(candidate), dirSeq, nameKey(candidate)) !== undefined;
  if (!isTaken(name)) return name;
  const { stem, extension } = splitExtension(name);
  const suffix = extension === '' ? '' : `.${name.slice(-extension.length)}`;
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** The fields of a new file row. */
export interface NewFile {
  readonly dirSeq: number;
  readonly name: string;
  readonly size: number;
  readonly storage: string | null;
  readonly uploadedBy: number | null;
  readonly now: number;
  readonly isPermission?: 0 | 1 | 2;
  readonly permissionFlagPreview?: 'Y' | 'N';
  readonly note?: string;
}

/** Inserts a file row; returns its file_seq. */
export function insertFile(db: DatabaseSync, file: NewFile): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO file_items (dir_seq, name, name_key, extension, size, content_type, storage,
       uploaded_by, is_permission, permission_flag_preview, note, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      file.dirSeq,
      file.name,
      nameKey(file.name),
      splitExtension(file.name).extension,
      file.size,
      contentTypeFor(file.name),
      file.storage,
      file.uploadedBy,
      file.isPermission ?? 0,
      file.permissionFlagPreview ?? 'Y',
      file.note ?? '',
      file.now,
      file.now,
    );
  return Number(lastInsertRowid);
}
