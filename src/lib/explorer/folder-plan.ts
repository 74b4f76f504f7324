// The plan of a folder upload (requirements X40): which folders to make (parents first, empty ones
// too), which file goes into which of them, and what the name rule (requirements X9) refuses — a
// refused folder is reported with everything under it, never dropped silently. Names that fold to
// the same key in one folder (`Docs` and `docs`) are one folder, as the server would have them.
import { checkName, foldName, type NameProblem } from '../files/names.ts';
import type { DroppedTree } from './folder-walk.ts';

/** A folder to make: its name and its parent (an index into `folders`, or null: the open folder). */
export interface PlannedFolder {
  readonly name: string;
  readonly parent: number | null;
  /** Its path from the drop's top, for messages (`a/b`). */
  readonly where: string;
}

/** A file and the folder it goes into (null: the open folder). */
export interface PlannedFile<F> {
  readonly file: F;
  readonly folder: number | null;
  /** The folder path it goes into (`a/b`, or '' for the open folder). */
  readonly where: string;
}

/** Why a folder, or a file under it, is not uploaded. */
export type PlanProblem = NameProblem | 'unreadable';

/** A folder or file left out, with why and how many files that leaves out. */
export interface PlanRefusal {
  readonly where: string;
  readonly reason: PlanProblem;
  /** Files under a refused folder (0 for an unreadable entry or an empty folder). */
  readonly files: number;
}

/** The whole plan. */
export interface FolderPlan<F> {
  readonly folders: readonly PlannedFolder[];
  readonly files: readonly PlannedFile<F>[];
  readonly refused: readonly PlanRefusal[];
}

/** Plans a tree's upload into the open folder. */
export function planFolderUpload<F>(tree: DroppedTree<F>): FolderPlan<F> {
  const folders: PlannedFolder[] = [];
  const refused: PlanRefusal[] = [];
  // Path key (raw segments) → folder index, or a refusal; and (parent, folded name) → index.
  const byPath = new Map<string, number | PlanRefusal>();
  const byName = new Map<string, number>();
  const sorted = [...tree.folders].sort((a, b) => a.length - b.length);
  for (const path of sorted) {
    const key = path.join('/');
    if (byPath.has(key)) continue;
    const parentKey = path.slice(0, -1).join('/');
    const parent = path.length === 1 ? null : byPath.get(parentKey);
    if (parent === undefined) continue; // A parent missing from the walk cannot be (walks list parents).
    if (parent !== null && typeof parent === 'object') {
      byPath.set(key, parent);
      continue;
    }
    const checked = checkName(path[path.length - 1] ?? '');
    if (!checked.ok) {
      const refusal = { where: key, reason: checked.reason, files: 0 };
      refused.push(refusal);
      byPath.set(key, refusal);
      continue;
    }
    const nameKey = `${String(parent)}|${foldName(checked.name)}`;
    const same = byName.get(nameKey);
    if (same !== undefined) {
      byPath.set(key, same);
      continue;
    }
    const parentWhere = parent === null ? '' : (folders[parent]?.where ?? '');
    folders.push({
      name: checked.name,
      parent,
      where: parentWhere === '' ? checked.name : `${parentWhere}/${checked.name}`,
    });
    byPath.set(key, folders.length - 1);
    byName.set(nameKey, folders.length - 1);
  }
  const files: PlannedFile<F>[] = [];
  const counted = new Map<PlanRefusal, number>();
  for (const { path, file } of tree.files) {
    const folder = path.length === 0 ? null : byPath.get(path.join('/'));
    if (folder === undefined) continue;
    if (folder !== null && typeof folder === 'object') {
      counted.set(folder, (counted.get(folder) ?? 0) + 1);
      continue;
    }
    files.push({ file, folder, where: folder === null ? '' : (folders[folder]?.where ?? '') });
  }
  return {
    folders,
    files,
    refused: [
      ...refused.map((r) => ({ ...r, files: counted.get(r) ?? 0 })),
      ...tree.unreadable.map((where) => ({ where, reason: 'unreadable' as const, files: 0 })),
    ],
  };
}
