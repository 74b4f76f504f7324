// The selected entries of a paged listing, in list order. The same array comes back while the
// entries are the same, so a page arriving elsewhere in the list rebuilds nothing downstream.
import { itemAt, type PagedState } from './paging.ts';

/** The selected indices in ascending order. */
export function sortedIndices(selected: ReadonlySet<number>): readonly number[] {
  return [...selected].sort((a, b) => a - b);
}

/** Whether two lists hold the same entries (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The loaded entries at these indices (unloaded ones are left out); `previous` when unchanged. */
export function selectedItems<T>(
  state: PagedState<T>,
  indices: readonly number[],
  previous: readonly T[] = [],
): readonly T[] {
  const items: T[] = [];
  for (const index of indices) {
    const item = itemAt(state, index);
    if (item !== undefined) items.push(item);
  }
  return sameItems(items, previous) ? previous : items;
}
