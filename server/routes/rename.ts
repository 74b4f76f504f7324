import { renameItem } from '../../src/lib/api/contract/rename.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { renameFile, renameFolder } from '../files/rename.ts';
import { fail, refusing } from '../files/results.ts';
import { markFavorites } from '../files/favorites.ts';
import { markTags } from '../files/tags.ts';

/** Routes POST {api}/v2/item/rename (ours): a file by file_seq, or a folder by node (+ dir_seq). */
export function registerRenameRoutes(router: Router, app: AppContext): void {
  router.addAuthed(renameItem, (input, { auth: { user } }) =>
    refusing(() => {
      if (input.file_seq !== undefined && input.node === undefined) {
        const renamed = renameFile(app.db, user, input.file_seq, input.name);
        // With its tags and star, so the row the app replaces keeps them.
        const [item = renamed] = markTags(app.db, markFavorites(app.db, user, [renamed]));
        return { success: true as const, item };
      }
      if (input.node === undefined || input.file_seq !== undefined) return fail('not_found');
      const where = { node: input.node, dirSeq: input.dir_seq, now: app.clock.now() };
      const renamed = renameFolder(app.db, user, where, input.name);
      const [item = renamed] = markFavorites(app.db, user, [renamed]);
      return { success: true as const, item };
    }),
  );
}
