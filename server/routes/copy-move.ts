import { copyItems, moveItems } from '../../src/lib/api/contract/copy-move.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { copyMove, resolveTarget } from '../files/copy-move.ts';
import { fail, refusing } from '../files/results.ts';

/**
 * Routes POST {api}/v2/items/copy and /v2/items/move (ours; requirements X23): the target is
 * checked once, then each item is copied or moved on its own and answered with its outcome.
 */
export function registerCopyMoveRoutes(router: Router, app: AppContext): void {
  for (const [endpoint, mode] of [
    [copyItems, 'copy'],
    [moveItems, 'move'],
  ] as const) {
    router.addAuthed(endpoint, (input, { auth: { user } }) =>
      refusing(() => {
        if (input.file_seqs.length + input.dir_seqs.length === 0) return fail('not_found');
        const where = { node: input.node, dirSeq: input.dir_seq };
        const target = resolveTarget(app.db, user, where, app.clock.now());
        const selection = { fileSeqs: input.file_seqs, dirSeqs: input.dir_seqs };
        const results = copyMove(app.db, user, mode, selection, target, input.conflict);
        return { success: true as const, results };
      }),
    );
  }
}
