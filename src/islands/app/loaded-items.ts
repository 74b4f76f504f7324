// The loaded entries of a paged listing in display order (for the viewer's previous/next).
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { PagedState } from '../../lib/explorer/paging.ts';

/** Every loaded item, page by page in order. */
export function loadedItems(state: PagedState<ExplorerItem>): ExplorerItem[] {
  return [...state.pages.entries()].sort(([a], [b]) => a - b).flatMap(([, items]) => items);
}
