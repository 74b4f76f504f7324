// Unfreeze in cold storage (requirements X37): a file there is frozen until a user with the
// matrix's Unfreeze row starts its thaw; the rule of src/lib/files/thaw.ts says when it is
// available. Downloads of a cold-storage file are refused until then, by the server.
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { fileThaw } from '../../src/lib/api/contract/files.ts';
import { decide, type Decision } from '../../src/lib/files/access.ts';
import { ROOT_NODE } from '../../src/lib/files/nodes.ts';
import { thawAt, type Thaw } from '../../src/lib/files/thaw.ts';
import type { User } from '../auth/accounts.ts';
import { optInt } from '../db/rows.ts';
import { decisionIn } from './access.ts';
import { reachFile, type FileItem, type ReachedFile } from './items.ts';
import { Refusal } from './results.ts';

/** A thaw as the calls send it. */
export type WireThaw = InferOutput<typeof fileThaw>;

function toWire(thaw: Thaw): WireThaw {
  return { state: thaw.state, progress: thaw.progress, ready_at: thaw.readyAt };
}

function startedAt(db: DatabaseSync, fileSeq: number): number | null {
  const row = db.prepare('SELECT thaw_started_at FROM file_items WHERE file_seq = ?').get(fileSeq);
  return row === undefined ? null : optInt(row, 'thaw_started_at');
}

/** A file's thaw at `now`. */
export function thawOf(db: DatabaseSync, fileSeq: number, now: number): Thaw {
  return thawAt(startedAt(db, fileSeq), now);
}

function coldFile(db: DatabaseSync, user: User, fileSeq: number): ReachedFile {
  const reached = reachFile(db, user, fileSeq);
  if (reached.folder.root !== 'cold') throw new Refusal('not_cold');
  return reached;
}

/** Starts a frozen file's thaw (Unfreeze row); answers its thaw, unchanged if already started. */
export function unfreeze(db: DatabaseSync, user: User, fileSeq: number, now: number): WireThaw {
  const { access } = coldFile(db, user, fileSeq);
  if (decisionIn(access, 'unfreeze') !== 'allowed') throw new Refusal('no_authority');
  if (thawOf(db, fileSeq, now).state === 'frozen') {
    db.prepare('UPDATE file_items SET thaw_started_at = ? WHERE file_seq = ?').run(now, fileSeq);
  }
  return toWire(thawOf(db, fileSeq, now));
}

/** A cold-storage file's thaw, for anyone with access to its folder. */
export function thawStatusOf(db: DatabaseSync, user: User, fileSeq: number, now: number): WireThaw {
  coldFile(db, user, fileSeq);
  return toWire(thawOf(db, fileSeq, now));
}

/**
 * The Download decision on a reached file: as the folder says, except in cold storage, where the
 * table's row applies only once the file is available (`frozen` before).
 */
export function downloadDecision(
  db: DatabaseSync,
  reached: ReachedFile,
  now: number,
): Decision | 'frozen' {
  if (reached.folder.root !== 'cold') return decisionIn(reached.access, 'download');
  const thawed = thawOf(db, reached.file.fileSeq, now).state === 'available';
  const decision = decide('download', { ...reached.access.context, thawed: true });
  if (decision === 'denied') return 'denied';
  return thawed ? decision : 'frozen';
}

/** The list's cold-storage files with their thaw. */
export function markThaws(db: DatabaseSync, items: FileItem[], now: number): FileItem[] {
  return items.map((item) =>
    item.kind === 'file' && item.node.startsWith(ROOT_NODE.cold)
      ? { ...item, thaw: toWire(thawOf(db, item.file_seq, now)) }
      : item,
  );
}
