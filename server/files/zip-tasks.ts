// Zip tasks: the caller's selection is resolved against the matrix (encrypted and locked files,
// and folders without Download, are skipped), the status runs 0 → 1 → 3 on the clock, and the
// archive is streamed to disk once, from the start (zip-archive.ts).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { foldName, splitExtension } from '../../src/lib/files/names.ts';
import type { User } from '../auth/accounts.ts';
import { int, optInt, optText, text } from '../db/rows.ts';
import { accessOf, decisionIn } from './access.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { reachFile } from './items.ts';
import {
  FILE_COLUMNS,
  FILE_FROM,
  fileFromRow,
  folderFromRow,
  type FileRow,
  type Folder,
} from './rows.ts';
import { lockedFor } from './lock.ts';
import { Refusal } from './results.ts';
import { safeEntryName } from './zip-writer.ts';

/** Milliseconds after the start at which the status turns 1 (processing), then 3 (completed). */
export const ZIP_TIMELINE = { processing: 800, completed: 2500 } as const;
/** The most bytes (before compression) one archive may hold (security K42). */
export const MAX_ZIP_BYTES = 8 * 1024 * 1024 * 1024;
/** Entries one zip may hold. */
export const MAX_ENTRIES = 20_000;

/** A zip task row. */
export interface ZipTask {
  readonly taskKey: string;
  readonly userId: number;
  readonly startedAt: number | null;
  readonly fileSeqs: number[];
  readonly dirSeqs: number[];
  readonly skipped: number;
  readonly storage: string | null;
  readonly fileName: string;
}

/** A new task key (URL-safe). */
export function newTaskKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Creates a task that has not started. */
export function createTask(
  db: DatabaseSync,
  userId: number,
  now: number,
  taskKey = newTaskKey(),
): string {
  db.prepare('INSERT INTO zip_tasks (task_key, user_id, created_at) VALUES (?, ?, ?)').run(
    taskKey,
    userId,
    now,
  );
  return taskKey;
}

/** The caller's task, or null. */
export function findTask(db: DatabaseSync, taskKey: string, userId: number): ZipTask | null {
  const row = db
    .prepare('SELECT * FROM zip_tasks WHERE task_key = ? AND user_id = ?')
    .get(taskKey, userId);
  if (!row) return null;
  return {
    taskKey: text(row, 'task_key'),
    userId: int(row, 'user_id'),
    startedAt: optInt(row, 'started_at'),
    fileSeqs: JSON.parse(text(row, 'file_seqs')) as number[],
    dirSeqs: JSON.parse(text(row, 'dir_seqs')) as number[],
    skipped: int(row, 'skipped'),
    storage: optText(row, 'storage'),
    fileName: text(row, 'file_name'),
  };
}

/** The status of a task at a moment: 0 ready, 1 processing, 3 completed. */
export function statusAt(task: ZipTask, now: number): 0 | 1 | 3 {
  if (task.startedAt === null) return 0;
  const elapsed = now - task.startedAt;
  if (elapsed < ZIP_TIMELINE.processing) return 0;
  return elapsed < ZIP_TIMELINE.completed ? 1 : 3;
}

interface Selection {
  readonly entries: { path: string; file: FileRow | null; modified: number }[];
  readonly skipped: number;
  readonly name: string;
}

function zippable(file: FileRow, user: User): boolean {
  return !lockedFor(file, user) && !splitExtension(file.name).irm;
}

