// Resumable uploads (requirements X33): one row per tus upload in progress — who started it,
// where it goes, its declared size — so that only its starter may continue it (security K44),
// its declared bytes count against the company's quota until it ends (requirements X34), and
// an upload left unfinished expires and is swept (security K46).
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { int, text } from '../db/rows.ts';
import { checkName } from '../../src/lib/files/names.ts';
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';
import { RESUMABLE_RESULTS } from '../../src/lib/api/contract/resumable.ts';
import { uploadTarget } from './commit.ts';
import { fitsQuota, quotaOf } from './quota.ts';
import { say } from '../messages/language.ts';

/** How long an unfinished upload may wait for its next byte before it is swept: a day. */
export const RESUMABLE_TTL_MS = 24 * 60 * 60 * 1000;

/** One upload in progress. */
export interface ResumableRow {
  readonly id: string;
  readonly userId: number;
  readonly companyId: number;
  readonly dirSeq: number;
  readonly name: string;
  readonly size: number;
  readonly expiresAt: number;
}

/** What an upload says about itself when it is created (tus Upload-Metadata and -Length). */
export interface UploadStart {
  readonly node: string | undefined;
  readonly dirSeq: string | undefined;
  readonly name: string | undefined;
  readonly size: number | undefined;
}

/** A refusal: the HTTP status and the failure body. */
export interface StartRefusal {
  readonly status: number;
  readonly body: { success: false; result_code: string; all: string };
}

type Code = FileResultCode | keyof typeof RESUMABLE_RESULTS;
const refusal = (status: number, code: Code): StartRefusal => ({
  status,
  body: {
    success: false,
    result_code: code,
    // In the request's language (requirements L26).
    all:
      code in RESUMABLE_RESULTS
        ? say(`resumable.${code as keyof typeof RESUMABLE_RESULTS}`)
        : say(`files.${code as FileResultCode}`),
  },
});

const DIR_SEQ = /^[1-9]\d{0,14}$/;

/**
 * Checks a new upload before any of its bytes is accepted — its folder, the caller's upload
 * right there, its name, its declared size against the quota — and records it; or refuses.
 */
export function startUpload(
  app: AppContext,
  user: User,
  id: string,
  start: UploadStart,
): StartRefusal | null {
  const { node, dirSeq, name, size } = start;
  if (
    node === undefined ||
    name === undefined ||
    size === undefined ||
    !Number.isSafeInteger(size) ||
    size < 0 ||
    (dirSeq !== undefined && !DIR_SEQ.test(dirSeq))
  )
    return refusal(400, 'bad_upload');
  const target = uploadTarget(app, user, node, dirSeq === undefined ? undefined : Number(dirSeq));
  if ('refused' in target) return refusal(403, target.refused);
  const checked = checkName(name);
  if (!checked.ok) return refusal(400, 'invalid_name');
  const now = app.clock.now();
  const companyId = target.folder.companyId;
  if (!fitsQuota(quotaOf(app.db, companyId), size)) return refusal(413, 'over_quota');
  app.db
    .prepare(
      `INSERT INTO resumable_uploads (id, user_id, company_id, dir_seq, name, size, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      user.id,
      companyId,
      target.folder.dirSeq,
      checked.name,
      size,
      now,
      now + RESUMABLE_TTL_MS,
    );
  return null;
}

function fromRow(row: Record<string, unknown>): ResumableRow {
  const r = row as Parameters<typeof int>[0];
  return {
    id: text(r, 'id'),
    userId: int(r, 'user_id'),
    companyId: int(r, 'company_id'),
    dirSeq: int(r, 'dir_seq'),
    name: text(r, 'name'),
    size: int(r, 'size'),
    expiresAt: int(r, 'expires_at'),
  };
}

/** The upload `id` if it is the caller's and has not expired, else null. */
export function uploadOf(
  db: DatabaseSync,
  user: User,
  id: string,
  now: number,
): ResumableRow | null {
  const row = db
    .prepare('SELECT * FROM resumable_uploads WHERE id = ? AND user_id = ? AND expires_at > ?')
    .get(id, user.id, now);
  return row ? fromRow(row) : null;
}

/** Keeps an upload that is receiving bytes alive for another TTL. */
export function touchUpload(db: DatabaseSync, id: string, now: number): void {
  db.prepare('UPDATE resumable_uploads SET expires_at = ? WHERE id = ?').run(
    now + RESUMABLE_TTL_MS,
    id,
  );
}

/** Forgets an upload (committed, ended by its starter, or swept). */
export function forgetUpload(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM resumable_uploads WHERE id = ?').run(id);
}

/** The uploads whose time ran out, and forgets them; the caller deletes their bytes. */
export function takeExpiredUploads(db: DatabaseSync, now: number): string[] {
  const rows = db.prepare('SELECT id FROM resumable_uploads WHERE expires_at <= ?').all(now);
  const ids = rows.map((row) => text(row, 'id'));
  db.prepare('DELETE FROM resumable_uploads WHERE expires_at <= ?').run(now);
  return ids;
}

/** Whether an upload id is known (in progress), for the orphan sweep. */
export function isKnownUpload(db: DatabaseSync, id: string): boolean {
  return db.prepare('SELECT 1 FROM resumable_uploads WHERE id = ?').get(id) !== undefined;
}
