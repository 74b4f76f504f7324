// The Details command (requirements X20): opens the details panel of the selected item. Every
// level may look at what it can see, so it is shown whenever one item is selected.
import type { Action, ActionContext, Availability } from './actions.ts';

/** `Alt+Enter` or `I`: open the details panel (shortcuts.ts lists it). */
export function isDetailsKey(press: {
  key: string;
  mod: boolean;
  alt: boolean;
  shift: boolean;
}): boolean {
  if (press.mod || press.shift) return false;
  if (press.key === 'Enter') return press.alt;
  return !press.alt && press.key.toLowerCase() === 'i';
}

/** The action's id. */
export const DETAILS_ACTION_ID = 'details';

/** Shown with a selection of one loaded item. */
export function detailsAvailability(ctx: ActionContext): Availability {
  return ctx.selectedCount === 1 && ctx.selection[0] !== undefined
    ? { state: 'enabled' }
    : { state: 'hidden' };
}

/** The Details entry of the action table; its keys (Alt+Enter, I) are in shortcuts.ts. */
export const DETAILS_ACTION: Action = {
  id: DETAILS_ACTION_ID,
  labelKey: 'files.action.details',
  icon: 'info',
  scope: 'selection',
  available: detailsAvailability,
  perform: (_, fx) => {
    fx.details();
  },
};
