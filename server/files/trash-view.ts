// The Trash view (requirements X18): which trashed items a user may see, restore or delete forever
// (whoever deleted it, or a Master or PrivAll of its folder), where each was deleted from, and
// deleting forever.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { trashEntry } from '../../src/lib/api/contract/trash-view.ts';
import type { AccessLevel } from '../../src/lib/files/permissions.ts';
import type { User } from '../auth/accounts.ts';
import { int, optInt, optText, text } from '../db/rows.ts';
import { accessOf } from './access.ts';
import { chainOf, folderBySeq } from './folders.ts';
import { Refusal } from './results.ts';
import { deleteFolderTree } from './retention.ts';

/** A trash entry as the list call sends it. */
export type TrashEntry = InferOutput<typeof trashEntry>;
/** A trashed item by kind and seq. */
export type TrashKind = 'file' | 'folder';

/** Whether a user with these levels may restore or purge an item deleted by `trashedBy`. */
export function mayManageTrashed(
  levels: readonly AccessLevel[],
  trashedBy: number | null,
  userId: number,
): boolean {
  if (levels.length === 0) return false;
  return trashedBy === userId || levels.includes('master') || levels.includes('privall');
}

function userName(db: DatabaseSync, userId: number | null): string {
  const row =
    userId === null
      ? undefined
      : db.prepare('SELECT user_name FROM users WHERE id = ?').get(userId);
  return row ? (optText(row, 'user_name') ?? '') : '';
}

interface Trashed {
  readonly kind: TrashKind;
  readonly seq: number;
  readonly name: string;
  readonly size: number;
  /** The folder it was deleted from. */
  readonly holderSeq: number;
  readonly trashedAt: number;
  readonly trashedBy: number | null;
}

function trashedRow(db: DatabaseSync, kind: TrashKind, seq: number): Trashed | null {
  const row =
    kind === 'file'
      ? db
          .prepare(
            `SELECT file_seq AS seq, name, size, dir_seq AS holder, trashed_at, trashed_by
             FROM file_items WHERE file_seq = ? AND trashed_at IS NOT NULL`,
          )
          .get(seq)
      : db
          .prepare(
            `SELECT dir_seq AS seq, name, 0 AS size, parent_seq AS holder, trashed_at, trashed_by
             FROM file_folders WHERE dir_seq = ? AND trashed_at IS NOT NULL AND parent_seq IS NOT NULL`,
          )
          .get(seq);
  if (!row) return null;
  return {
    kind,
    seq: int(row, 'seq'),
    name: text(row, 'name'),
    size: int(row, 'size'),
    holderSeq: int(row, 'holder'),
    trashedAt: int(row, 'trashed_at'),
    trashedBy: optInt(row, 'trashed_by'),
  };
}

/** The entry of a trashed item, if it is in this user's trash (see `mayManageTrashed`). */
export function trashEntryFor(
  db: DatabaseSync,
  user: User,
  kind: TrashKind,
  seq: number,
): TrashEntry | null {
  const item = trashedRow(db, kind, seq);
  const holder = item === null ? null : folderBySeq(db, item.holderSeq);
  if (item === null || holder === null || holder.companyId !== user.companyId) return null;
  const chain = chainOf(db, holder);
  if (chain === null) return null;
  if (holder.root === 'mybox' && holder.ownerId !== user.id) return null;
  const levels = accessOf(db, user, chain).levels;
  if (!mayManageTrashed(levels, item.trashedBy, user.id)) return null;
  return {
    kind,
    seq: item.seq,
    name: item.name,
    size: item.size,
    root: holder.root,
    location: chain.map((f) => ({ node: f.node, dir_seq: f.dirSeq, name: f.name })),
    origin_gone: chain.some((f) => f.trashed),
    deleted_by: userName(db, item.trashedBy),
    deleted_at: item.trashedAt,
  };
}

/** The user's trash, the latest deleted first. */
export function listTrash(db: DatabaseSync, user: User): TrashEntry[] {
  const rows = db
    .prepare(
      `SELECT 'file' AS kind, f.file_seq AS seq, f.trashed_at AS at FROM file_items f
         JOIN file_folders d ON d.dir_seq = f.dir_seq
         WHERE f.trashed_at IS NOT NULL AND d.company_id = ?
       UNION ALL
       SELECT 'folder', dir_seq, trashed_at FROM file_folders
         WHERE trashed_at IS NOT NULL AND company_id = ? AND parent_seq IS NOT NULL
       ORDER BY at DESC, seq DESC`,
    )
    .all(user.companyId, user.companyId);
  return rows.flatMap((row) => {
    const kind = text(row, 'kind') === 'folder' ? 'folder' : 'file';
    const entry = trashEntryFor(db, user, kind, int(row, 'seq'));
    return entry === null ? [] : [entry];
  });
}

/**
 * Throws the Refusal for an item the user may not purge: not in the trash or not theirs to see
 * (not_found, no_folder), or theirs to see but neither deleted by them nor under their Master or
 * PrivAll (no_authority).
 */
export function checkPurgeable(db: DatabaseSync, user: User, kind: TrashKind, seq: number): void {
  if (trashEntryFor(db, user, kind, seq) !== null) return;
  const item = trashedRow(db, kind, seq);
  const holder = item === null ? null : folderBySeq(db, item.holderSeq);
  const missing = kind === 'file' ? 'not_found' : 'no_folder';
  if (item === null || holder === null || holder.companyId !== user.companyId)
    throw new Refusal(missing);
  if (holder.root === 'mybox' && holder.ownerId !== user.id) throw new Refusal(missing);
  throw new Refusal('no_authority');
}

/** Deletes trashed items forever (a folder with all it holds) and their stars. */
export function purge(db: DatabaseSync, items: readonly { kind: TrashKind; seq: number }[]): void {
  const file = db.prepare('DELETE FROM file_items WHERE file_seq = ?');
  const star = db.prepare("DELETE FROM favorites WHERE kind = 'file' AND seq = ?");
  for (const { kind, seq } of items) {
    if (kind === 'folder') {
      // With everything it holds: their rows would otherwise stay, counted against the quota.
      deleteFolderTree(db, seq);
      continue;
    }
    file.run(seq);
    star.run(seq);
  }
}
