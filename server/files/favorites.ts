// Favorites: a user's starred files and folders, each shown only while the user may still see it.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { favoriteEntry } from '../../src/lib/api/contract/favorites.ts';
import type { User } from '../auth/accounts.ts';
import { int, optText, text } from '../db/rows.ts';
import { accessOf } from './access.ts';
import { onlyFilesOf } from './uploader-view.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { fileBySeq, fileToItem, folderToItem, type FileItem } from './items.ts';

/** A starred item as the list call sends it. */
export type FavoriteEntry = InferOutput<typeof favoriteEntry>;
/** What a star names. */
export type FavoriteKind = 'file' | 'folder';

const crumbs = (lineage: readonly { node: string; dirSeq: number; name: string }[]) =>
  lineage.map((f) => ({ node: f.node, dir_seq: f.dirSeq, name: f.name }));

function ownerName(db: DatabaseSync, userId: number | null): string {
  const row =
    userId === null
      ? undefined
      : db.prepare('SELECT user_name FROM users WHERE id = ?').get(userId);
  return row ? (optText(row, 'user_name') ?? '') : '';
}

/**
 * The item with where it lives, if the user may see it now: live (not trashed, nor any folder
 * above it), in the user's company, and with a level on its folder. A root area's top is no item.
 */
export function visibleFavorite(
  db: DatabaseSync,
  user: User,
  kind: FavoriteKind,
  seq: number,
): FavoriteEntry | null {
  if (kind === 'file') {
    const file = fileBySeq(db, seq);
    const folder = file && !file.trashed ? folderBySeq(db, file.dirSeq) : null;
    const lineage = folder?.companyId === user.companyId ? lineageOf(db, folder) : null;
    if (file === null || folder === null || lineage === null) return null;
    const access = accessOf(db, user, lineage);
    if (access.levels.length === 0) return null;
    // An Uploader sees only their own files (requirements X46).
    const owner = onlyFilesOf(db, user, access);
    if (owner !== null && file.uploadedBy !== owner) return null;
    const item = { ...fileToItem(file, access, user, folder.node), favorite: true };
    return { item, root: folder.root, location: crumbs(lineage) };
  }
  const folder = folderBySeq(db, seq);
  const lineage = folder?.companyId === user.companyId ? lineageOf(db, folder) : null;
  if (folder === null || lineage === null || folder.parentSeq === null) return null;
  const access = accessOf(db, user, lineage);
  if (access.levels.length === 0) return null;
  const item = {
    ...folderToItem(folder, access, user, ownerName(db, folder.createdBy)),
    favorite: true,
  };
  return { item, root: folder.root, location: crumbs(lineage.slice(0, -1)) };
}

/** Stars an item (again: no change). */
export function addFavorite(
  db: DatabaseSync,
  user: User,
  kind: FavoriteKind,
  seq: number,
  now: number,
): void {
  db.prepare(
    'INSERT OR IGNORE INTO favorites (user_id, kind, seq, created_at) VALUES (?, ?, ?, ?)',
  ).run(user.id, kind, seq, now);
}

/** Unstars an item (not starred: no change). */
export function removeFavorite(
  db: DatabaseSync,
  user: User,
  kind: FavoriteKind,
  seq: number,
): void {
  db.prepare('DELETE FROM favorites WHERE user_id = ? AND kind = ? AND seq = ?').run(
    user.id,
    kind,
    seq,
  );
}

/** The user's starred items they may still see, newest star first. */
export function listFavorites(db: DatabaseSync, user: User): FavoriteEntry[] {
  return db
    .prepare(
      'SELECT kind, seq FROM favorites WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
    )
    .all(user.id)
    .flatMap((row) => {
      const kind = text(row, 'kind') === 'folder' ? 'folder' : 'file';
      const entry = visibleFavorite(db, user, kind, int(row, 'seq'));
      return entry === null ? [] : [entry];
    });
}

/** A page of list entries with `favorite` set from the user's stars. */
export function markFavorites(db: DatabaseSync, user: User, items: FileItem[]): FileItem[] {
  const starred = db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND kind = ? AND seq = ?');
  return items.map((item) => {
    const seq = item.kind === 'file' ? item.file_seq : item.dir_seq;
    return { ...item, favorite: starred.get(user.id, item.kind, seq) !== undefined };
  });
}
