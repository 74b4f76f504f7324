// Whose level judges a command on the selected items (requirements F8).
import type { AccessContext } from '../files/access.ts';
import type { ExplorerItem } from './items.ts';

/**
 * The access that judges a command on the selection: selected folders carry the caller's level
 * on themselves, which is what counts for them (at the Shared Box's top the listing itself grants
 * nothing: requirements F8). When every selected item is a folder with the same own level, that level
 * judges; otherwise the open folder's levels do.
 */
export function selectionAccess(ctx: {
  readonly access: AccessContext;
  readonly selection: readonly ExplorerItem[];
}): AccessContext {
  const own = new Set(
    ctx.selection.map((item) => (item.kind === 'folder' ? item.permission.access_level : null)),
  );
  const [level] = own;
  if (ctx.selection.length === 0 || own.size !== 1 || level == null) return ctx.access;
  return { ...ctx.access, levels: [level] };
}
