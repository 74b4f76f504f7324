// The Rename command (issue 15 item 1): the matrix's Edit row, one item, F2. A folder is judged
// by the caller's level on the folder itself (its own permission rows, as the server does), so
// the Master of a shared folder may rename it from the shared box's top.
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import { selectionAccess } from './selection-access.ts';
import type { ExplorerItem } from './items.ts';
import { lockHolder } from './lock.ts';

/** The action's id. */
export const RENAME_ACTION_ID = 'rename';

function single(ctx: ActionContext): ExplorerItem | undefined {
  return ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
}

/** Whether the item may be renamed: hidden without Edit; disabled on a file someone else locked. */
export function renameAvailability(ctx: ActionContext): Availability {
  const item = single(ctx);
  if (item === undefined) return { state: 'hidden' };
  if (decide('edit', selectionAccess(ctx)) !== 'allowed') return { state: 'hidden' };
  if (lockHolder(item) === 'other') {
    return { state: 'disabled', reasonKey: 'files.reason.renameLocked' };
  }
  return { state: 'enabled' };
}

/** The Rename entry of the action table. */
export const RENAME_ACTION: Action = {
  id: RENAME_ACTION_ID,
  labelKey: 'files.action.rename',
  icon: 'pencil',
  scope: 'selection',
  hotkey: { key: 'F2' },
  fn: 'edit',
  available: renameAvailability,
  perform: (ctx, fx) => {
    const item = single(ctx);
    if (item !== undefined) fx.rename(item);
  },
};
