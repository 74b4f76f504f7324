import { listProjects } from '../../src/lib/api/contract/explorer.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import { accessOf } from '../files/access.ts';
import { rootFolder } from '../files/folders.ts';
import { folderFromRow } from '../files/rows.ts';

/** Routes GET /project: the project-box folders the caller has a level on. */
export function registerProjectRoutes(router: Router, app: AppContext): void {
  router.addAuthed(listProjects, (_, { auth: { user } }) => {
    const top = rootFolder(app.db, user, 'project', app.clock.now());
    if (top === null) return { success: true as const, projects: [] };
    const projects = app.db
      .prepare(
        'SELECT * FROM file_folders WHERE parent_seq = ? AND trashed_at IS NULL ORDER BY name_key',
      )
      .all(top.dirSeq)
      .map(folderFromRow)
      .map((folder) => ({ folder, access: accessOf(app.db, user, [top, folder]) }))
      .filter(({ access }) => access.levels.length > 0)
      .map(({ folder, access }) => ({
        dir_seq: folder.dirSeq,
        node: folder.node,
        name: folder.name,
        access_level: access.level,
        updated_at: folder.updatedAt,
      }));
    return { success: true as const, projects };
  });
}
