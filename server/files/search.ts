// Search by name (requirements X19): the FTS5 trigram index of name keys (migration 32), filtered
// by the listing's access rules, each result shaped as a favorite entry (item, area, location).
import type { DatabaseSync } from 'node:sqlite';
import { searchKey, TRIGRAM_MIN } from '../../src/lib/explorer/search.ts';
import type { User } from '../auth/accounts.ts';
import { int } from '../db/rows.ts';
import { markFavorites, visibleFavorite, type FavoriteEntry } from './favorites.ts';
import type { Folder } from './rows.ts';

/** How many index hits one search examines at most (before the access filter). */
const CANDIDATES_MAX = 5000;

/** What a search found: at most `limit` entries, and whether more matched. */
export interface SearchAnswer {
  readonly results: FavoriteEntry[];
  readonly truncated: boolean;
}

/** An FTS5 phrase holding `key` literally (quotes doubled). */
const phrase = (key: string) => `"${key.replaceAll('"', '""')}"`;
/** A LIKE pattern holding `key` literally. */
const likeLiteral = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The index rows whose key holds `key`, shortest key first. */
function candidates(db: DatabaseSync, key: string): number[] {
  const rows =
    Array.from(key).length >= TRIGRAM_MIN
      ? db
          .prepare(
            `SELECT rowid FROM search_index WHERE search_index MATCH ?
             ORDER BY length(key), key LIMIT ?`,
          )
          .all(phrase(key), CANDIDATES_MAX)
      : db
          .prepare(
            `SELECT rowid FROM search_index WHERE key LIKE ? ESCAPE '\\'
             ORDER BY length(key), key LIMIT ?`,
          )
          .all(likeLiteral(key), CANDIDATES_MAX);
  return rows.map((row) => int(row, 'rowid'));
}

/**
 * Files and folders whose name holds `query` (by the search key) that `user` may see, within
 * `scope` (a folder, its sub-folders included) when given.
 */
export function searchNames(
  db: DatabaseSync,
  user: User,
  query: string,
  scope: Folder | null,
  limit: number,
): SearchAnswer {
  const key = searchKey(query);
  if (key === '') return { results: [], truncated: false };
  const found: FavoriteEntry[] = [];
  let truncated = false;
  for (const rowid of candidates(db, key)) {
    const kind = rowid % 2 === 1 ? 'file' : 'folder';
    const entry = visibleFavorite(db, user, kind, Math.floor(rowid / 2));
    if (entry === null) continue;
    if (scope !== null && !entry.location.some((c) => c.dir_seq === scope.dirSeq)) continue;
    if (found.length === limit) {
      truncated = true;
      break;
    }
    found.push(entry);
  }
  const items = markFavorites(
    db,
    user,
    found.map((e) => e.item),
  );
  return { results: found.map((e, i) => ({ ...e, item: items[i] ?? e.item })), truncated };
}
