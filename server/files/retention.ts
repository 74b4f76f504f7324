// How long the reference server keeps what it no longer needs (security K56): an hourly sweep
// (and one at start) deletes items in the trash for 30 days (Delete on Schedule puts items there
// too) with everything a trashed folder holds, spent and expired links and sign-in records, ended
// sessions after 30 days, and stored bytes no row names any more (after "Delete forever" or this
// sweep). Zip tasks, temporary uploads and resumable uploads have their own sweeps (K41, K42, K46).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DAY, HOUR } from '../clock.ts';
import { transaction } from '../db/open.ts';
import { FILES_DIR } from './storage.ts';

/** How long each kind of record is kept. */
export const RETENTION = {
  /** Items in the trash. */
  trash: 30 * DAY,
  /** Ended sessions and used or voided e-mailed links. */
  ended: 30 * DAY,
  /** Links, passes and codes past their expiry; rate-limit records past their longest window. */
  spent: 2 * DAY,
  /** Stored bytes no row names: younger ones may belong to a commit in progress. */
  orphan: HOUR,
} as const;

/** What one sweep deleted. */
export interface RetentionResult {
  readonly folders: number;
  readonly files: number;
  readonly records: number;
  readonly bytes: number;
}

/** Rows past their time, by table: [table, condition on `?` = a cut-off]. */
const EXPIRED: readonly (readonly [string, string, keyof typeof RETENTION])[] = [
  ['sessions', 'ended_at IS NOT NULL AND ended_at < ?', 'ended'],
  ['email_links', 'created_at < ?', 'ended'],
  ['download_links', 'expires_at < ?', 'spent'],
  ['mail_links', 'expires_at < ?', 'spent'],
  ['sso_requests', 'expires_at < ?', 'spent'],
  ['otp_attempts', 'expires_at < ?', 'spent'],
  ['share_link_passes', 'expires_at < ?', 'spent'],
  ['request_upload_passes', 'expires_at < ?', 'spent'],
  ['link_requests', 'at < ?', 'spent'],
  ['otp_sends', 'at < ?', 'spent'],
  ['login_attempts', 'at < ?', 'spent'],
];

/**
 * Deletes a folder with every folder and file below it, and their stars (the database has no
 * cascading keys); returns how many folders and files went.
 */
export function deleteFolderTree(
  db: DatabaseSync,
  dirSeq: number,
): { folders: number; files: number } {
  const seqs = db
    .prepare(
      `WITH RECURSIVE tree(seq) AS (SELECT ? UNION ALL
         SELECT d.dir_seq FROM file_folders d JOIN tree ON d.parent_seq = tree.seq)
       SELECT seq FROM tree`,
    )
    .all(dirSeq)
    .map((row) => Number(row['seq']));
  const fileSeqs = db.prepare('SELECT file_seq FROM file_items WHERE dir_seq = ?');
  const filesIn = db.prepare('DELETE FROM file_items WHERE dir_seq = ?');
  const folder = db.prepare('DELETE FROM file_folders WHERE dir_seq = ?');
  const star = db.prepare('DELETE FROM favorites WHERE kind = ? AND seq = ?');
  let folders = 0;
  let files = 0;
  // Deepest first, so no folder row is deleted before what it holds.
  for (const seq of seqs.reverse()) {
    for (const row of fileSeqs.all(seq)) star.run('file', Number(row['file_seq']));
    files += Number(filesIn.run(seq).changes);
    folders += Number(folder.run(seq).changes);
    star.run('folder', seq);
  }
  return { folders, files };
}

/** Deletes folders trashed before the cut-off with every folder and file below them. */
function purgeOldTrash(db: DatabaseSync, cutoff: number): { folders: number; files: number } {
  const tops = db
    .prepare('SELECT dir_seq FROM file_folders WHERE trashed_at IS NOT NULL AND trashed_at < ?')
    .all(cutoff)
    .map((row) => Number(row['dir_seq']));
  let folders = 0;
  let files = 0;
  for (const top of tops) {
    const gone = deleteFolderTree(db, top);
    folders += gone.folders;
    files += gone.files;
  }
  const star = db.prepare('DELETE FROM favorites WHERE kind = ? AND seq = ?');
  const oldFiles = db
    .prepare('SELECT file_seq FROM file_items WHERE trashed_at IS NOT NULL AND trashed_at < ?')
    .all(cutoff)
    .map((row) => Number(row['file_seq']));
  const file = db.prepare('DELETE FROM file_items WHERE file_seq = ?');
  for (const seq of oldFiles) {
    files += Number(file.run(seq).changes);
    star.run('file', seq);
  }
  return { folders, files };
}

/**
 * Deletes stored bytes that no file or zip task names and that are older than an hour, by the
 * files' own times (the wall clock, which stamped them).
 */
function deleteOrphanBytes(db: DatabaseSync, dataDir: string, now = Date.now()): number {
  const root = path.join(dataDir, FILES_DIR);
  const named = new Set(
    db
      .prepare(
        `SELECT storage FROM file_items WHERE storage IS NOT NULL
         UNION SELECT storage FROM zip_tasks WHERE storage IS NOT NULL`,
      )
      .all()
      .map((row) => String(row['storage'])),
  );
  let deleted = 0;
  let shards: string[];
  try {
    shards = readdirSync(root);
  } catch {
    return 0;
  }
  for (const shard of shards) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const name of readdirSync(path.join(root, shard))) {
      const key = `${shard}/${name}`;
      if (named.has(key)) continue;
      const file = path.join(root, key);
      try {
        if (now - statSync(file).mtimeMs < RETENTION.orphan) continue;
        rmSync(file, { force: true });
        deleted++;
      } catch {
        // Gone meanwhile: nothing to do.
      }
    }
  }
  return deleted;
}

/** Runs one retention sweep at `now`. */
export function sweepRetention(db: DatabaseSync, dataDir: string, now: number): RetentionResult {
  const { folders, files, records } = transaction(db, () => {
    const trash = purgeOldTrash(db, now - RETENTION.trash);
    let count = 0;
    for (const [table, condition, kind] of EXPIRED) {
      count += Number(
        db.prepare(`DELETE FROM ${table} WHERE ${condition}`).run(now - RETENTION[kind]).changes,
      );
    }
    return { ...trash, records: count };
  });
  return { folders, files, records, bytes: deleteOrphanBytes(db, dataDir) };
}
