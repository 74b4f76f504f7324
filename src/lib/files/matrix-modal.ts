// Opening the "Permission of Shared User" modal for a folder type through the modal manager.
import { DIALOG, openDialog } from '../explorer/dialogs.ts';
import { ROOT_KINDS, type RootKind } from './nodes.ts';

/** Whether a value names a folder type. */
export function isRootKind(value: unknown): value is RootKind {
  return typeof value === 'string' && (ROOT_KINDS as readonly string[]).includes(value);
}

/** Opens the matrix for a folder type (the shared box's when unknown). */
export function openPermissionMatrix(folderType: RootKind): void {
  openDialog(DIALOG.permissionMatrix, { folderType });
}
