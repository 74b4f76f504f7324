// The Trash view (requirements X18): its entries, the selection they are acted on, and the calls
// Restore, Delete forever and Empty trash make, each ending in an outcome the view shows as text.
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import { restoreItems } from '../api/contract/files.ts';
import { emptyTrash, listTrash, purgeTrash, type trashEntry } from '../api/contract/trash-view.ts';
import { ApiFailure, HttpError, isApiError } from '../api/errors.ts';
import type { RootKind } from '../files/nodes.ts';
import { whereText } from './where.ts';

/** One entry of the Trash view. */
export interface TrashItem {
  /** Unique in the view: kind and seq. */
  readonly key: string;
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  readonly name: string;
  readonly root: RootKind;
  /** The names from the root area's top to the folder it was deleted from. */
  readonly location: readonly string[];
  /** That folder is itself gone: Restore cannot put the item back there. */
  readonly originGone: boolean;
  readonly deletedBy: string;
  readonly deletedAt: number;
}

/** The view's entry of a listed trash entry. */
export function toTrashItem(entry: InferOutput<typeof trashEntry>): TrashItem {
  return {
    key: `${entry.kind}:${entry.seq}`,
    kind: entry.kind,
    seq: entry.seq,
    name: entry.name,
    root: entry.root,
    location: entry.location.map((crumb) => crumb.name),
    originGone: entry.origin_gone,
    deletedBy: entry.deleted_by,
    deletedAt: entry.deleted_at,
  };
}

/** The file_seqs and dir_seqs of entries, as restore and purge take them. */
export function trashViewSeqs(items: readonly TrashItem[]): {
  file_seqs: number[];
  dir_seqs: number[];
} {
  return {
    file_seqs: items.filter((i) => i.kind === 'file').map((i) => i.seq),
    dir_seqs: items.filter((i) => i.kind === 'folder').map((i) => i.seq),
  };
}

/** The entries at the selected indexes, in list order. */
export function selectedItems(
  items: readonly TrashItem[],
  selected: ReadonlySet<number>,
): TrashItem[] {
  return items.filter((_, i) => selected.has(i));
}

/** Entries that cannot go back to their folder; Restore refuses these up front. */
export function orphans(items: readonly TrashItem[]): TrashItem[] {
  return items.filter((i) => i.originGone);
}

/** Where an entry was deleted from, with the root area's own name given by `rootName`. */
export function originText(item: TrashItem, rootName: (root: RootKind) => string): string {
  return whereText(item.location, rootName(item.root));
}

/** How an action ended: the locale key of its message and the count it names. */
export type TrashOutcome =
  | { readonly ok: true; readonly key: string; readonly count: number }
  | { readonly ok: false; readonly key: string; readonly count: number; readonly message?: string }
  | { readonly ok: false; readonly session: true };

/** One page of the trash as the list call answered it (requirements X35). */
export interface TrashPage {
  readonly page: number;
  readonly items: readonly TrashItem[];
  /** Every item of the trash; absent where the back end sent them all at once. */
  readonly total?: number;
  /** Days an item stays in the trash; absent where the back end does not say. */
  readonly retentionDays?: number;
}

/** The trash loaded so far and the page to ask next (null: all of it is here). */
export interface TrashPages {
  readonly items: readonly TrashItem[];
  readonly total: number;
  readonly nextPage: number | null;
  /** Days an item stays in the trash, as the last page said; null where unknown. */
  readonly retentionDays: number | null;
}

/**
 * The trash after a page arrives: page 1 starts over, a later page adds its entries (one already
 * listed, moved down by a newer deletion, is not listed twice), and the next page is asked while
 * fewer than the total are here and the last page brought something.
 */
export function addTrashPage(before: TrashPages | null, page: TrashPage): TrashPages {
  const kept = page.page === 1 || before === null ? [] : before.items;
  const seen = new Set(kept.map((item) => item.key));
  const items = [...kept, ...page.items.filter((item) => !seen.has(item.key))];
  const total = Math.max(page.total ?? items.length, items.length);
  const more = page.total !== undefined && items.length < total && page.items.length > 0;
  const retentionDays = page.retentionDays ?? before?.retentionDays ?? null;
  return { items, total, nextPage: more ? page.page + 1 : null, retentionDays };
}

/** One page of the trash, or 'unavailable' where the back end lacks the call. */
export async function loadTrash(client: ApiClient, page = 1): Promise<TrashPage | 'unavailable'> {
  try {
    const answer = await client.call(listTrash, { page }, { onFailure: 'caller' });
    return {
      page,
      items: answer.items.map(toTrashItem),
      ...(answer.total === undefined ? {} : { total: answer.total }),
      ...(answer.retention_days === undefined ? {} : { retentionDays: answer.retention_days }),
    };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405))
      return 'unavailable';
    throw error;
  }
}

/** The outcome of a failed call: a known refusal by its own text, a network error, or the server's. */
export function failureOutcome(error: unknown, count: number): TrashOutcome {
  if (isApiError(error) && error.kind === 'session') return { ok: false, session: true };
  if (error instanceof ApiFailure) {
    const known: Readonly<Record<string, string>> = {
      origin_gone: 'files.trash.error.originGone',
      no_authority: 'files.trash.error.noAuthority',
      duplicate_name: 'files.trash.error.duplicate',
      not_found: 'files.trash.error.gone',
      no_folder: 'files.trash.error.gone',
    };
    const key = known[error.resultCode ?? ''];
    if (key !== undefined) return { ok: false, key, count };
    if (error.message !== '')
      return { ok: false, key: 'files.trash.error.generic', count, message: error.message };
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return { ok: false, key: 'files.trash.error.network', count };
  return { ok: false, key: 'files.trash.error.generic', count };
}

/**
 * Puts the entries back in their folders, or into `target` (requirements X23); without a target
 * it refuses up front when a folder is gone.
 */
export async function restoreTrash(
  client: ApiClient,
  items: readonly TrashItem[],
  target?: { readonly node: string; readonly dirSeq: number },
): Promise<TrashOutcome> {
  if (items.length === 0) return { ok: false, key: 'files.trash.error.none', count: 0 };
  const gone = orphans(items);
  if (gone.length > 0 && target === undefined)
    return { ok: false, key: 'files.trash.error.originGone', count: gone.length };
  const into = target === undefined ? {} : { node: target.node, dir_seq: target.dirSeq };
  try {
    await client.call(restoreItems, { ...trashViewSeqs(items), ...into }, { onFailure: 'caller' });
    return { ok: true, key: 'files.trash.restored', count: items.length };
  } catch (error) {
    return failureOutcome(error, items.length);
  }
}

/** Deletes the entries forever. */
export async function purgeItems(
  client: ApiClient,
  items: readonly TrashItem[],
): Promise<TrashOutcome> {
  if (items.length === 0) return { ok: false, key: 'files.trash.error.none', count: 0 };
  try {
    await client.call(purgeTrash, trashViewSeqs(items), { onFailure: 'caller' });
    return { ok: true, key: 'files.trash.purged', count: items.length };
  } catch (error) {
    return failureOutcome(error, items.length);
  }
}

/** Empties the trash: deletes forever all the user's trash; the count is what the server purged. */
export async function emptyAll(client: ApiClient): Promise<TrashOutcome> {
  try {
    const answer = await client.call(emptyTrash, {}, { onFailure: 'caller' });
    return { ok: true, key: 'files.trash.emptied', count: answer.purged };
  } catch (error) {
    return failureOutcome(error, 0);
  }
}
