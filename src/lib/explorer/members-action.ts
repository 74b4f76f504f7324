// The Members command (requirements X30): the matrix's Permission Management row (Master;
// PrivAll where the folder lets PrivAll manage permissions, and in the document box). Hidden
// elsewhere, and the server refuses the calls there too.
import { mayManageMembers } from '../files/members.ts';
import type { Action, ActionContext, Availability } from './actions.ts';

/** The action's id. */
export const MEMBERS_ACTION_ID = 'members';

/** Shown where the user may manage the folder's members (my box is its owner's alone). */
export function membersAvailability(ctx: ActionContext): Availability {
  return ctx.access.folderType !== 'mybox' &&
    ctx.access.levels.length > 0 &&
    mayManageMembers(ctx.access)
    ? { state: 'enabled' }
    : { state: 'hidden' };
}

/** The Members entry of the action table. */
export const MEMBERS_ACTION: Action = {
  id: MEMBERS_ACTION_ID,
  labelKey: 'files.members.action',
  icon: 'users',
  scope: 'folder',
  fn: 'permission_management',
  available: membersAvailability,
  perform: (_, fx) => {
    fx.members();
  },
};
