// Per-company storage quota (requirements X34): what a company's files take (trashed ones too,
// they still hold their bytes) plus the resumable uploads in progress, against its quota. An
// upload is checked when it starts (its declared size) and again when it is committed.
import type { DatabaseSync } from 'node:sqlite';
import { int } from '../db/rows.ts';

/** The quota of a company with none of its own (NULL `quota_bytes`): 10 GiB. */
export const DEFAULT_QUOTA_BYTES = 10 * 1024 ** 3;

/** A company's quota and what it uses. */
export interface QuotaUse {
  readonly quota: number;
  /** Bytes of its stored files. */
  readonly stored: number;
  /** Bytes declared by its resumable uploads in progress (other than the one being checked). */
  readonly reserved: number;
}

/** The quota of a company and its use; `except` leaves one upload's reservation out. */
export function quotaOf(
  db: DatabaseSync,
  companyId: number,
  except: string | null = null,
): QuotaUse {
  const company = db.prepare('SELECT quota_bytes FROM companies WHERE id = ?').get(companyId);
  const own = company?.['quota_bytes'];
  const stored = db
    .prepare(
      `SELECT COALESCE(SUM(i.size), 0) AS n FROM file_items i
       JOIN file_folders f ON f.dir_seq = i.dir_seq WHERE f.company_id = ?`,
    )
    .get(companyId);
  const reserved = db
    .prepare(
      'SELECT COALESCE(SUM(size), 0) AS n FROM resumable_uploads WHERE company_id = ? AND id IS NOT ?',
    )
    .get(companyId, except);
  return {
    quota: typeof own === 'number' ? own : DEFAULT_QUOTA_BYTES,
    stored: stored ? int(stored, 'n') : 0,
    reserved: reserved ? int(reserved, 'n') : 0,
  };
}

/** Whether `bytes` more fit in the company's quota. */
export function fitsQuota(use: QuotaUse, bytes: number): boolean {
  return use.stored + use.reserved + bytes <= use.quota;
}

/** Sets a company's quota (null: the default). */
export function setQuota(db: DatabaseSync, companyId: number, bytes: number | null): void {
  db.prepare('UPDATE companies SET quota_bytes = ? WHERE id = ?').run(bytes, companyId);
}
