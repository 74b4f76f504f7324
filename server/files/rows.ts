// Folder and file rows as the file code reads them.
import { isNode, ROOT_KINDS, type RootKind } from '../../src/lib/files/nodes.ts';
import { foldName } from '../../src/lib/files/names.ts';
import { bool, int, optInt, optText, text, type Row } from '../db/rows.ts';

/** A folder (a root area's top is a folder too). */
export interface Folder {
  readonly dirSeq: number;
  readonly companyId: number;
  readonly ownerId: number | null;
  readonly root: RootKind;
  readonly node: string;
  readonly parentSeq: number | null;
  readonly name: string;
  readonly faxNumber: string;
  readonly faxName: string;
  readonly nextChild: number;
  readonly privallManagesPermissions: boolean;
  readonly exportAllowed: boolean;
  readonly createdBy: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly trashed: boolean;
}

/** A stored file. */
export interface FileRow {
  readonly fileSeq: number;
  readonly dirSeq: number;
  readonly name: string;
  readonly extension: string;
  readonly size: number;
  readonly contentType: string;
  readonly storage: string | null;
  readonly uploadedBy: number | null;
  readonly uploaderName: string;
  readonly version: number;
  readonly isPermission: 0 | 1 | 2;
  readonly permissionFlagPreview: 'Y' | 'N';
  readonly useSetFileComment: boolean;
  readonly note: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly trashed: boolean;
  /** Who locked it (null: unlocked, or a lock the data carries without a locker) and when. */
  readonly lockedBy: number | null;
  readonly lockerName: string | null;
  readonly lockedAt: number | null;
  /** How many comments it has (requirements X28). */
  readonly commentCount: number;
}

function rootKind(value: string): RootKind {
  const kind = ROOT_KINDS.find((k) => k === value);
  if (kind === undefined) throw new TypeError(`Unknown root ${value}`);
  return kind;
}

/** Maps a file_folders row. */
export function folderFromRow(row: Row): Folder {
  const node = text(row, 'node');
  if (!isNode(node)) throw new TypeError(`Bad node ${node}`);
  return {
    dirSeq: int(row, 'dir_seq'),
    companyId: int(row, 'company_id'),
    ownerId: optInt(row, 'owner_id'),
    root: rootKind(text(row, 'root')),
    node,
    parentSeq: optInt(row, 'parent_seq'),
    name: text(row, 'name'),
    faxNumber: text(row, 'fax_number'),
    faxName: text(row, 'fax_name'),
    nextChild: int(row, 'next_child'),
    privallManagesPermissions: bool(row, 'privall_manages_permissions'),
    exportAllowed: bool(row, 'export_allowed'),
    createdBy: optInt(row, 'created_by'),
    createdAt: int(row, 'created_at'),
    updatedAt: int(row, 'updated_at'),
    trashed: optInt(row, 'trashed_at') !== null,
  };
}

/** Maps a file_items row (joined with the uploader's name as uploader_name). */
export function fileFromRow(row: Row): FileRow {
  const isPermission = int(row, 'is_permission');
  return {
    fileSeq: int(row, 'file_seq'),
    dirSeq: int(row, 'dir_seq'),
    name: text(row, 'name'),
    extension: text(row, 'extension'),
    size: int(row, 'size'),
    contentType: text(row, 'content_type'),
    storage: optText(row, 'storage'),
    uploadedBy: optInt(row, 'uploaded_by'),
    uploaderName: optText(row, 'uploader_name') ?? '',
    version: int(row, 'version'),
    isPermission: isPermission === 1 ? 1 : isPermission === 2 ? 2 : 0,
    permissionFlagPreview: text(row, 'permission_flag_preview') === 'N' ? 'N' : 'Y',
    // The file's switch and its company's (requirements X28).
    useSetFileComment: bool(row, 'use_set_file_comment') && optInt(row, 'company_comments') !== 0,
    note: text(row, 'note'),
    createdAt: int(row, 'created_at'),
    updatedAt: int(row, 'updated_at'),
    trashed: optInt(row, 'trashed_at') !== null,
    lockedBy: optInt(row, 'locked_by'),
    lockerName: optText(row, 'locker_name'),
    lockedAt: optInt(row, 'locked_at'),
    commentCount: optInt(row, 'comment_count') ?? 0,
  };
}

/** The key names are compared and sorted by: NFC, full case folding (`straße` = `STRASSE`). */
export function nameKey(name: string): string {
  return foldName(name);
}

/** The SELECT list of a file joined with its uploader. */
export const FILE_COLUMNS = `f.*, u.user_name AS uploader_name, l.user_name AS locker_name,
  (SELECT COUNT(*) FROM file_comments c WHERE c.file_seq = f.file_seq) AS comment_count,
  (SELECT co.use_file_comment FROM file_folders d JOIN companies co ON co.id = d.company_id
   WHERE d.dir_seq = f.dir_seq) AS company_comments`;
/** The FROM clause that goes with FILE_COLUMNS. */
export const FILE_FROM =
  'file_items f LEFT JOIN users u ON u.id = f.uploaded_by LEFT JOIN users l ON l.id = f.locked_by';
