import { lockFile } from '../../src/lib/api/contract/lock.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { setLock } from '../files/lock.ts';
import { refusing } from '../files/results.ts';

/** Routes POST {api}/v2/file/lock (ours): locks or unlocks a file (requirements X21). */
export function registerLockRoutes(router: Router, app: AppContext): void {
  router.addAuthed(lockFile, (input, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      item: setLock(app.db, user, input.file_seq, input.lock, app.clock.now()),
    })),
  );
}
