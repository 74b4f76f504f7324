// The caller's access levels on a folder and the matrix decisions the routes enforce.
import type { DatabaseSync } from 'node:sqlite';
import { decide, type AccessContext, type Decision } from '../../src/lib/files/access.ts';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type FileFunction,
} from '../../src/lib/files/permissions.ts';
import type { User } from '../auth/accounts.ts';
import { text } from '../db/rows.ts';
import { authorityFor } from './authority.ts';
import type { Folder } from './rows.ts';

/** Where a folder's permissions come from and what they give the caller. */
export interface FolderAccess {
  /** The caller's own and group levels (empty: no access). */
  readonly levels: readonly AccessLevel[];
  /** The folder whose permission rows apply (the nearest with any), or the folder itself. */
  readonly aclNode: string;
  /** The strongest level, for display. */
  readonly level: AccessLevel | null;
  readonly context: AccessContext;
  /** The caller's grants on `aclNode` and that folder's name (details panel, requirements X20). */
  readonly source: AccessSource;
}

/** One grant of the caller: own, through a group, or as the box's owner. */
export interface AccessGrant {
  readonly level: AccessLevel;
  readonly via: 'user' | 'group' | 'owner';
  readonly group?: string;
}

/** Where the caller's levels come from. */
export interface AccessSource {
  readonly name: string;
  readonly grants: readonly AccessGrant[];
}

function levelsAt(
  db: DatabaseSync,
  dirSeq: number,
  userId: number,
): { levels: AccessLevel[]; grants: AccessGrant[] } | null {
  const rows = db
    .prepare(
      `SELECT p.level, (p.user_id = ? OR m.user_id IS NOT NULL) AS mine, g.name AS group_name
       FROM folder_permissions p
       LEFT JOIN file_group_members m ON m.group_id = p.group_id AND m.user_id = ?
       LEFT JOIN file_groups g ON g.id = p.group_id
       WHERE p.dir_seq = ?`,
    )
    .all(userId, userId, dirSeq);
  if (rows.length === 0) return null;
  const mine = rows.filter((r) => r['mine'] === 1);
  const levels = mine.map((r) => text(r, 'level'));
  const grants = mine.flatMap((r): AccessGrant[] => {
    const level = ACCESS_LEVELS.find((l) => l === text(r, 'level'));
    if (level === undefined) return [];
    const group = r['group_name'];
    return [typeof group === 'string' ? { level, via: 'group', group } : { level, via: 'user' }];
  });
  grants.sort((a, b) => ACCESS_LEVELS.indexOf(a.level) - ACCESS_LEVELS.indexOf(b.level));
  return { levels: ACCESS_LEVELS.filter((level) => levels.includes(level)), grants };
}

/**
 * The caller's access to a folder, given its lineage (root top first). My box is its owner's
 * (Master); elsewhere the nearest folder with permission rows decides; a root area's top
 * grants nothing by itself.
 */
export function accessOf(db: DatabaseSync, user: User, lineage: readonly Folder[]): FolderAccess {
  const folder = lineage[lineage.length - 1];
  if (folder === undefined) throw new Error('Empty lineage');
  let levels: AccessLevel[] = [];
  let aclNode = folder.node;
  let source: AccessSource = { name: folder.name, grants: [] };
  if (folder.root === 'mybox') {
    levels = folder.ownerId === user.id ? ['master'] : [];
    if (levels.length > 0)
      source = { name: folder.name, grants: [{ level: 'master', via: 'owner' }] };
  } else {
    for (let i = lineage.length - 1; i >= 1; i -= 1) {
      const step = lineage[i];
      const found = step ? levelsAt(db, step.dirSeq, user.id) : null;
      if (found !== null && step) {
        levels = found.levels;
        aclNode = step.node;
        source = { name: step.name, grants: found.grants };
        break;
      }
    }
  }
  const authority = authorityFor(db, user);
  return {
    levels,
    aclNode,
    level: levels[0] ?? null,
    source,
    context: {
      levels,
      folderType: folder.root,
      userType: user.type,
      officeViewer: user.viewerBrowserMode === 'user',
      privallManagesPermissions: folder.privallManagesPermissions,
      exportAllowed: folder.exportAllowed,
      guestLinkAllowed: authority.guest_link_allowed,
    },
  };
}

/** The decision for a function in a folder. */
export function decisionIn(access: FolderAccess, fn: FileFunction): Decision {
  return decide(fn, access.context);
}
