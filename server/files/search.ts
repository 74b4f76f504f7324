// Search by name (requirements X19): the FTS5 trigram index of name keys (migration 32), filtered
// by the listing's access rules, each result shaped as a favorite entry (item, area, location).
import type { DatabaseSync } from 'node:sqlite';
import { searchKey, TRIGRAM_MIN } from '../../src/lib/explorer/search.ts';
import type { User } from '../auth/accounts.ts';
import { int } from '../db/rows.ts';
import { accessOf, type FolderAccess } from './access.ts';
import { onlyFilesOf } from './uploader-view.ts';
import { markFavorites, visibleFavorite } from './favorites.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { fileBySeq, fileToItem } from './items.ts';
import type { Folder } from './rows.ts';
import type { InferOutput } from 'valibot';
import type { searchEntry } from '../../src/lib/api/contract/search.ts';

/** One result as the search call sends it. */
export type SearchEntry = InferOutput<typeof searchEntry>;

/** What the caller may do in a folder, as a result carries it (requirements X36). */
function resultAccess(folder: Folder, access: FolderAccess): SearchEntry['access'] {
  return {
    folder_type: folder.root,
    access_levels: [...access.levels],
    privall_manages_permissions: folder.privallManagesPermissions,
    export_allowed: folder.exportAllowed,
  };
}

/** How many index hits one search examines at most (before the access filter). */
const CANDIDATES_MAX = 5000;

/** What a search found: at most `limit` entries, and whether more matched. */
export interface SearchAnswer {
  readonly results: SearchEntry[];
  readonly truncated: boolean;
}

/** An FTS5 phrase holding `key` literally (quotes doubled). */
const phrase = (key: string) => `"${key.replaceAll('"', '""')}"`;
/** A LIKE pattern holding `key` literally. */
const likeLiteral = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The index rows whose key holds `key`, in index order, read one by one so that a search stops
 * reading once it has found enough (no sort over every match: a common 3-letter query matches tens
 * of thousands of names; the results are ordered after).
 */
function* candidates(db: DatabaseSync, key: string): Generator<number> {
  const rows =
    Array.from(key).length >= TRIGRAM_MIN
      ? db.prepare('SELECT rowid FROM search_index WHERE search_index MATCH ?').iterate(phrase(key))
      : db
          .prepare(`SELECT rowid FROM search_index WHERE key LIKE ? ESCAPE '\\'`)
          .iterate(likeLiteral(key));
  let count = 0;
  for (const row of rows) {
    yield int(row, 'rowid');
    count += 1;
    if (count === CANDIDATES_MAX) return;
  }
}

/** A folder the user may see: its lineage (root first) and the user's access there. */
interface SeenFolder {
  readonly folder: Folder;
  readonly lineage: readonly Folder[];
  readonly access: FolderAccess;
  /** The user whose own files alone the caller finds here (an Uploader, requirements X46). */
  readonly ownFilesOf: number | null;
}

/**
 * The visibility of results for one user and one search (favorites.ts `visibleFavorite`, the same
 * rules and shape), each folder's lineage and access worked out once: the files found mostly
 * share a few folders, so a search costs one row read per file rather than a walk up the tree.
 */
function visibility(db: DatabaseSync, user: User) {
  const seen = new Map<number, SeenFolder | null>();
  const folderSeen = (dirSeq: number): SeenFolder | null => {
    const known = seen.get(dirSeq);
    if (known !== undefined) return known;
    const folder = folderBySeq(db, dirSeq);
    const lineage = folder?.companyId === user.companyId ? lineageOf(db, folder) : null;
    const access = folder && lineage ? accessOf(db, user, lineage) : null;
    const found =
      folder && lineage && access && access.levels.length > 0
        ? { folder, lineage, access, ownFilesOf: onlyFilesOf(db, user, access) }
        : null;
    seen.set(dirSeq, found);
    return found;
  };
  return (kind: 'file' | 'folder', seq: number): SearchEntry | null => {
    if (kind === 'folder') {
      const entry = visibleFavorite(db, user, kind, seq);
      const own = entry === null ? null : folderSeen(seq);
      return entry === null || own === null
        ? entry
        : { ...entry, access: resultAccess(own.folder, own.access) };
    }
    const file = fileBySeq(db, seq);
    const holder = file && !file.trashed ? folderSeen(file.dirSeq) : null;
    if (file === null || holder === null) return null;
    const { folder, lineage, access, ownFilesOf } = holder;
    // An Uploader finds only their own files (requirements X46).
    if (ownFilesOf !== null && file.uploadedBy !== ownFilesOf) return null;
    return {
      item: { ...fileToItem(file, access, user, folder.node), favorite: true },
      root: folder.root,
      location: lineage.map((f) => ({ node: f.node, dir_seq: f.dirSeq, name: f.name })),
      access: resultAccess(folder, access),
    };
  };
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
  const found: SearchEntry[] = [];
  let truncated = false;
  const visible = visibility(db, user);
  for (const rowid of candidates(db, key)) {
    const kind = rowid % 2 === 1 ? 'file' : 'folder';
    const entry = visible(kind, Math.floor(rowid / 2));
    if (entry === null) continue;
    if (scope !== null && !entry.location.some((c) => c.dir_seq === scope.dirSeq)) continue;
    if (found.length === limit) {
      truncated = true;
      break;
    }
    found.push(entry);
  }
  // Shortest name first, then by key: the closest matches lead.
  const sortKey = new Map(found.map((e) => [e, searchKey(e.item.name)]));
  found.sort((a, b) => {
    const ka = sortKey.get(a) ?? '';
    const kb = sortKey.get(b) ?? '';
    return ka.length - kb.length || (ka < kb ? -1 : ka > kb ? 1 : 0);
  });
  const items = markFavorites(
    db,
    user,
    found.map((e) => e.item),
  );
  return { results: found.map((e, i) => ({ ...e, item: items[i] ?? e.item })), truncated };
}
