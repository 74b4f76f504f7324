// The copy and move commands (requirements X23): "Copy to…" and "Move to…" open the folder picker;
// Ctrl/Cmd+C and Ctrl/Cmd+X put the selection aside, Ctrl/Cmd+V pastes it into the open folder.
// Each is offered only where the permission table allows it (Copy File, Move File; Upload or
// Sub-folder creation to paste).
import { decide } from '../files/access.ts';
import type { Action, ActionContext, Availability } from './actions.ts';
import type { CopyMoveMode } from './copy-move.ts';
import type { ExplorerItem } from './items.ts';
import { lockHolder } from './lock.ts';

/** What the copy and move effects are asked to do. */
export type CopyMoveRequest =
  /** Open the folder picker for the items. */
  | { readonly type: 'pick'; readonly mode: CopyMoveMode; readonly items: readonly ExplorerItem[] }
  /** Put the items aside (cut or copy). */
  | { readonly type: 'clip'; readonly mode: CopyMoveMode; readonly items: readonly ExplorerItem[] }
  /** Paste what was put aside into the open folder. */
  | { readonly type: 'paste' };

const HIDDEN: Availability = { state: 'hidden' };
const ENABLED: Availability = { state: 'enabled' };

/** Whether the selection may be copied or moved from here. */
export function copyMoveAvailability(ctx: ActionContext, mode: CopyMoveMode): Availability {
  if (ctx.selectedCount === 0) return HIDDEN;
  if (decide(mode, ctx.access) !== 'allowed') return HIDDEN;
  if (ctx.selection.some((item) => lockHolder(item) === 'other'))
    return { state: 'disabled', reasonKey: 'files.reason.renameLocked' };
  return ENABLED;
}

/** Whether the clipboard may be pasted into the open folder. */
export function pasteAvailability(ctx: ActionContext): Availability {
  const clipboard = ctx.clipboard ?? null;
  if (clipboard === null) return HIDDEN;
  const files = clipboard.items.some((item) => item.kind === 'file');
  const folders = clipboard.items.some((item) => item.kind === 'folder');
  if (
    (files && decide('upload', ctx.access) !== 'allowed') ||
    (folders && decide('subfolder', ctx.access) !== 'allowed')
  )
    return { state: 'disabled', reasonKey: 'files.copyMove.reason.noWrite' };
  return ENABLED;
}

function pick(mode: CopyMoveMode): Action['perform'] {
  return (ctx, fx) => {
    fx.copyMove({ type: 'pick', mode, items: ctx.selection });
  };
}

function clip(mode: CopyMoveMode): Action['perform'] {
  return (ctx, fx) => {
    fx.copyMove({ type: 'clip', mode, items: ctx.selection });
  };
}

/** The copy and move entries of the action table. */
export const COPY_MOVE_ACTIONS: readonly Action[] = [
  {
    id: 'copyTo',
    labelKey: 'files.copyMove.copyTo',
    icon: 'copy',
    scope: 'selection',
    fn: 'copy',
    available: (ctx) => copyMoveAvailability(ctx, 'copy'),
    perform: pick('copy'),
  },
  {
    id: 'moveTo',
    labelKey: 'files.copyMove.moveTo',
    icon: 'move',
    scope: 'selection',
    fn: 'move',
    available: (ctx) => copyMoveAvailability(ctx, 'move'),
    perform: pick('move'),
  },
  {
    id: 'cut',
    labelKey: 'files.copyMove.cut',
    icon: 'cut',
    scope: 'selection',
    menuOnly: true,
    hotkey: { key: 'x', mod: true },
    fn: 'move',
    available: (ctx) => copyMoveAvailability(ctx, 'move'),
    perform: clip('move'),
  },
  {
    id: 'copy',
    labelKey: 'files.copyMove.copy',
    icon: 'copy',
    scope: 'selection',
    menuOnly: true,
    hotkey: { key: 'c', mod: true },
    fn: 'copy',
    available: (ctx) => copyMoveAvailability(ctx, 'copy'),
    perform: clip('copy'),
  },
  {
    id: 'paste',
    labelKey: 'files.copyMove.paste',
    icon: 'paste',
    scope: 'folder',
    hotkey: { key: 'v', mod: true },
    available: pasteAvailability,
    perform: (_, fx) => {
      fx.copyMove({ type: 'paste' });
    },
  },
];
