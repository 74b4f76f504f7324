// Tags on files (requirements X22): stored per file under their case-folded key, checked by the
// tag rule of src/lib/explorer/tags.ts, changed only by a caller with Edit on the file's folder.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { taggedEntry } from '../../src/lib/api/contract/tags.ts';
import { TAGS_PER_FILE, normaliseTag, tagKey, tagProblem } from '../../src/lib/explorer/tags.ts';
import type { User } from '../auth/accounts.ts';
import { int, text } from '../db/rows.ts';
import { decisionIn } from './access.ts';
import { markFavorites, visibleFavorite } from './favorites.ts';
import { reachFile, type FileItem } from './items.ts';
import { Refusal } from './results.ts';

/** A tagged file as the list call sends it. */
export type TaggedEntry = InferOutput<typeof taggedEntry>;

/** A file's tags, in the order they were added. */
export function tagsOf(db: DatabaseSync, fileSeq: number): string[] {
  return db
    .prepare('SELECT tag FROM file_tags WHERE file_seq = ? ORDER BY created_at, rowid')
    .all(fileSeq)
    .map((r) => text(r, 'tag'));
}

/** The file, if the caller may change its tags: Edit on its folder, and not locked by another. */
function editableFile(db: DatabaseSync, user: User, fileSeq: number): void {
  const { file, access } = reachFile(db, user, fileSeq);
  if (decisionIn(access, 'edit') !== 'allowed') throw new Refusal('no_authority');
  if (file.isPermission === 2 && file.uploadedBy !== user.id) throw new Refusal('file_locked');
}

/** Tags a file (already tagged, without case: no change); returns its tags. */
export function addFileTag(
  db: DatabaseSync,
  user: User,
  fileSeq: number,
  raw: string,
  now: number,
): string[] {
  editableFile(db, user, fileSeq);
  const tag = normaliseTag(raw);
  if (tagProblem(tag) !== null) throw new Refusal('invalid_tag');
  const key = tagKey(tag);
  const tags = tagsOf(db, fileSeq);
  if (tags.some((t) => tagKey(t) === key)) return tags;
  if (tags.length >= TAGS_PER_FILE) throw new Refusal('invalid_tag');
  db.prepare(
    'INSERT OR IGNORE INTO file_tags (file_seq, tag, tag_key, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(fileSeq, tag, key, user.id, now);
  return tagsOf(db, fileSeq);
}

/** Removes a tag (without case) from a file; returns its tags. */
export function removeFileTag(
  db: DatabaseSync,
  user: User,
  fileSeq: number,
  raw: string,
): string[] {
  editableFile(db, user, fileSeq);
  db.prepare('DELETE FROM file_tags WHERE file_seq = ? AND tag_key = ?').run(fileSeq, tagKey(raw));
  return tagsOf(db, fileSeq);
}

/** A page of list entries with each file's `tags` set (folders carry none). */
export function markTags(db: DatabaseSync, items: FileItem[]): FileItem[] {
  return items.map((item) =>
    item.kind === 'file' ? { ...item, tags: tagsOf(db, item.file_seq) } : item,
  );
}

/** Every file the user may see carrying the tag (without case), by name. */
export function listTaggedFiles(db: DatabaseSync, user: User, raw: string): TaggedEntry[] {
  const rows = db
    .prepare('SELECT file_seq FROM file_tags WHERE tag_key = ?')
    .all(tagKey(raw))
    .map((r) => int(r, 'file_seq'));
  const entries = rows.flatMap((seq) => {
    const entry = visibleFavorite(db, user, 'file', seq);
    if (entry === null) return [];
    const [item] = markTags(db, markFavorites(db, user, [entry.item]));
    return item === undefined ? [] : [{ ...entry, item }];
  });
  return entries.sort((a, b) => a.item.name.localeCompare(b.item.name));
}
