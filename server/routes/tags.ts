import {
  addFileTag as addCall,
  listTagged,
  removeFileTag as removeCall,
} from '../../src/lib/api/contract/tags.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { addFileTag, listTaggedFiles, removeFileTag } from '../files/tags.ts';
import { refusing } from '../files/results.ts';

/**
 * Routes the per-file tag calls (ours, under {api}/v2/tag): adding and removing need Edit on the
 * file's folder (requirements X22); the list leaves out what the caller may not see.
 */
export function registerTagRoutes(router: Router, app: AppContext): void {
  router.addAuthed(addCall, ({ file_seq, tag }, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      file_seq,
      tags: addFileTag(app.db, user, file_seq, tag, app.clock.now()),
    })),
  );
  router.addAuthed(removeCall, ({ file_seq, tag }, { auth: { user } }) =>
    refusing(() => ({
      success: true as const,
      file_seq,
      tags: removeFileTag(app.db, user, file_seq, tag),
    })),
  );
  router.addAuthed(listTagged, ({ tag }, { auth: { user } }) => ({
    success: true as const,
    tag,
    files: listTaggedFiles(app.db, user, tag),
  }));
}
