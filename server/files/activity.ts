// File logs (requirements X29): the one place the server writes and reads its activity log. The
// routes never write it themselves: server/routes/activity.ts records what a successful call did.
// Reading a log needs the matrix's File Logs Management row on the item's folder.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { logEntry } from '../../src/lib/api/contract/file-logs.ts';
import { isActivityAction, type ActivityAction } from '../../src/lib/files/activity.ts';
import type { User } from '../auth/accounts.ts';
import { int, optInt, optText, text, type Row } from '../db/rows.ts';
import { accessOf, decisionIn, type FolderAccess } from './access.ts';
import { fileBySeq, reachFile } from './items.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { Refusal } from './results.ts';

/** A log entry as the calls send it. */
export type LogEntry = InferOutput<typeof logEntry>;

/** The item an entry is about, with its name at the time and the folder holding it. */
export interface ActivityItem {
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  /** The folder that holds it (null for a root area's top). */
  readonly parentSeq: number | null;
  readonly name: string;
  readonly companyId: number;
}

/** A file as an activity item (trashed ones too), or null. */
export function fileActivityItem(db: DatabaseSync, fileSeq: number): ActivityItem | null {
  const file = fileBySeq(db, fileSeq);
  const folder = file === null ? null : folderBySeq(db, file.dirSeq);
  if (file === null || folder === null) return null;
  return {
    kind: 'file',
    seq: file.fileSeq,
    parentSeq: file.dirSeq,
    name: file.name,
    companyId: folder.companyId,
  };
}

/** A folder as an activity item (trashed ones too), or null. */
export function folderActivityItem(db: DatabaseSync, dirSeq: number): ActivityItem | null {
  const folder = folderBySeq(db, dirSeq);
  if (folder === null) return null;
  return {
    kind: 'folder',
    seq: folder.dirSeq,
    parentSeq: folder.parentSeq,
    name: folder.name,
    companyId: folder.companyId,
  };
}

/** One thing to record. */
export interface Activity {
  readonly action: ActivityAction;
  readonly item: ActivityItem;
  readonly detail?: string;
}

