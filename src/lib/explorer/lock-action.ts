// The Lock and Unlock commands (requirements X21): the matrix's File Lock row, one file, Alt+L.
// Only one of the two shows for a file: Lock while it is unlocked, Unlock while it is locked
// (disabled, with the reason, for a lock the user may not lift).
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { lockHolder, mayUnlock } from './lock.ts';

/** The actions' ids. */
export const LOCK_ACTION_ID = 'lock';
export const UNLOCK_ACTION_ID = 'unlock';

const HIDDEN: Availability = { state: 'hidden' };

/** The one selected file the File Lock row allows here, or undefined. */
function lockable(ctx: ActionContext): ExplorerItem | undefined {
  const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  if (item?.kind !== 'file' || decide('lock', ctx.access) !== 'allowed') return undefined;
  return item;
}

/** Lock: an unlocked file where File Lock is allowed. */
export function lockAvailability(ctx: ActionContext): Availability {
  const item = lockable(ctx);
  return item !== undefined && lockHolder(item) === 'none' ? { state: 'enabled' } : HIDDEN;
}

/** Unlock: a locked file where File Lock is allowed; disabled unless the user may lift it. */
export function unlockAvailability(ctx: ActionContext): Availability {
  const item = lockable(ctx);
  if (item === undefined || lockHolder(item) === 'none') return HIDDEN;
  return mayUnlock(item, ctx.access.levels)
    ? { state: 'enabled' }
    : { state: 'disabled', reasonKey: 'files.lock.notYours' };
}

const perform =
  (on: boolean): Action['perform'] =>
  (ctx, fx) => {
    const item = lockable(ctx);
    if (item !== undefined) fx.lock(item, on);
  };

/** The Lock and Unlock entries of the action table. */
export const LOCK_ACTIONS: readonly Action[] = [
  {
    id: LOCK_ACTION_ID,
    labelKey: 'files.lock.lock',
    icon: 'lock',
    scope: 'selection',
    hotkey: { key: 'l', alt: true },
    hotkeyLabelKey: 'files.lock.toggle',
    fn: 'lock',
    available: lockAvailability,
    perform: perform(true),
  },
  {
    id: UNLOCK_ACTION_ID,
    labelKey: 'files.lock.unlock',
    icon: 'unlock',
    scope: 'selection',
    hotkey: { key: 'l', alt: true },
    hotkeyLabelKey: 'files.lock.toggle',
    fn: 'lock',
    available: unlockAvailability,
    perform: perform(false),
  },
];
