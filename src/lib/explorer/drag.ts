// Dragging rows onto a folder row or a breadcrumb (requirements X23): which items a drag carries,
// whether it moves or copies (Ctrl or Alt held: copy), and whether a folder takes the drop.
import { decide } from '../files/access.ts';
import { rootOf } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';
import type { ActionContext } from './actions.ts';
import { copyMoveAvailability } from './copy-move-action.ts';
import type { CopyMoveMode } from './copy-move.ts';
import type { ExplorerItem } from './items.ts';

/** The items a drag carries: the selection when the dragged row is in it, else that row alone. */
export function draggedItems(
  item: ExplorerItem,
  selection: readonly ExplorerItem[],
): readonly ExplorerItem[] {
  return selection.some((entry) => entry.key === item.key) ? selection : [item];
}

/** Ctrl or Alt (Option on a Mac) held at the drop copies; otherwise the items move. */
export function dropMode(keys: { ctrl: boolean; alt: boolean; meta: boolean }): CopyMoveMode {
  return keys.ctrl || keys.alt ? 'copy' : 'move';
}

/** A folder a drag is over: its node and dir_seq, and the caller's level there when known. */
export interface DropFolder {
  readonly node: string;
  readonly dirSeq: number;
  /** The level of a listed folder; undefined for a breadcrumb (the server judges it). */
  readonly level?: AccessLevel | null;
}

/**
 * Whether the dragged items may go into the folder: the action table allows the move or copy
 * here, the folder is not one of them, not the folder they are in, and (when its level is known)
 * the table lets the caller add to it.
 */
export function mayDrop(
  ctx: ActionContext,
  items: readonly ExplorerItem[],
  mode: CopyMoveMode,
  target: DropFolder,
  fromDirSeq: number | null,
): boolean {
  const own = { ...ctx, selection: items, selectedCount: items.length };
  if (copyMoveAvailability(own, mode).state !== 'enabled') return false;
  if (target.dirSeq === fromDirSeq) return false;
  if (items.some((item) => item.kind === 'folder' && item.dirSeq === target.dirSeq)) return false;
  if (target.level === undefined) return true;
  const folderType = rootOf(target.node);
  if (folderType === null) return false;
  const access = { ...ctx.access, levels: target.level === null ? [] : [target.level], folderType };
  const needs = [
    ...(items.some((item) => item.kind === 'file') ? (['upload'] as const) : []),
    ...(items.some((item) => item.kind === 'folder') ? (['subfolder'] as const) : []),
  ];
  return needs.every((fn) => decide(fn, access) === 'allowed');
}
