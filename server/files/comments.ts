// Comments on files (requirements X28): a thread per file, read and posted with the matrix's
// Comment row, edited by their author, removed by their author or with Comments Management; the
// rules are those of src/lib/files/comments.ts. A file (or company) with comments off refuses all.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { commentEntry } from '../../src/lib/api/contract/comments.ts';
import {
  commentRights,
  commentText,
  mayDeleteComment,
  mayEditComment,
  type CommentRights,
} from '../../src/lib/files/comments.ts';
import type { User } from '../auth/accounts.ts';
import { int, optInt, optText, text, type Row } from '../db/rows.ts';
import { reachFile } from './items.ts';
import { Refusal } from './results.ts';

/** A comment as the calls send it. */
export type CommentEntry = InferOutput<typeof commentEntry>;

/** The caller's rights on a file's comments; refused where comments are off or not allowed. */
function rightsOn(db: DatabaseSync, user: User, fileSeq: number): CommentRights {
  const { file, access } = reachFile(db, user, fileSeq);
  if (!file.useSetFileComment) throw new Refusal('comments_off');
  const rights = commentRights(access.context, true);
  if (!rights.comment) throw new Refusal('no_authority');
  return rights;
}

const SELECT = `SELECT c.*, u.user_name AS author FROM file_comments c
  LEFT JOIN users u ON u.id = c.user_id`;

function entryOf(row: Row, user: User, rights: CommentRights): CommentEntry {
  const mine = optInt(row, 'user_id') === user.id;
  return {
    id: int(row, 'id'),
    file_seq: int(row, 'file_seq'),
    author: optText(row, 'author') ?? '—',
    mine,
    text: text(row, 'body'),
    created_at: int(row, 'created_at'),
    edited_at: optInt(row, 'edited_at'),
    may_edit: mayEditComment(rights, mine),
    may_delete: mayDeleteComment(rights, mine),
  };
}

/** How many comments a file has. */
export function commentCount(db: DatabaseSync, fileSeq: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM file_comments WHERE file_seq = ?').get(fileSeq);
  return row ? int(row, 'n') : 0;
}

/** A file's thread, oldest first, with the caller's rights. */
export function listComments(
  db: DatabaseSync,
  user: User,
  fileSeq: number,
): { rights: CommentRights; comments: CommentEntry[] } {
  const rights = rightsOn(db, user, fileSeq);
  const comments = db
    .prepare(`${SELECT} WHERE c.file_seq = ? ORDER BY c.id`)
    .all(fileSeq)
    .map((row) => entryOf(row, user, rights));
  return { rights, comments };
}

function checkedText(raw: string): string {
  const checked = commentText(raw);
  if (!checked.ok) {
    throw new Refusal(checked.problem === 'empty' ? 'comment_empty' : 'comment_too_long');
  }
  return checked.text;
}

function commentById(db: DatabaseSync, id: number): Row {
  const row = db.prepare(`${SELECT} WHERE c.id = ?`).get(id);
  if (!row) throw new Refusal('not_found');
  return row;
}

/** Posts a comment on a file; returns it. */
export function addComment(
  db: DatabaseSync,
  user: User,
  fileSeq: number,
  raw: string,
  now: number,
): CommentEntry {
  const rights = rightsOn(db, user, fileSeq);
  const body = checkedText(raw);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO file_comments (file_seq, user_id, body, created_at) VALUES (?, ?, ?, ?)')
    .run(fileSeq, user.id, body, now);
  return entryOf(commentById(db, Number(lastInsertRowid)), user, rights);
}

/** Changes the caller's own comment; returns it. */
export function editComment(
  db: DatabaseSync,
  user: User,
  id: number,
  raw: string,
  now: number,
): CommentEntry {
  const row = commentById(db, id);
  const rights = rightsOn(db, user, int(row, 'file_seq'));
  if (!mayEditComment(rights, optInt(row, 'user_id') === user.id)) {
    throw new Refusal('comment_not_yours');
  }
  const body = checkedText(raw);
  db.prepare('UPDATE file_comments SET body = ?, edited_at = ? WHERE id = ?').run(body, now, id);
  return entryOf(commentById(db, id), user, rights);
}

/** Removes a comment (the author's, or any with Comments Management); returns its file. */
export function removeComment(db: DatabaseSync, user: User, id: number): number {
  const row = commentById(db, id);
  const fileSeq = int(row, 'file_seq');
  const rights = rightsOn(db, user, fileSeq);
  if (!mayDeleteComment(rights, optInt(row, 'user_id') === user.id)) {
    throw new Refusal('comment_not_yours');
  }
  db.prepare('DELETE FROM file_comments WHERE id = ?').run(id);
  return fileSeq;
}
