// "Open on this computer" (requirements H4): inside the desktop shell, one file's menu asks the
// shell to open its synced copy (the bridge's OpenFilePath). Never offered in a plain browser.
// Opening the copy hands over the file's content, so the folder must allow downloading it.
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import { selectionAccess } from './selection-access.ts';

/** The action's id. */
export const OPEN_LOCAL_ACTION_ID = 'openOnComputer';

/** Shown inside the shell for one selected file the folder lets the user download. */
export function openLocalAvailability(ctx: ActionContext): Availability {
  const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  if (ctx.inShell !== true || item?.kind !== 'file' || item.fileSeq === null) {
    return { state: 'hidden' };
  }
  if (decide('download', selectionAccess(ctx)) === 'denied') return { state: 'hidden' };
  return item.downloadLocked
    ? { state: 'disabled', reasonKey: 'files.reason.downloadLocked' }
    : { state: 'enabled' };
}

/** The menu entry of the action table. */
export const OPEN_LOCAL_ACTION: Action = {
  id: OPEN_LOCAL_ACTION_ID,
  labelKey: 'files.action.openOnComputer',
  icon: 'desktop',
  scope: 'selection',
  menuOnly: true,
  available: openLocalAvailability,
  perform: (ctx, fx) => {
    const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
    if (item !== undefined) fx.openOnComputer(item);
  },
};
