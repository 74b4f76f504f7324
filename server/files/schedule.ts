// Delete Files on Schedule (requirements X24): a Master or PrivAll sets or clears the time a file
// or folder goes to the trash; the sweep (on a timer and at start, by the server's clock) moves
// every item whose time has come to the trash, as deleted by whoever set the date.
import type { DatabaseSync } from 'node:sqlite';
import { SCHEDULE_MAX_AHEAD } from '../../src/lib/api/contract/schedule.ts';
import type { User } from '../auth/accounts.ts';
import { transaction } from '../db/open.ts';
import { optInt } from '../db/rows.ts';
import { accessOf, decisionIn } from './access.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { reachFile, type FileItem } from './items.ts';
import { lockedFor } from './lock.ts';
import { Refusal } from './results.ts';

/** What a schedule call names: a file or a folder. */
export type ScheduleTarget = { readonly fileSeq: number } | { readonly dirSeq: number };

function checkTarget(db: DatabaseSync, user: User, target: ScheduleTarget): void {
  if ('fileSeq' in target) {
    const { file, access } = reachFile(db, user, target.fileSeq);
    if (decisionIn(access, 'scheduled_delete') !== 'allowed') throw new Refusal('no_authority');
    if (lockedFor(file, user)) throw new Refusal('file_locked');
    return;
  }
  const folder = folderBySeq(db, target.dirSeq);
  const lineage = folder && folder.companyId === user.companyId ? lineageOf(db, folder) : null;
  if (folder === null || lineage === null || folder.parentSeq === null)
    throw new Refusal('no_folder');
  if (folder.root === 'mybox' && folder.ownerId !== user.id) throw new Refusal('no_folder');
  if (decisionIn(accessOf(db, user, lineage), 'scheduled_delete') !== 'allowed')
    throw new Refusal('no_authority');
}

/** Sets (`at`) or clears (null) the item's deletion time; answers the time now stored. */
export function setDeleteSchedule(
  db: DatabaseSync,
  user: User,
  target: ScheduleTarget,
  at: number | null,
  now: number,
): number | null {
  checkTarget(db, user, target);
  if (at !== null && (at <= now || at > now + SCHEDULE_MAX_AHEAD))
    throw new Refusal('invalid_date');
  const [table, key, seq] =
    'fileSeq' in target
      ? (['file_items', 'file_seq', target.fileSeq] as const)
      : (['file_folders', 'dir_seq', target.dirSeq] as const);
  db.prepare(`UPDATE ${table} SET delete_at = ?, delete_by = ? WHERE ${key} = ?`).run(
    at,
    at === null ? null : user.id,
    seq,
  );
  return at;
}

/** How many files and folders a sweep moved to the trash. */
export interface SweepResult {
  readonly files: number;
  readonly folders: number;
}

/** Moves every live item whose deletion time is `now` or earlier to the trash. */
export function sweepSchedules(db: DatabaseSync, now: number): SweepResult {
  return transaction(db, () => {
    const sweep = (table: string): number =>
      Number(
        db
          .prepare(
            `UPDATE ${table} SET trashed_at = ?, trashed_by = delete_by, delete_at = NULL,
             delete_by = NULL WHERE delete_at IS NOT NULL AND delete_at <= ? AND trashed_at IS NULL`,
          )
          .run(now, now).changes,
      );
    return { files: sweep('file_items'), folders: sweep('file_folders') };
  });
}

/** A page of list entries with each one's `delete_at` set where it has one. */
export function markSchedules(db: DatabaseSync, items: FileItem[]): FileItem[] {
  const file = db.prepare('SELECT delete_at FROM file_items WHERE file_seq = ?');
  const folder = db.prepare('SELECT delete_at FROM file_folders WHERE dir_seq = ?');
  return items.map((item) => {
    const row = item.kind === 'file' ? file.get(item.file_seq) : folder.get(item.dir_seq);
    const at = row === undefined ? null : optInt(row, 'delete_at');
    return at === null ? item : { ...item, delete_at: at };
  });
}

/** Runs the sweep now and then every `everyMs` (default a minute); returns the stop function. */
export function startScheduleSweep(
  db: DatabaseSync,
  now: () => number,
  log: (line: string) => void,
  everyMs = 60_000,
): () => void {
  const run = (): void => {
    try {
      const done = sweepSchedules(db, now());
      if (done.files + done.folders > 0)
        log(`Scheduled deletion: ${String(done.files)} files, ${String(done.folders)} folders`);
    } catch (error) {
      log(`Scheduled deletion failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
