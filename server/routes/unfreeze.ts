import { thawStatus, unfreezeFile } from '../../src/lib/api/contract/unfreeze.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { refusing } from '../files/results.ts';
import { thawStatusOf, unfreeze } from '../files/unfreeze.ts';

/** Routes {api}/v2/file/unfreeze and its status (ours; requirements X37). */
export function registerUnfreezeRoutes(router: Router, app: AppContext): void {
  router.addAuthed(unfreezeFile, (input, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      thaw: unfreeze(app.db, user, input.file_seq, app.clock.now()),
    })),
  );
  router.addAuthed(thawStatus, (input, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      thaw: thawStatusOf(app.db, user, input.file_seq, app.clock.now()),
    })),
  );
}
