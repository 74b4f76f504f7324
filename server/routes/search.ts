import { searchNames as searchCall } from '../../src/lib/api/contract/search.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { accessOf } from '../files/access.ts';
import { findFolder, lineageOf } from '../files/folders.ts';
import { fail } from '../files/results.ts';
import { searchNames } from '../files/search.ts';

/** The default number of results of one search. */
const DEFAULT_LIMIT = 200;

/**
 * Routes search by name (ours, GET {api}/v2/search; requirements X19): the scope, when given,
 * must be a folder the caller may see; results are what the caller may see.
 */
export function registerSearchRoutes(router: Router, app: AppContext): void {
  router.addAuthed(searchCall, ({ q, node, dir_seq, limit }, { auth: { user } }) => {
    let scope = null;
    if (node !== undefined) {
      scope = findFolder(app.db, user, node, dir_seq, app.clock.now());
      const lineage = scope === null ? null : lineageOf(app.db, scope);
      if (lineage === null || accessOf(app.db, user, lineage).levels.length === 0)
        return fail('no_folder');
    }
    const answer = searchNames(app.db, user, q, scope, limit ?? DEFAULT_LIMIT);
    return { success: true as const, ...answer };
  });
}
