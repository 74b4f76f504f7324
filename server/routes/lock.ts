import { lockFile } from '../../src/lib/api/contract/lock.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { setLock } from '../files/lock.ts';
import { refusing } from '../files/results.ts';
import { markFavorites } from '../files/favorites.ts';
import { markTags } from '../files/tags.ts';

/** Routes POST {api}/v2/file/lock (ours): locks or unlocks a file (requirements X21). */
export function registerLockRoutes(router: Router, app: AppContext): void {
  router.addAuthed(lockFile, (input, { auth: { user } }) =>
    refusing(() => {
      const locked = setLock(app.db, user, input.file_seq, input.lock, app.clock.now());
      // With its tags and star, so the row the app replaces keeps them.
      const [item = locked] = markTags(app.db, markFavorites(app.db, user, [locked]));
      return { success: true as const, item };
    }),
  );
}
