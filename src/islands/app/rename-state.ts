// Which entry is being renamed in its row (requirements X16): F2 in the list starts it without
// loading the editor's code; the list row shows the editor while this holds the entry's key.
import { atom } from 'nanostores';
import { renamesInline } from '../../lib/explorer/inline-rename.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';

/** The key of the entry renamed in its row, or null. */
export const $renaming = atom<string | null>(null);

/**
 * Starts renaming `item` in its row where the screen is wide, the pointer fine and the list view
 * shown; false where the dialog is for it (phones, touch, the grid).
 */
export function startInlineRename(item: ExplorerItem, view: 'list' | 'grid'): boolean {
  const inline = renamesInline({
    wide: matchMedia('(min-width: 721px)').matches,
    coarsePointer: matchMedia('(pointer: coarse)').matches,
    view,
  });
  if (inline) $renaming.set(item.key);
  return inline;
}
