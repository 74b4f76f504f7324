// The folder the app shows lives in the address (`/?node=1{2001`), so reload, links and
// back/forward work; `preview=` belongs to the viewer and is always kept.
import { isNode } from '../files/nodes.ts';
import { DEFAULT_SORT, SORT_KEYS, type Sort, type SortKey } from './items.ts';
import { SEARCH_QUERY_MAX } from './search.ts';
import { parseScope, type SearchScope } from './search-state.ts';
import { normaliseTag, tagProblem } from './tags.ts';

/** List or thumbnail grid. */
export type ViewMode = 'list' | 'grid';

/** What the address says the explorer shows. */
export interface ExplorerLocation {
  /** The folder node, or null for "the user's first root area". */
  readonly node: string | null;
  /** The folder's dir_seq (needed in the connect area, where nodes repeat). */
  readonly dirSeq: number | null;
  readonly sort: Sort;
  readonly view: ViewMode;
  /** The Favorites view instead of a folder (`?favorites=1`). */
  readonly favorites?: true;
  /** The Trash view instead of a folder (`?trash=1`; requirements X18). */
  readonly trash?: true;
  /**
   * Search results instead of the folder (`?q=…&scope=all|folder`; requirements X19). The folder
   * stays in the address: the scope of a folder search, and where Escape goes back to.
   */
  readonly search?: { readonly q: string; readonly scope: SearchScope };
  /** The folder's files carrying this tag only (`?tag=`; requirements X22). */
  readonly tag?: string;
}

/** The explorer's parameters in the address. */
export const PARAMS = {
  node: 'node',
  dirSeq: 'dir',
  sort: 'sort',
  view: 'view',
  favorites: 'favorites',
  trash: 'trash',
  query: 'q',
  scope: 'scope',
  tag: 'tag',
} as const;

function parseSort(raw: string | null): Sort {
  const [key, order] = (raw ?? '').split('-');
  if (!SORT_KEYS.includes(key as SortKey)) return DEFAULT_SORT;
  return { key: key as SortKey, order: order === 'desc' ? 'desc' : 'asc' };
}

/** A sequence id read from the address (`dir=42`): 1–15 digits, else null. */
export function parseSeq(raw: string | null): number | null {
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** Reads the location from a query string; anything malformed falls back to the defaults. */
export function parseLocation(search: string): ExplorerLocation {
  const params = new URLSearchParams(search);
  const node = params.get(PARAMS.node);
  const q = (params.get(PARAMS.query) ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const tag = normaliseTag(params.get(PARAMS.tag) ?? '');
  const special = params.get(PARAMS.favorites) === '1' || params.get(PARAMS.trash) === '1';
  return {
    node: node !== null && isNode(node) ? node : null,
    dirSeq: parseSeq(params.get(PARAMS.dirSeq)),
    sort: parseSort(params.get(PARAMS.sort)),
    view: params.get(PARAMS.view) === 'grid' ? 'grid' : 'list',
    ...(params.get(PARAMS.favorites) === '1' ? { favorites: true as const } : {}),
    ...(params.get(PARAMS.trash) === '1' ? { trash: true as const } : {}),
    ...(q === '' ? {} : { search: { q, scope: parseScope(params.get(PARAMS.scope)) } }),
    ...(tag !== '' && !special && tagProblem(tag) === null ? { tag } : {}),
  };
}

/** The location without the Favorites, Trash or search view and without a tag filter: a folder's. */
export function folderLocation(location: ExplorerLocation): ExplorerLocation {
  const { node, dirSeq, sort, view } = location;
  return { node, dirSeq, sort, view };
}

/** The query string for a location; other parameters (preview, …) are kept. */
export function locationSearch(search: string, location: ExplorerLocation): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | null): void => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
  set(PARAMS.node, location.node);
  set(PARAMS.dirSeq, location.dirSeq === null ? null : `${location.dirSeq}`);
  const sort = location.sort;
  const isDefault = sort.key === DEFAULT_SORT.key && sort.order === DEFAULT_SORT.order;
  set(PARAMS.sort, isDefault ? null : `${sort.key}-${sort.order}`);
  set(PARAMS.view, location.view === 'grid' ? 'grid' : null);
  set(PARAMS.favorites, location.favorites === true ? '1' : null);
  set(PARAMS.trash, location.trash === true ? '1' : null);
  set(PARAMS.query, location.search?.q ?? null);
  set(PARAMS.scope, location.search?.scope ?? null);
  set(PARAMS.tag, location.tag ?? null);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether two locations list the same folder (maybe in another order, or filtered otherwise). */
export function sameFolderListed(a: ExplorerLocation, b: ExplorerLocation): boolean {
  return (
    a.node === b.node && a.dirSeq === b.dirSeq && a.favorites === b.favorites && a.trash === b.trash
  );
}

/**
 * Whether two locations show the same listing (the view mode does not change the data, and the
 * folder's listing stays under a search).
 */
export function sameListing(a: ExplorerLocation, b: ExplorerLocation): boolean {
  return (
    sameFolderListed(a, b) &&
    a.sort.key === b.sort.key &&
    a.sort.order === b.sort.order &&
    a.tag === b.tag
  );
}
