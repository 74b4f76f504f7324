import { restoreItems, trashItems } from '../../src/lib/api/contract/files.ts';
import { allowedOn } from '../../src/lib/files/access.ts';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import type { Router } from './types.ts';
import { accessOf, decisionIn } from '../files/access.ts';
import { folderBySeq, lineageOf, nameTaken } from '../files/folders.ts';
import { fileBySeq, reachFile } from '../files/items.ts';
import { lockedFor } from '../files/lock.ts';
import { fail, Refusal, refusing } from '../files/results.ts';
import { checkPurgeable, trashEntryFor } from '../files/trash-view.ts';
import { resolveTarget, restoreInto } from '../files/copy-move.ts';

/**
 * Routes POST {api}/v2/trash: all or nothing. Files need Delete File (an Editor only their own
 * uploads); folders need Sub-folder creation/deletion, and a root area's top is never trashed.
 */
export function registerTrashRoutes(router: Router, app: AppContext): void {
  router.addAuthed(trashItems, (input, { auth: { user } }) =>
    refusing(() => {
      const fileSeqs = [...new Set(input.file_seqs)];
      const dirSeqs = [...new Set(input.dir_seqs)];
      for (const fileSeq of fileSeqs) {
        const { file, access } = reachFile(app.db, user, fileSeq);
        if (!allowedOn(decisionIn(access, 'delete'), file.uploadedBy === user.id))
          throw new Refusal('no_authority');
        if (lockedFor(file, user)) throw new Refusal('file_locked');
      }
      for (const dirSeq of dirSeqs) {
        const folder = folderBySeq(app.db, dirSeq);
        const lineage =
          folder && folder.companyId === user.companyId ? lineageOf(app.db, folder) : null;
        if (folder === null || lineage === null || folder.parentSeq === null)
          throw new Refusal('no_folder');
        if (folder.root === 'mybox' && folder.ownerId !== user.id) throw new Refusal('no_folder');
        if (decisionIn(accessOf(app.db, user, lineage), 'subfolder') !== 'allowed')
          throw new Refusal('no_authority');
      }
      if (fileSeqs.length + dirSeqs.length === 0) return fail('not_found');
      const now = app.clock.now();
      transaction(app.db, () => {
        const file = app.db.prepare(
          'UPDATE file_items SET trashed_at = ?, trashed_by = ? WHERE file_seq = ?',
        );
        const dir = app.db.prepare(
          'UPDATE file_folders SET trashed_at = ?, trashed_by = ? WHERE dir_seq = ?',
        );
        for (const seq of fileSeqs) file.run(now, user.id, seq);
        for (const seq of dirSeqs) dir.run(now, user.id, seq);
      });
      return { success: true as const, file_seqs: fileSeqs, dir_seqs: dirSeqs };
    }),
  );
}

/** A trashed folder's live parent chain and the user's access there, or a Refusal. */
function restorableFolder(app: AppContext, user: User, dirSeq: number) {
  const folder = folderBySeq(app.db, dirSeq);
  const parent = folder?.parentSeq == null ? null : folderBySeq(app.db, folder.parentSeq);
  const lineage = parent === null ? null : lineageOf(app.db, parent);
  if (folder === null || !folder.trashed || folder.companyId !== user.companyId || !parent)
    throw new Refusal('no_folder');
  if (folder.root === 'mybox' && folder.ownerId !== user.id) throw new Refusal('no_folder');
  if (lineage === null) throw new Refusal('origin_gone');
  if (trashEntryFor(app.db, user, 'folder', dirSeq) === null) throw new Refusal('no_authority');
  if (nameTaken(app.db, lineage.at(-1)?.dirSeq ?? -1, folder.name))
    throw new Refusal('duplicate_name');
}

/** A trashed file whose folder is live, in the user's trash (requirements X18). */
function restorableFile(app: AppContext, user: User, fileSeq: number): void {
  const file = fileBySeq(app.db, fileSeq);
  const folder = file === null ? null : folderBySeq(app.db, file.dirSeq);
  const lineage = folder === null ? null : lineageOf(app.db, folder);
  if (file === null || !file.trashed || folder?.companyId !== user.companyId)
    throw new Refusal('not_found');
  if (folder.root === 'mybox' && folder.ownerId !== user.id) throw new Refusal('not_found');
  if (lineage === null) throw new Refusal('origin_gone');
  if (trashEntryFor(app.db, user, 'file', fileSeq) === null) throw new Refusal('no_authority');
  if (nameTaken(app.db, file.dirSeq, file.name)) throw new Refusal('duplicate_name');
}

/** Restores trashed items the caller may restore into a chosen folder (requirements X23). */
function restoreTo(
  app: AppContext,
  user: User,
  items: { fileSeqs: number[]; dirSeqs: number[] },
  where: { node: string; dirSeq: number | undefined },
): void {
  for (const seq of items.fileSeqs) checkPurgeable(app.db, user, 'file', seq);
  for (const seq of items.dirSeqs) checkPurgeable(app.db, user, 'folder', seq);
  const target = resolveTarget(app.db, user, where, app.clock.now());
  restoreInto(app.db, items, target);
}

/**
 * Routes POST {api}/v2/trash/restore (ours): the Undo of a delete and the Trash view's Restore.
 * Whoever deleted an item, or a Master or PrivAll of its folder, may put it back into its folder
 * (requirements X18), unless that folder is gone (origin_gone) or the name is taken meanwhile.
 */
export function registerRestoreRoutes(router: Router, app: AppContext): void {
  router.addAuthed(restoreItems, (input, { auth: { user } }) =>
    refusing(() => {
      const fileSeqs = [...new Set(input.file_seqs)];
      const dirSeqs = [...new Set(input.dir_seqs)];
      if (fileSeqs.length + dirSeqs.length === 0) return fail('not_found');
      if (input.node !== undefined) {
        // Into a chosen folder (requirements X23): for items whose own folder is gone.
        restoreTo(app, user, { fileSeqs, dirSeqs }, { node: input.node, dirSeq: input.dir_seq });
        return { success: true as const, file_seqs: fileSeqs, dir_seqs: dirSeqs };
      }
      for (const seq of fileSeqs) restorableFile(app, user, seq);
      for (const seq of dirSeqs) restorableFolder(app, user, seq);
      transaction(app.db, () => {
        const file = app.db.prepare(
          'UPDATE file_items SET trashed_at = NULL, trashed_by = NULL WHERE file_seq = ?',
        );
        const dir = app.db.prepare(
          'UPDATE file_folders SET trashed_at = NULL, trashed_by = NULL WHERE dir_seq = ?',
        );
        for (const seq of fileSeqs) file.run(seq);
        for (const seq of dirSeqs) dir.run(seq);
      });
      return { success: true as const, file_seqs: fileSeqs, dir_seqs: dirSeqs };
    }),
  );
}
