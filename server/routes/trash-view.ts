import {
  emptyTrash,
  listTrash,
  purgeTrash,
  TRASH_PAGE,
} from '../../src/lib/api/contract/trash-view.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import type { Router } from './types.ts';
import { RETENTION } from '../files/retention.ts';
import { DAY } from '../clock.ts';
import { fail, refusing } from '../files/results.ts';
import {
  checkPurgeable,
  listTrash as trashOf,
  purge,
  type TrashKind,
} from '../files/trash-view.ts';

/**
 * Routes the Trash view's calls (ours, under {api}/v2/trash; requirements X18): the list shows
 * what the caller may restore or delete forever; purge is all or nothing; empty purges the list.
 */
export function registerTrashViewRoutes(router: Router, app: AppContext): void {
  router.addAuthed(listTrash, (input, { auth: { user } }) => {
    const all = trashOf(app.db, user);
    const page = input.page ?? 1;
    const pageSize = input.page_size ?? TRASH_PAGE.size;
    return {
      success: true as const,
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      page_size: pageSize,
      retention_days: RETENTION.trash / DAY,
    };
  });
  router.addAuthed(purgeTrash, (input, { auth: { user } }) =>
    refusing(() => {
      const fileSeqs = [...new Set(input.file_seqs)];
      const dirSeqs = [...new Set(input.dir_seqs)];
      if (fileSeqs.length + dirSeqs.length === 0) return fail('not_found');
      const items: { kind: TrashKind; seq: number }[] = [
        ...fileSeqs.map((seq) => ({ kind: 'file' as const, seq })),
        ...dirSeqs.map((seq) => ({ kind: 'folder' as const, seq })),
      ];
      for (const { kind, seq } of items) checkPurgeable(app.db, user, kind, seq);
      transaction(app.db, () => {
        purge(app.db, items);
      });
      return { success: true as const, file_seqs: fileSeqs, dir_seqs: dirSeqs };
    }),
  );
  router.addAuthed(emptyTrash, (_, { auth: { user } }) => {
    const items = trashOf(app.db, user).map((entry) => ({ kind: entry.kind, seq: entry.seq }));
    transaction(app.db, () => {
      purge(app.db, items);
    });
    return { success: true as const, purged: items.length };
  });
}
