// What opening an entry (double-click, Enter, a tap) does: a folder opens, a file previews; a
// file that cannot be previewed says why, and offers Download where the user may download it.
import { ACTIONS, type ActionContext, type Availability } from './actions.ts';
import type { ExplorerItem } from './items.ts';

/** The outcome of opening one entry. */
export type OpenDecision =
  | { readonly type: 'folder' }
  | { readonly type: 'preview' }
  /** Not previewable: the reason to show, and whether Download may be offered beside it. */
  | { readonly type: 'refused'; readonly reasonKey: string; readonly canDownload: boolean };

const availabilityOf = (id: string, ctx: ActionContext): Availability =>
  ACTIONS.find((action) => action.id === id)?.available(ctx) ?? { state: 'hidden' };

/** Whether this user may download `item` here (the viewer's Download button). */
export function canDownload(ctx: ActionContext, item: ExplorerItem): boolean {
  const one: ActionContext = { ...ctx, selection: [item], selectedCount: 1 };
  return item.kind === 'file' && availabilityOf('download', one).state === 'enabled';
}

/** Decides what opening `item` does for this user in this folder. */
export function openDecision(ctx: ActionContext, item: ExplorerItem): OpenDecision {
  if (item.kind === 'folder') return { type: 'folder' };
  const one: ActionContext = { ...ctx, selection: [item], selectedCount: 1 };
  const preview = availabilityOf('preview', one);
  if (preview.state === 'enabled') return { type: 'preview' };
  const canDownload = availabilityOf('download', one).state === 'enabled';
  const reasonKey = preview.state === 'disabled' ? preview.reasonKey : 'files.reason.noAuthority';
  return { type: 'refused', reasonKey, canDownload };
}
