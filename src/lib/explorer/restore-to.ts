// Restore when an item's folder is gone (requirements X23): the items whose folder is live go back
// there, the others into a folder the user picks; what the picker must check for them.
import type { ApiClient } from '../api/client.ts';
import type { UserType } from '../files/access.ts';
import type { PickRequest } from './folder-picker.ts';
import { orphans, restoreTrash, type TrashItem, type TrashOutcome } from './trash-view.ts';

/** What the picker checks for the entries whose folder is gone. */
export function restorePickRequest(items: readonly TrashItem[], userType: UserType): PickRequest {
  const gone = orphans(items);
  return {
    purpose: 'restore',
    files: gone.some((item) => item.kind === 'file'),
    folders: gone.some((item) => item.kind === 'folder'),
    dirSeqs: gone.filter((item) => item.kind === 'folder').map((item) => item.seq),
    fromDirSeq: null,
    userType,
  };
}

/** Restores the live-folder entries in place, then the orphans into `target`; one outcome. */
export async function restoreInto(
  client: ApiClient,
  items: readonly TrashItem[],
  target: { readonly node: string; readonly dirSeq: number },
): Promise<TrashOutcome> {
  const gone = orphans(items);
  const home = items.filter((item) => !item.originGone);
  if (home.length > 0) {
    const first = await restoreTrash(client, home);
    if (!first.ok) return first;
  }
  const second = await restoreTrash(client, gone, target);
  return second.ok ? { ...second, count: items.length } : second;
}
