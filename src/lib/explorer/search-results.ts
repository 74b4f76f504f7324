// The search view's data (requirements X19): one search call, its results shaped as the Favorites
// view's entries so that each opens in place the same way (a folder itself, a file's folder with
// its preview).
import type { ApiClient } from '../api/client.ts';
import { searchNames } from '../api/contract/search.ts';
import { HttpError } from '../api/errors.ts';
import { toFavoriteView, type FavoriteView } from './favorites.ts';
import { searchParams } from './search.ts';

/** What a search shows: its entries and whether more matched, or that the back end has no search. */
export type SearchOutcome =
  { readonly results: readonly FavoriteView[]; readonly truncated: boolean } | 'unavailable';

/** Searches names, everywhere or within `scope`; an empty query finds nothing without a call. */
export async function loadSearch(
  client: ApiClient,
  query: string,
  scope: { readonly node: string; readonly dirSeq: number | null } | null,
): Promise<SearchOutcome> {
  const params = searchParams(query, scope);
  if (params === null) return { results: [], truncated: false };
  try {
    const answer = await client.call(searchNames, params, { onFailure: 'caller' });
    return { results: answer.results.map(toFavoriteView), truncated: answer.truncated };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405))
      return 'unavailable';
    throw error;
  }
}
