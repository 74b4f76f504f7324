// The Tags command (requirements X22): one file, the matrix's Edit row, offered only where the
// back end sends tags; disabled on a file someone else locked, as the server refuses it.
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';

/** The action's id. */
export const TAG_ACTION_ID = 'tags';

function single(ctx: ActionContext): ExplorerItem | undefined {
  const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  return item?.kind === 'file' && item.tags !== undefined ? item : undefined;
}

/** Whether the file's tags may be edited: hidden without Edit or tags; disabled when locked. */
export function tagAvailability(ctx: ActionContext): Availability {
  const item = single(ctx);
  if (item === undefined || decide('edit', ctx.access) !== 'allowed') return { state: 'hidden' };
  if (item.downloadLocked && !item.ownUpload) {
    return { state: 'disabled', reasonKey: 'files.reason.renameLocked' };
  }
  return { state: 'enabled' };
}

/** The Tags entry of the action table (the context menu; the row's chips open it too). */
export const TAG_ACTION: Action = {
  id: TAG_ACTION_ID,
  labelKey: 'files.tags.action',
  icon: 'tag',
  scope: 'selection',
  menuOnly: true,
  fn: 'edit',
  available: tagAvailability,
  perform: (ctx, fx) => {
    const item = single(ctx);
    if (item !== undefined) fx.tags(item);
  },
};
