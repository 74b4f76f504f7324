// The Share link command (requirements X26): one file or folder, the matrix's File Link row. A
// guest where the table would allow it but the company does not sees it disabled with "Link is
// restricted by the administrator"; the server refuses the same (link_restricted).
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';

/** The action's id. */
export const SHARE_LINK_ACTION_ID = 'share-link';

function single(ctx: ActionContext): ExplorerItem | undefined {
  return ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
}

/** Enabled with File Link; disabled for a guest the company keeps from links; else hidden. */
export function shareLinkAvailability(ctx: ActionContext): Availability {
  if (single(ctx) === undefined) return { state: 'hidden' };
  if (decide('link', ctx.access) === 'allowed') return { state: 'enabled' };
  const policyOnly =
    ctx.access.userType === 'guest' &&
    decide('link', { ...ctx.access, guestLinkAllowed: true }) === 'allowed';
  return policyOnly
    ? { state: 'disabled', reasonKey: 'files.shareLink.restricted' }
    : { state: 'hidden' };
}

/** The Share link entry of the action table (toolbar and context menu). */
export const SHARE_LINK_ACTION: Action = {
  id: SHARE_LINK_ACTION_ID,
  labelKey: 'files.shareLink.action',
  icon: 'link',
  scope: 'selection',
  fn: 'link',
  available: shareLinkAvailability,
  perform: (ctx, fx) => {
    const item = single(ctx);
    if (item !== undefined && shareLinkAvailability(ctx).state === 'enabled') fx.shareLink(item);
  },
};

/** The Request upload command's id (requirements X27). */
export const REQUEST_UPLOAD_ACTION_ID = 'request-upload';

/** The Request upload entry: the open folder, the matrix's Request Upload row (never guests). */
export const REQUEST_UPLOAD_ACTION: Action = {
  id: REQUEST_UPLOAD_ACTION_ID,
  labelKey: 'files.requestUpload.action',
  icon: 'upload',
  scope: 'folder',
  fn: 'request_upload',
  available: (ctx) =>
    decide('request_upload', ctx.access) === 'allowed' ? { state: 'enabled' } : { state: 'hidden' },
  perform: (_, fx) => {
    fx.requestUpload();
  },
};
