// "Upload folder" (requirements X40): a folder action (after Members in the toolbar), where the
// one permission table lets the user both upload and make folders there; it opens the chooser.
import { decide, type AccessContext } from '../files/access.ts';
import type { Action } from './actions.ts';

/** The action's id. */
export const UPLOAD_FOLDER_ACTION_ID = 'uploadFolder';

/** Whether the folder allows a folder upload: upload and new folder, from the one table. */
export function folderUploadAllowed(access: AccessContext): boolean {
  return decide('upload', access) !== 'denied' && decide('subfolder', access) !== 'denied';
}

/** The toolbar entry of the action table. */
export const UPLOAD_FOLDER_ACTION: Action = {
  id: UPLOAD_FOLDER_ACTION_ID,
  labelKey: 'files.action.uploadFolder',
  icon: 'folder-upload',
  scope: 'folder',
  fn: 'upload',
  available: (ctx) =>
    folderUploadAllowed(ctx.access) ? { state: 'enabled' } : { state: 'hidden' },
  perform: (_, fx) => {
    fx.uploadFolder();
  },
};
