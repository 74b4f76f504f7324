// Favorites: the star of each entry (as listed, or as the user just toggled it), the optimistic
// toggle that rolls back what the server refused, the `S` key, and the Favorites view's entries
// and where each opens. A back end without favorites sends no `favorite` field: no star at all.
import { atom, type ReadableAtom } from 'nanostores';
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import {
  addFavorite,
  listFavorites,
  removeFavorite,
  type favoriteEntry,
} from '../api/contract/favorites.ts';
import { HttpError } from '../api/errors.ts';
import { needsDirSeq, type RootKind } from '../files/nodes.ts';
import type { KeyPress } from './actions.ts';
import { toItem } from './adapt.ts';
import type { FolderRef } from './copy-move.ts';
import type { ExplorerItem } from './items.ts';

/** Stars the user toggled, by entry key; they win over the listed state until a reload. */
export type StarOverrides = ReadonlyMap<string, boolean>;

/** The item's star now: on, off, or null where the back end has no favorites. */
export function starOf(item: ExplorerItem, overrides: StarOverrides): boolean | null {
  if (item.favorite === undefined) return null;
  return overrides.get(item.key) ?? item.favorite;
}

/** What a toggle of these items sets: star all unless all are starred; null when it cannot. */
export function toggleTarget(
  items: readonly ExplorerItem[],
  overrides: StarOverrides,
): boolean | null {
  const stars = items.map((item) => starOf(item, overrides));
  if (stars.length === 0 || stars.includes(null)) return null;
  return !stars.every(Boolean);
}

/** The label of the star button or menu entry for the state the toggle leads to. */
export function toggleLabelKey(target: boolean): string {
  return target ? 'files.favorite.add' : 'files.favorite.remove';
}

/** `S` alone toggles the star of the selection. */
export function isFavoriteKey(press: KeyPress): boolean {
  return press.key.toLowerCase() === 's' && !press.mod && !press.alt && !press.shift;
}

/** The favorite calls' target of an entry. */
export function favoriteTarget(item: ExplorerItem): { kind: 'file' | 'folder'; seq: number } {
  return item.kind === 'file'
    ? { kind: 'file', seq: item.fileSeq ?? 0 }
    : { kind: 'folder', seq: item.dirSeq ?? 0 };
}

/** The stars store of the app. */
export interface Favorites {
  readonly $overrides: ReadableAtom<StarOverrides>;
  /** Stars or unstars the items at once; a refused one goes back and `onError` is told. */
  toggle(items: readonly ExplorerItem[]): Promise<void>;
}

/** Creates the stars store; `onError` gets the first failure of a toggle (for a toast). */
export function createFavorites(client: ApiClient, onError: (error: unknown) => void): Favorites {
  const $overrides = atom<StarOverrides>(new Map());
  const put = (entries: readonly (readonly [string, boolean])[]): void => {
    $overrides.set(new Map([...$overrides.get(), ...entries]));
  };
  return {
    $overrides,
    async toggle(items) {
      const target = toggleTarget(items, $overrides.get());
      if (target === null) return;
      const changing = items.filter((item) => starOf(item, $overrides.get()) !== target);
      put(changing.map((item) => [item.key, target]));
      const endpoint = target ? addFavorite : removeFavorite;
      const results = await Promise.allSettled(
        changing.map((item) =>
          client.call(endpoint, favoriteTarget(item), { onFailure: 'caller' }),
        ),
      );
      const failed = changing.filter((_, i) => results[i]?.status === 'rejected');
      if (failed.length === 0) return;
      put(failed.map((item) => [item.key, !target]));
      const first = results.find((r) => r.status === 'rejected');
      onError(first?.status === 'rejected' ? first.reason : null);
    },
  };
}

/** One entry of the Favorites view. */
export interface FavoriteView {
  readonly item: ExplorerItem;
  readonly root: RootKind;
  /** The names from the root area's top to the folder that holds it. */
  readonly location: readonly string[];
  /** The folder that holds it (the last of its path), null where the answer gave no path. */
  readonly holder: FolderRef | null;
  /** Where it opens: the folder itself, or a file's folder with its preview. */
  readonly open: {
    readonly node: string;
    readonly dirSeq: number | null;
    readonly preview: number | null;
  };
}

/** The view's entry of a listed favorite. */
export function toFavoriteView(entry: InferOutput<typeof favoriteEntry>): FavoriteView {
  const item = toItem(entry.item);
  const holder = entry.location.at(-1);
  const node = item.kind === 'folder' ? item.node : (holder?.node ?? item.node);
  const seq = item.kind === 'folder' ? item.dirSeq : (holder?.dir_seq ?? item.dirSeq);
  return {
    item,
    root: entry.root,
    location: entry.location.map((crumb) => crumb.name),
    holder:
      holder === undefined
        ? null
        : { node: holder.node, dirSeq: holder.dir_seq, name: holder.name },
    open: {
      node,
      dirSeq: needsDirSeq(node) ? seq : null,
      preview: item.kind === 'file' ? item.fileSeq : null,
    },
  };
}

/** The Favorites view's entries, or 'unavailable' where the back end lacks the call. */
export async function loadFavorites(client: ApiClient): Promise<FavoriteView[] | 'unavailable'> {
  try {
    const answer = await client.call(listFavorites, {}, { onFailure: 'caller' });
    return answer.favorites.map(toFavoriteView);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405))
      return 'unavailable';
    throw error;
  }
}
