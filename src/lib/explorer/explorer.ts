// What the explorer store (store.ts) offers the island and needs from the page, and the listed
// folder it names.
import type { ReadableAtom } from 'nanostores';
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import type { folderInfo } from '../api/contract/files.ts';
import type { ExplorerItem, Sort, SortKey } from './items.ts';
import type { ExplorerLocation, ViewMode } from './location.ts';
import type { PagedList } from './paging.ts';
import type { RootsState } from './roots.ts';
import type { SearchScope } from './search-state.ts';
import type { Selection, SelectionEvent } from './selection.ts';
import type { WholeSelection } from './whole-selection.ts';

/** The listed folder: path, type and the caller's levels. */
export type FolderInfo = InferOutput<typeof folderInfo>;

/** What the explorer needs from the page. */
export interface ExplorerEnv {
  readonly client: ApiClient;
  readonly readSearch: () => string;
  readonly writeSearch: (search: string, mode: 'push' | 'replace') => void;
  /** Back/forward; returns the unsubscribe. */
  readonly onPopState: (listener: () => void) => () => void;
  /** Requirements X4: no authority / no folder → a toast, then home. */
  readonly toastError: (message: string) => void;
}

/** Where the parent of the listed folder is (its node and dir_seq), or null at a root's top. */
export function parentOf(
  folder: Pick<FolderInfo, 'path'> | null,
): { readonly node: string; readonly dirSeq: number | null } | null {
  const parent = folder?.path.at(-2);
  if (parent === undefined) return null;
  return { node: parent.node, dirSeq: parent.dir_seq > 0 ? parent.dir_seq : null };
}

/**
 * Which listing is shown. `folder` is new for each folder (and the first list): a new view.
 * `order` is new for each listing of it (a sort, a filter): the view goes back to its top. A
 * refresh keeps both, and the view keeps its place.
 */
export interface ListingId {
  readonly folder: number;
  readonly order: number;
}

/** The explorer. */
export interface Explorer {
  readonly $location: ReadableAtom<ExplorerLocation>;
  readonly $roots: ReadableAtom<RootsState>;
  readonly $folder: ReadableAtom<FolderInfo | null>;
  readonly $list: ReadableAtom<PagedList<ExplorerItem> | null>;
  readonly $selection: ReadableAtom<Selection>;
  /** The tags the listed folder's files carry (requirements X22); null where not told. */
  readonly $folderTags: ReadableAtom<readonly string[] | null>;
  /** Names the listing shown, for the view that shows it (requirements X3). */
  readonly $listing: ReadableAtom<ListingId>;
  /**
   * A new list of the folder shown is on its way (a sort, a filter, a refresh): the list shown is
   * the one before it, kept until the new one can be drawn without placeholder rows.
   */
  readonly $replacing: ReadableAtom<boolean>;
  /** The pages of selected entries not loaded yet are on their way (`wholeSelection`). */
  readonly $completing: ReadableAtom<boolean>;
  /**
   * Every selected entry, in list order. Where some are not loaded (Ctrl+A, or a Shift range
   * reaching pages never scrolled to) their pages are loaded first, a few at a time, so an action
   * acts on all the count names (requirements X6); or why not (`WholeSelection`).
   */
  wholeSelection(): Promise<WholeSelection>;
  open(node: string, dirSeq: number | null): void;
  /** Lists only the folder's files carrying the tag; null lists everything again. */
  filterTag(tag: string | null): void;
  /** Adds tags just given to a file of the folder to the filter's tags (where it has them). */
  noteTags(tags: readonly string[]): void;
  /** Shows the Favorites view (no folder is listed meanwhile). */
  showFavorites(): void;
  /** Shows the Trash view (no folder is listed meanwhile; requirements X18). */
  showTrash(): void;
  /**
   * Shows the results of `q` over the folder shown (requirements X19): the first search of a
   * folder is a new history entry, a changed query replaces it.
   */
  search(q: string, scope: SearchScope): void;
  /** Leaves the search for the folder under it. */
  endSearch(): void;
  /** Opens the listed folder's parent (Alt+↑, Backspace); false at a root area's top. */
  up(): boolean;
  sort(key: SortKey): void;
  /** Sets the sort outright (the grid's sort menu). */
  setSort(sort: Sort): void;
  view(mode: ViewMode): void;
  select(event: SelectionEvent): void;
  /**
   * Loads the folder again (after an upload, a new folder, a delete, or Retry): the same listing,
   * its length, the keyboard's place and what was selected kept (requirements X3). With `select`
   * (an Undo's entries put back), those entries are selected instead where they are found.
   */
  refresh(select?: readonly string[]): void;
  loadRoots(): void;
  stop(): void;
}
