// Where an upload may go and how its bytes become a file row, shared by the multipart upload
// and the resumable (tus) one (requirements X33): the same folder and upload-right check, the
// same name rule, the same conflict handling (a free name, "a (1).txt"), the same quota
// (requirements X34), and the bytes renamed into storage in the row's transaction (security K41).
import { rmSync } from 'node:fs';
import * as v from 'valibot';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import type { uploadResult } from '../../src/lib/api/contract/files.ts';
import { say } from '../messages/language.ts';
import { checkName } from '../../src/lib/files/names.ts';
import { accessOf, decisionIn, type FolderAccess } from './access.ts';
import { filesOf } from './context.ts';
import { findFolder, lineageOf } from './folders.ts';
import { fileBySeq, fileToItem, freeName, insertFile } from './items.ts';
import { fitsQuota, quotaOf } from './quota.ts';
import { fail } from './results.ts';
import type { Folder } from './rows.ts';
import type { FileResultCode } from '../../src/lib/api/contract/files.ts';

/** One file's outcome, as the upload calls answer it. */
export type UploadResult = v.InferOutput<typeof uploadResult>;

/** A folder the caller may upload into, with the caller's access there. */
export interface UploadTarget {
  readonly folder: Folder;
  readonly access: FolderAccess;
}

/** The folder of `node` (and `dirSeq`) if the caller may upload there, or why not. */
export function uploadTarget(
  app: AppContext,
  user: User,
  node: string,
  dirSeq: number | undefined,
): UploadTarget | { readonly refused: FileResultCode } {
  const folder = findFolder(app.db, user, node, dirSeq, app.clock.now());
  const lineage = folder ? lineageOf(app.db, folder) : null;
  if (folder === null || lineage === null) return { refused: 'no_folder' };
  const access = accessOf(app.db, user, lineage);
  const topOfShared = folder.parentSeq === null && folder.root !== 'mybox';
  if (topOfShared || decisionIn(access, 'upload') !== 'allowed') return { refused: 'no_authority' };
  return { folder, access };
}

/** The failure body of the quota refusal, in the request's language (requirements L26). */
export function overQuota(): { success: false; result_code: 'over_quota'; all: string } {
  return { success: false, result_code: 'over_quota', all: say('resumable.over_quota') };
}

/**
 * Commits uploaded bytes (a temporary file, or none for an empty file) as a file row under a
 * free name; `reservation` is the resumable upload whose own reserved bytes do not count.
 */
export function commitFile(
  app: AppContext,
  user: User,
  target: UploadTarget,
  file: { readonly name: string; readonly size: number; readonly temporary: string | null },
  reservation: string | null = null,
): UploadResult {
  const checked = checkName(file.name);
  if (!checked.ok) return { name: file.name, ok: false, ...fail('invalid_name') };
  const { storage } = filesOf(app);
  const { folder, access } = target;
  const now = app.clock.now();
  return transaction(app.db, (): UploadResult => {
    if (!fitsQuota(quotaOf(app.db, folder.companyId, reservation), file.size))
      return { name: checked.name, ok: false, ...overQuota() };
    const name = freeName(app.db, folder.dirSeq, checked.name);
    const key =
      file.temporary === null ? storage.put(new Uint8Array(0)) : storage.adopt(file.temporary);
    try {
      const fileSeq = insertFile(app.db, {
        dirSeq: folder.dirSeq,
        name,
        size: file.size,
        storage: key,
        uploadedBy: user.id,
        now,
      });
      app.db
        .prepare('UPDATE file_folders SET updated_at = ? WHERE dir_seq = ?')
        .run(now, folder.dirSeq);
      const row = fileBySeq(app.db, fileSeq);
      return row
        ? { name: row.name, ok: true, item: fileToItem(row, access, user, folder.node) }
        : { name: checked.name, ok: false, ...fail('not_found') };
    } catch (error) {
      const stored = storage.pathOf(key);
      if (stored !== null) rmSync(stored, { force: true });
      throw error;
    }
  });
}
