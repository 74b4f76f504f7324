import { addFolder, uploadFiles } from '../../src/lib/api/contract/files.ts';
import { checkName, normaliseName } from '../../src/lib/files/names.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import type { Router } from './types.ts';
import { accessOf, decisionIn } from '../files/access.ts';
import { createFolder, findFolder, lineageOf, nameTaken } from '../files/folders.ts';
import { commitFile, uploadTarget } from '../files/commit.ts';
import { folderToItem } from '../files/items.ts';
import { registerMiscRoutes } from '../files/misc.ts';
import { registerDevQuota } from '../files/dev-quota.ts';
import { fail } from '../files/results.ts';
import { uploadedPath } from '../http/uploads.ts';

const FAX_NUMBER = /^\+?[0-9][0-9 -]{2,30}$/;

/** Routes folder creation, upload, and the misc calls declared with them. */
export function registerFileRoutes(router: Router, app: AppContext): void {
  router.addAuthed(addFolder, (input, { auth: { user } }) => {
    const now = app.clock.now();
    const parent = findFolder(app.db, user, input.node, input.dir_seq, now);
    const lineage = parent ? lineageOf(app.db, parent) : null;
    if (parent === null || lineage === null) return fail('no_folder');
    const access = accessOf(app.db, user, lineage);
    const atSharedTop = parent.parentSeq === null && parent.root !== 'mybox';
    // At a shared area's top a company user may start a folder and becomes its Master.
    const allowed = atSharedTop
      ? user.type === 'user' && parent.root !== 'connect'
      : decisionIn(access, 'subfolder') === 'allowed';
    if (!allowed) return fail('no_authority');
    const name = checkName(input.name);
    if (!name.ok) return fail('invalid_name');
    const fax = parent.root === 'fax_receive' || parent.root === 'fax_send';
    const faxNumber = normaliseName(input.fax_number ?? '')
      .normalize('NFKC')
      .trim();
    const faxName = (input.fax_name ?? '').normalize('NFC').trim();
    if (fax && (!FAX_NUMBER.test(faxNumber) || faxName === '')) return fail('fax_fields');
    return transaction(app.db, () => {
      if (nameTaken(app.db, parent.dirSeq, name.name)) return fail('duplicate_name');
      const folder = createFolder(app.db, parent, {
        name: name.name,
        createdBy: user.id,
        now,
        ...(fax ? { faxNumber, faxName } : {}),
      });
      if (atSharedTop) {
        app.db
          .prepare(
            "INSERT INTO folder_permissions (dir_seq, user_id, level) VALUES (?, ?, 'master')",
          )
          .run(folder.dirSeq, user.id);
      }
      const own = accessOf(app.db, user, [...lineage, folder]);
      return { success: true as const, folder: folderToItem(folder, own, user, user.name) };
    });
  });

  router.addAuthed(uploadFiles, (input, { auth: { user } }) => {
    const target = uploadTarget(app, user, input.node, input.dir_seq);
    if ('refused' in target) return fail(target.refused);
    const results = [];
    for (const file of Array.isArray(input.file) ? input.file : [input.file]) {
      const checked = checkName(file.name);
      if (checked.ok && file.size > app.config.maxUploadBytes) {
        results.push({ name: checked.name, ok: false, ...fail('too_large') });
        continue;
      }
      results.push(
        commitFile(app, user, target, {
          name: file.name,
          size: file.size,
          temporary: uploadedPath(file),
        }),
      );
    }
    return { success: true as const, results };
  });

  registerMiscRoutes(router, app);
  // Demo and test only (requirements X41): production answers 404.
  if (app.config.mode !== 'production') registerDevQuota(router, app);
}