/** Records what a user did, at `now`; items of another company are never written. */
export function recordActivity(
  db: DatabaseSync,
  user: User,
  activities: readonly Activity[],
  now: number,
): void {
  const insert = db.prepare(
    `INSERT INTO file_activity (company_id, user_id, user_name, action, kind, item_seq, parent_seq,
     name, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { action, item, detail } of activities) {
    if (item.companyId !== user.companyId) continue;
    insert.run(
      user.companyId,
      user.id,
      user.name,
      action,
      item.kind,
      item.seq,
      item.parentSeq,
      item.name,
      detail ?? '',
      now,
    );
  }
}

/**
 * Records a visitor's uploads through an upload-request link (requirements X43): no user, the
 * entry says it came through the link of `linkBy` (its maker's name), and the app names the actor
 * "Visitor via upload link" in the reader's language.
 */
export function recordVisitorUploads(
  db: DatabaseSync,
  linkBy: { readonly companyId: number; readonly name: string },
  items: readonly ActivityItem[],
  now: number,
): void {
  const insert = db.prepare(
    `INSERT INTO file_activity (company_id, user_id, user_name, via, action, kind, item_seq,
     parent_seq, name, detail, at) VALUES (?, NULL, ?, 'upload_link', 'upload', ?, ?, ?, ?, '', ?)`,
  );
  for (const item of items) {
    if (item.companyId !== linkBy.companyId) continue;
    insert.run(linkBy.companyId, linkBy.name, item.kind, item.seq, item.parentSeq, item.name, now);
  }
}

/** Whose log and which entries of it. */
export interface LogQuery {
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  readonly action?: ActivityAction | undefined;
  readonly user?: number | undefined;
}

function folderAccessOf(db: DatabaseSync, user: User, dirSeq: number): FolderAccess {
  const folder = folderBySeq(db, dirSeq);
  const lineage = folder === null ? null : lineageOf(db, folder);
  if (folder === null || lineage === null || folder.companyId !== user.companyId) {
    throw new Refusal('no_folder');
  }
  return accessOf(db, user, lineage);
}

/**
 * The item's current name, if the caller may read its log: File Logs Management on the file's
 * folder, or on the folder itself.
 */
export function logTarget(db: DatabaseSync, user: User, query: LogQuery): string {
  if (query.kind === 'file') {
    const { file, access } = reachFile(db, user, query.seq);
    if (decisionIn(access, 'file_logs') !== 'allowed') throw new Refusal('no_authority');
    return file.name;
  }
  const access = folderAccessOf(db, user, query.seq);
  if (decisionIn(access, 'file_logs') !== 'allowed') throw new Refusal('no_authority');
  return folderBySeq(db, query.seq)?.name ?? '';
}

function where(query: LogQuery, companyId: number): { sql: string; args: (string | number)[] } {
  const parts = ['company_id = ?'];
  const args: (string | number)[] = [companyId];
  if (query.kind === 'file') {
    parts.push("kind = 'file' AND item_seq = ?");
    args.push(query.seq);
  } else {
    // The folder itself and what is directly in it.
    parts.push("((kind = 'folder' AND item_seq = ?) OR parent_seq = ?)");
    args.push(query.seq, query.seq);
  }
  if (query.action !== undefined) {
    parts.push('action = ?');
    args.push(query.action);
  }
  if (query.user !== undefined) {
    parts.push('user_id = ?');
    args.push(query.user);
  }
  return { sql: parts.join(' AND '), args };
}

function entryOf(row: Row): LogEntry {
  const action = text(row, 'action');
  return {
    id: int(row, 'id'),
    at: int(row, 'at'),
    user_id: optInt(row, 'user_id'),
    user: text(row, 'user_name'),
    action: isActivityAction(action) ? action : 'upload',
    kind: text(row, 'kind') === 'folder' ? 'folder' : 'file',
    name: text(row, 'name'),
    detail: text(row, 'detail'),
    ...(optText(row, 'via') === 'upload_link' ? { via: 'upload_link' as const } : {}),
  };
}

/** A page of the log, newest first, its total, and everyone in the unfiltered log. */
export function logPage(
  db: DatabaseSync,
  user: User,
  query: LogQuery,
  page: number,
  perPage: number,
): { total: number; entries: LogEntry[]; users: { id: number; name: string }[] } {
  const filtered = where(query, user.companyId);
  const total = int(
    db
      .prepare(`SELECT COUNT(*) AS n FROM file_activity WHERE ${filtered.sql}`)
      .get(...filtered.args) ?? { n: 0 },
    'n',
  );
  const entries = db
    .prepare(`SELECT * FROM file_activity WHERE ${filtered.sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...filtered.args, perPage, (page - 1) * perPage)
    .map(entryOf);
  const everyone = where({ kind: query.kind, seq: query.seq }, user.companyId);
  const users = db
    .prepare(
      `SELECT user_id, MAX(id) AS last, user_name FROM file_activity
       WHERE ${everyone.sql} AND user_id IS NOT NULL GROUP BY user_id ORDER BY user_name`,
    )
    .all(...everyone.args)
    .map((row) => ({ id: int(row, 'user_id'), name: text(row, 'user_name') }));
  return { total, entries, users };
}

/** Every entry of the filtered log, newest first, up to `max`; `truncated` when there were more. */
export function logExport(
  db: DatabaseSync,
  user: User,
  query: LogQuery,
  max: number,
): { entries: LogEntry[]; truncated: boolean } {
  const filtered = where(query, user.companyId);
  const rows = db
    .prepare(`SELECT * FROM file_activity WHERE ${filtered.sql} ORDER BY id DESC LIMIT ?`)
    .all(...filtered.args, max + 1);
  return { entries: rows.slice(0, max).map(entryOf), truncated: rows.length > max };
}
