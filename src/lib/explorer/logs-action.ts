// The File logs command (requirements X29): the log of one file or folder, where the matrix's File
// Logs Management row allows it (Master, PrivAll; not in the document box).
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { selectionAccess } from './selection-access.ts';

/** The action's id. */
export const LOGS_ACTION_ID = 'file-logs';

/** What the log view is opened on. */
export interface LogSubject {
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  readonly name: string;
}

/** The log subject of a list entry, or null (a root area's top has no dir_seq). */
export function logSubject(item: ExplorerItem): LogSubject | null {
  const seq = item.kind === 'file' ? item.fileSeq : item.dirSeq;
  return seq !== null && seq > 0 ? { kind: item.kind, seq, name: item.name } : null;
}

/** Shown for one selected item with File Logs Management in the folder. */
export function logsAvailability(ctx: ActionContext): Availability {
  const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
  if (item === undefined || logSubject(item) === null) return { state: 'hidden' };
  // A selected folder's own level judges it (requirements F8).
  return decide('file_logs', selectionAccess(ctx)) === 'allowed'
    ? { state: 'enabled' }
    : { state: 'hidden' };
}

/** The File logs entry of the action table (the context menu and the details panel). */
export const LOGS_ACTION: Action = {
  id: LOGS_ACTION_ID,
  labelKey: 'files.logs.action',
  icon: 'history',
  scope: 'selection',
  menuOnly: true,
  fn: 'file_logs',
  available: logsAvailability,
  perform: (ctx, fx) => {
    const item = ctx.selectedCount === 1 ? ctx.selection[0] : undefined;
    const subject = item === undefined ? null : logSubject(item);
    if (subject !== null) fx.logs(subject);
  },
};
