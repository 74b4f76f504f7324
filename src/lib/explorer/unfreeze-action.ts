// The Unfreeze command (requirements X37): the matrix's Unfreeze row (cold storage; Master,
// PrivAll), one frozen file. A file already thawing shows it disabled, with the reason.
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { thawOfItem } from './unfreeze.ts';

/** The action's id. */
export const UNFREEZE_ACTION_ID = 'unfreeze';

function target(ctx: ActionContext): ExplorerItem | undefined {
  const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  if (item?.kind !== 'file' || decide('unfreeze', ctx.access) !== 'allowed') return undefined;
  return item;
}

/** Unfreeze: a frozen file; disabled while it thaws; hidden once available and elsewhere. */
export function unfreezeAvailability(ctx: ActionContext): Availability {
  const item = target(ctx);
  const thaw = item === undefined ? null : thawOfItem(item, ctx.access.folderType);
  if (thaw === null || thaw.state === 'available') return { state: 'hidden' };
  return thaw.state === 'thawing'
    ? { state: 'disabled', reasonKey: 'files.thaw.inProgress' }
    : { state: 'enabled' };
}

/** The Unfreeze entry of the action table. */
export const UNFREEZE_ACTION: Action = {
  id: UNFREEZE_ACTION_ID,
  labelKey: 'files.thaw.unfreeze',
  icon: 'snowflake',
  scope: 'selection',
  fn: 'unfreeze',
  available: unfreezeAvailability,
  perform: (ctx, fx) => {
    const item = target(ctx);
    if (item !== undefined) fx.unfreeze(item);
  },
};
