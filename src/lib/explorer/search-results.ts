// The search view's data (requirements X19): one search call, its results shaped as the Favorites
// view's entries, and where each opens in place (a folder itself, a file in its folder, selected).
import type { ApiClient } from '../api/client.ts';
import type { InferOutput } from 'valibot';
import { searchNames, type searchEntry } from '../api/contract/search.ts';
import { HttpError } from '../api/errors.ts';
import { afterShownList } from './after-first-page.ts';
import { toFavoriteView, type FavoriteView } from './favorites.ts';
import type { ExplorerItem } from './items.ts';
import { PAGE_SIZE, type PagedState } from './paging.ts';
import type { Explorer } from './explorer.ts';
import type { SearchHit } from './search-actions.ts';
import { searchParams } from './search.ts';

/** What a search shows: its entries and whether more matched, or that the back end has no search. */
export type SearchOutcome =
  { readonly results: readonly SearchHit[]; readonly truncated: boolean } | 'unavailable';

/** A result as the app keeps it: the favorite-shaped entry and its access, null when not said. */
export function toSearchHit(entry: InferOutput<typeof searchEntry>): SearchHit {
  const { access } = entry;
  return {
    ...toFavoriteView(entry),
    access:
      access === undefined
        ? null
        : {
            folderType: access.folder_type,
            levels: access.access_levels,
            privallManagesPermissions: access.privall_manages_permissions,
            exportAllowed: access.export_allowed,
          },
  };
}

/**
 * Searches names, everywhere or within `scope`; an empty query finds nothing without a call.
 * `signal` cancels a search typed over.
 */
export async function loadSearch(
  client: ApiClient,
  query: string,
  scope: { readonly node: string; readonly dirSeq: number | null } | null,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const params = searchParams(query, scope);
  if (params === null) return { results: [], truncated: false };
  try {
    const answer = await client.call(searchNames, params, {
      onFailure: 'caller',
      ...(signal === undefined ? {} : { signal }),
    });
    return { results: answer.results.map(toSearchHit), truncated: answer.truncated };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405))
      return 'unavailable';
    throw error;
  }
}

/** Where in a folder's loaded pages a file is (its index in the list), or -1. */
export function indexOfFile(state: PagedState<ExplorerItem>, fileSeq: number): number {
  for (const [page, items] of state.pages) {
    const at = items.findIndex((item) => item.kind === 'file' && item.fileSeq === fileSeq);
    if (at >= 0) return page * PAGE_SIZE + at;
  }
  return -1;
}

/**
 * Opens a result in place: a folder is opened; a file opens its folder with the file selected
 * and focused (`focus`), or its preview when its row is not among the loaded pages.
 */
export function openSearchResult(
  explorer: Pick<Explorer, 'open' | 'select' | '$list'>,
  entry: FavoriteView,
  effects: { readonly focus: () => void; readonly preview: (fileSeq: number) => void },
): void {
  explorer.open(entry.open.node, entry.open.dirSeq);
  const fileSeq = entry.item.kind === 'file' ? entry.item.fileSeq : null;
  afterShownList(explorer.$list, () => {
    const state = explorer.$list.get()?.$state.get();
    const index = fileSeq === null || state === undefined ? -1 : indexOfFile(state, fileSeq);
    if (index >= 0) explorer.select({ type: 'click', index, toggle: false, range: false });
    if (fileSeq !== null && index < 0) effects.preview(fileSeq);
    else effects.focus();
  });
}