/** Resolves a selection into zip entries; what the caller may not download is skipped. */
export function resolveSelection(
  db: DatabaseSync,
  user: User,
  fileSeqs: readonly number[],
  dirSeqs: readonly number[],
): Selection {
  const entries: Selection['entries'] = [];
  const used = new Set<string>();
  let skipped = 0;
  // Entry paths are made safe (Zip Slip) before they are made unique, so two names that end up
  // alike after sanitising or case folding still get their own entries.
  const unique = (raw: string): string => {
    const path = safeEntryName(raw);
    let candidate = path;
    for (let n = 2; used.has(foldName(candidate)); n += 1) {
      const dot = path.lastIndexOf('.');
      candidate =
        dot > path.lastIndexOf('/') + 1
          ? `${path.slice(0, dot)} (${n})${path.slice(dot)}`
          : `${path} (${n})`;
    }
    used.add(foldName(candidate));
    return candidate;
  };
  const parents = new Set<string>();
  for (const seq of fileSeqs) {
    try {
      const { file, folder, access } = reachFile(db, user, seq);
      if (decisionIn(access, 'download') !== 'allowed' || !zippable(file, user)) skipped += 1;
      else {
        entries.push({ path: unique(file.name), file, modified: file.updatedAt });
        parents.add(folder.name);
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      skipped += 1;
    }
  }
  const walk = (lineage: Folder[], prefix: string): void => {
    const folder = lineage[lineage.length - 1];
    if (folder === undefined) return;
    if (decisionIn(accessOf(db, user, lineage), 'download') !== 'allowed') {
      skipped += 1;
      return;
    }
    const path = unique(`${prefix}${folder.name}/`);
    entries.push({ path, file: null, modified: folder.updatedAt });
    const files = db
      .prepare(
        `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE f.dir_seq = ? AND f.trashed_at IS NULL ORDER BY f.name_key`,
      )
      .all(folder.dirSeq);
    for (const row of files) {
      const file = fileFromRow(row);
      if (!zippable(file, user)) skipped += 1;
      else if (entries.length < MAX_ENTRIES)
        entries.push({ path: unique(path + file.name), file, modified: file.updatedAt });
    }
    const children = db
      .prepare(
        'SELECT * FROM file_folders WHERE parent_seq = ? AND trashed_at IS NULL ORDER BY name_key',
      )
      .all(folder.dirSeq);
    for (const child of children) walk([...lineage, folderFromRow(child)], path);
  };
  let name = '';
  for (const seq of dirSeqs) {
    const folder = folderBySeq(db, seq);
    const lineage =
      folder && folder.companyId === user.companyId && folder.parentSeq !== null
        ? lineageOf(db, folder)
        : null;
    if (
      folder === null ||
      lineage === null ||
      (folder.root === 'mybox' && folder.ownerId !== user.id)
    )
      skipped += 1;
    else {
      walk(lineage, '');
      name = name === '' ? folder.name : name;
      parents.add(lineage[lineage.length - 2]?.name ?? '');
    }
  }
  const single = dirSeqs.length === 1 && fileSeqs.length === 0 && name !== '';
  // Several items of one folder: the archive is named after that folder.
  const [parent = ''] = parents;
  const shared = parents.size === 1 && parent !== '' ? parent : '';
  return {
    entries: entries.slice(0, MAX_ENTRIES),
    skipped,
    name: single ? `${name}.zip` : shared !== '' ? `${shared}.zip` : 'download.zip',
  };
}

/** Starts a task with a selection; refuses an empty one. */
export function startTask(
  db: DatabaseSync,
  user: User,
  taskKey: string,
  fileSeqs: number[],
  dirSeqs: number[],
  now: number,
): ZipTask {
  const task = findTask(db, taskKey, user.id);
  if (task === null || task.startedAt !== null) throw new Refusal('task_not_found');
  const selection = resolveSelection(db, user, fileSeqs, dirSeqs);
  if (selection.entries.length === 0) throw new Refusal('nothing_to_zip');
  const bytes = selection.entries.reduce((sum, entry) => sum + (entry.file?.size ?? 0), 0);
  if (bytes > MAX_ZIP_BYTES) throw new Refusal('too_large');
  db.prepare(
    'UPDATE zip_tasks SET started_at = ?, file_seqs = ?, dir_seqs = ?, skipped = ?, file_name = ? WHERE task_key = ?',
  ).run(
    now,
    JSON.stringify(fileSeqs),
    JSON.stringify(dirSeqs),
    selection.skipped,
    selection.name,
    taskKey,
  );
  return {
    ...task,
    startedAt: now,
    fileSeqs,
    dirSeqs,
    skipped: selection.skipped,
    fileName: selection.name,
  };
}
