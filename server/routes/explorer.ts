import { listFolder, listRoots } from '../../src/lib/api/contract/explorer.ts';
import { FILE_LIMITS } from '../../src/lib/api/contract/files.ts';
import { ROOT_KINDS, type RootKind } from '../../src/lib/files/nodes.ts';
import type { User } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import { text } from '../db/rows.ts';
import type { Router } from './types.ts';
import { markThaws } from '../files/unfreeze.ts';
import { accessOf } from '../files/access.ts';
import { findFolder, lineageOf, rootFolder } from '../files/folders.ts';
import { folderTags, listPage } from '../files/listing.ts';
import { markFavorites } from '../files/favorites.ts';
import { markTags } from '../files/tags.ts';
import { markSchedules } from '../files/schedule.ts';
import { markShareLinks } from '../files/share-links.ts';
import { fail } from '../files/results.ts';

/** The root areas a user has: my box (company users), shared and project (company users), and every area holding a folder shared with them. */
export function rootsOf(app: AppContext, user: User): RootKind[] {
  const shared = app.db
    .prepare(
      `SELECT DISTINCT f.root FROM folder_permissions p JOIN file_folders f ON f.dir_seq = p.dir_seq
       WHERE f.company_id = ? AND f.trashed_at IS NULL AND (p.user_id = ?
         OR p.group_id IN (SELECT group_id FROM file_group_members WHERE user_id = ?))`,
    )
    .all(user.companyId, user.id, user.id)
    .map((row) => text(row, 'root'));
  const always: RootKind[] = user.type === 'user' ? ['mybox', 'shared', 'project'] : [];
  return ROOT_KINDS.filter((kind) => always.includes(kind) || shared.includes(kind));
}

/** Routes the folder list and the root areas. */
export function registerExplorerRoutes(router: Router, app: AppContext): void {
  router.addAuthed(
    listFolder,
    (input, { auth: { user } }) => {
      const now = app.clock.now();
      const folder = findFolder(app.db, user, input.node, input.dir_seq, now);
      const lineage = folder ? lineageOf(app.db, folder) : null;
      if (folder === null || lineage === null) return fail('no_folder');
      const access = accessOf(app.db, user, lineage);
      const top = folder.parentSeq === null;
      if (!top && access.levels.length === 0) return fail('no_authority');
      const page = input.page ?? 1;
      const pageSize = input.page_size ?? FILE_LIMITS.pageSizeDefault;
      const order = { sort: input.sort ?? 'name', order: input.order ?? 'asc' } as const;
      const tag = input.tag ?? null;
      const { total, items, ownFilesOf } = listPage(
        app.db,
        user,
        lineage,
        access,
        order,
        page,
        pageSize,
        tag,
      );
      return {
        success: true as const,
        total,
        page,
        page_size: pageSize,
        items: markThaws(
          app.db,
          markShareLinks(
            app.db,
            user.companyId,
            markSchedules(app.db, markTags(app.db, markFavorites(app.db, user, items))),
            app.clock.now(),
          ),
          now,
        ),
        folder: {
          node: folder.node,
          dir_seq: folder.dirSeq,
          name: folder.name,
          root: folder.root,
          folder_type: folder.root,
          access_level: access.level,
          access_levels: [...access.levels],
          path: lineage.map((f) => ({ node: f.node, dir_seq: f.dirSeq, name: f.name })),
          privall_manages_permissions: folder.privallManagesPermissions,
          export_allowed: folder.exportAllowed,
          // An Uploader sees only their own files (requirements X46).
          ...(ownFilesOf === null ? {} : { own_files_only: true }),
        },
        tags: folderTags(app.db, folder, ownFilesOf),
      };
    },
    // Names, sizes, dates and levels, no secret: a page of 50 is ~26 KB, ~1.6 KB compressed.
    { compress: true },
  );

  router.addAuthed(listRoots, (_, { auth: { user } }) => {
    const now = app.clock.now();
    const roots = rootsOf(app, user).flatMap((kind) => {
      const top = rootFolder(app.db, user, kind, now);
      return top ? [{ kind, node: top.node, dir_seq: top.dirSeq, name: top.name }] : [];
    });
    return { success: true as const, roots };
  });
}
