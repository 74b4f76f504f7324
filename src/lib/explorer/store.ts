// The explorer store: which folder is shown (from the address), its paged listing, the root
// areas, the selection, sort and view. Calls and navigation go through an injected environment.
import { atom, type ReadableAtom } from 'nanostores';
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import { listFolder, listRoots, type rootArea } from '../api/contract/explorer.ts';
import type { FileResultCode, folderInfo } from '../api/contract/files.ts';
import { ApiFailure, HttpError } from '../api/errors.ts';
import { ROOT_NODE } from '../files/nodes.ts';
import { toItem } from './adapt.ts';
import type { ExplorerItem, Sort, SortKey } from './items.ts';
import { sortBy } from './items.ts';
import {
  folderLocation,
  locationSearch,
  parseLocation,
  sameFolderListed,
  sameListing,
  type ExplorerLocation,
  type ViewMode,
} from './location.ts';
import {
  createPagedList,
  itemAt,
  PAGE_SIZE,
  rangeSettled,
  type PagedList,
  type PagedState,
} from './paging.ts';
import type { SearchScope } from './search-state.ts';
import { needsDirSeq } from '../files/nodes.ts';
import { dedupeTags, tagKey } from './tags.ts';
import { carrySelection, pagesToFollow } from './carry-selection.ts';
import {
  selectionOfKeys,
  NO_SELECTION,
  nextSelection,
  sameSelection,
  type Selection,
  type SelectionEvent,
} from './selection.ts';
import { createSelectionCompleter, type WholeSelection } from './whole-selection.ts';

/** A root area of the side bar. */
export type RootArea = InferOutput<typeof rootArea>;
/** The listed folder: path, type and the caller's levels. */
export type FolderInfo = InferOutput<typeof folderInfo>;

/**
 * The side bar of a back end without our roots call (requirements C13): the two areas of the
 * spec's node table that every company user has, My Box and the Shared Box.
 */
export const FALLBACK_ROOTS: readonly RootArea[] = [
  { kind: 'mybox', node: ROOT_NODE.mybox, dir_seq: 0, name: '' },
  { kind: 'shared', node: ROOT_NODE.shared, dir_seq: 0, name: '' },
];

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

/** The root areas as loaded. */
export type RootsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly roots: readonly RootArea[] }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * Which listing is shown. `folder` is new for each folder (and the first list): a new view.
 * `order` is new for each listing of it (a sort, a filter): the view goes back to its top. A
 * refresh keeps both, and the view keeps its place.
 */
export interface ListingId {
  readonly folder: number;
  readonly order: number;
}

/** How a listing is asked for: a new folder, the same one in a new order, or the same again. */
type ListingChange = 'folder' | 'order' | 'again';

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

/** At most this many pages besides the view's are loaded again to follow a selection. */
const FOLLOW_PAGES = 4;

/** The contract's refusals that mean the folder cannot be shown: back to the root area. */
const NO_ACCESS_CODES: ReadonlySet<string> = new Set<FileResultCode>(['no_authority', 'no_folder']);

/** The folder the explorer shows: the address's, else the user's first root area once known. */
export function nodeToShow(
  location: Pick<ExplorerLocation, 'node'>,
  roots: RootsState,
): string | null {
  if (location.node !== null) return location.node;
  return roots.status === 'ready' ? (roots.roots[0]?.node ?? '1') : null;
}

// Two values read from JSON answers: the same text is the same value.
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

// The server's order of a folder's tags: by their case-folded key.
const byKey = (a: string, b: string): number =>
  tagKey(a) < tagKey(b) ? -1 : tagKey(a) > tagKey(b) ? 1 : 0;

/** Where each loaded entry of a list is, by key. */
function indexOfKeys(state: PagedState<ExplorerItem>): Map<string, number> {
  const at = new Map<string, number>();
  for (const [page, items] of state.pages) {
    items.forEach((item, i) => at.set(item.key, page * PAGE_SIZE + i));
  }
  return at;
}

/** Creates the explorer and shows the folder the address names. */
export function createExplorer(env: ExplorerEnv): Explorer {
  const $location = atom(parseLocation(env.readSearch()));
  const $roots = atom<RootsState>({ status: 'loading' });
  const $folder = atom<FolderInfo | null>(null);
  const $list = atom<PagedList<ExplorerItem> | null>(null);
  const $selection = atom<Selection>(NO_SELECTION);
  const $folderTags = atom<readonly string[] | null>(null);
  const $listing = atom<ListingId>({ folder: 0, order: 0 });
  const $replacing = atom(false);
  const completer = createSelectionCompleter($list, $selection);
  // A sort's, a filter's or a refresh's list while its pages are on their way; `stop` forgets it.
  // `again`: a refresh asked for meanwhile, made once this one is shown (a refresh drops nothing
  // on its way: uploads settling one after another would keep the list from ever changing), with
  // the keys it is to select.
  let pending: {
    readonly list: PagedList<ExplorerItem>;
    readonly stop: () => void;
    again: { readonly select: readonly string[] | undefined } | null;
  } | null = null;

  function dropPending(): void {
    pending?.stop();
    pending?.list.dispose();
    pending = null;
    $replacing.set(false);
  }

  /** Shows `list` as the listing `change` asked for. */
  function show(list: PagedList<ExplorerItem> | null, change: ListingChange): void {
    $list.get()?.dispose();
    const listing = $listing.get();
    if (change === 'folder') $listing.set({ folder: listing.folder + 1, order: listing.order + 1 });
    if (change === 'order') $listing.set({ ...listing, order: listing.order + 1 });
    $list.set(list);
  }

  /**
   * Lists the folder the address names. A list that was shown stays until the new one can be
   * drawn without placeholder rows: for `order` (a sort, a filter) its first page, shown from the
   * top; for `again` (a refresh) the pages the view showed, and the new list keeps the length,
   * the scroll, the keyboard's place and what was selected (found again by key), or the entries
   * of `select` where found.
   */
  function showListing(change: ListingChange = 'folder', select?: readonly string[]): void {
    if (change === 'again' && pending !== null) {
      pending.again = { select: select ?? pending.again?.select };
      return;
    }
    dropPending();
    const old = $list.get();
    const before = old?.$state.get();
    const shown = before?.status === 'ready';
    const kept = change === 'again' && shown ? { total: before.total } : null;
    const waits = change !== 'folder' && shown;
    if (!waits) $selection.set(NO_SELECTION);
    const location = $location.get();
    const special = location.favorites === true || location.trash === true;
    const node = special ? null : nodeToShow(location, $roots.get());
    if (special) $folder.set(null);
    if (node === null) {
      show(null, 'folder');
      return;
    }
    const list = createPagedList<ExplorerItem>(
      async (page, signal) => {
        try {
          const answer = await env.client.call(
            listFolder,
            {
              node,
              page: page + 1,
              page_size: PAGE_SIZE,
              sort: location.sort.key,
              order: location.sort.order,
              ...(location.dirSeq === null ? {} : { dir_seq: location.dirSeq }),
              ...(location.tag === undefined ? {} : { tag: location.tag }),
            },
            { onFailure: 'caller', signal },
          );
          return {
            items: answer.items.map(toItem),
            total: answer.total,
            // With the page, not before it: one render shows the folder and its entries.
            alongside: () => {
              if (page === 0 || $folder.get()?.node !== answer.folder.node) {
                // The same folder again (a sort, a refresh) keeps its value: what shows it stays.
                if (!sameValue($folder.get(), answer.folder)) $folder.set(answer.folder);
                const tags = answer.tags ?? null;
                if (!sameValue($folderTags.get(), tags)) $folderTags.set(tags);
              }
            },
          };
        } catch (error) {
          if (error instanceof ApiFailure && NO_ACCESS_CODES.has(error.resultCode ?? '')) {
            env.toastError(error.message);
            if ($location.get().node !== null)
              navigate({ ...$location.get(), node: null, dirSeq: null }, 'replace');
          } else if (error instanceof ApiFailure && !error.handled) {
            env.toastError(error.message);
          }
          throw error;
        }
      },
      PAGE_SIZE,
      kept,
    );
    if (!waits) {
      show(list, change === 'again' ? 'folder' : change);
      return;
    }
    // The entries of `select` where found, else what was selected, found again by key among the
    // new list's pages.
    const carriedTo = (state: PagedState<ExplorerItem>): Selection => {
      const shownBefore = old?.$state.get();
      const now = indexOfKeys(state);
      const indexNow = (key: string) => now.get(key);
      const chosen = select === undefined ? null : selectionOfKeys(select, indexNow);
      if (chosen !== null) return chosen;
      const before =
        shownBefore === undefined ? new Map<string, number>() : indexOfKeys(shownBefore);
      return carrySelection($selection.get(), {
        keyBefore: (index) =>
          shownBefore === undefined ? undefined : itemAt(shownBefore, index)?.key,
        indexBefore: (key) => before.get(key),
        totalBefore: kept?.total ?? 0,
        keyNow: (index) => itemAt(state, index)?.key,
        indexNow,
        total: state.total,
      });
    };
    const range = kept === null ? { from: 0, to: 0 } : (old?.lastRange() ?? { from: 0, to: 0 });
    // The pages of selected entries out of view too, so they can be found again; the view's
    // range is asked for last: it stays the list's `lastRange`.
    const follow =
      kept === null
        ? []
        : pagesToFollow($selection.get().selected, range, kept.total, PAGE_SIZE, FOLLOW_PAGES);
    for (const pages of follow) list.ensure(pages.from, pages.to);
    if (kept !== null) list.ensure(range.from, range.to);
    // The last page's answer (or its failure) and the swap are one update of the screen.
    const stop = list.$state.listen((state) => {
      if (![range, ...follow].every((r) => rangeSettled(state, r))) {
        // A folder grown past a page's end (400 entries, then 401) brings a page into the view's
        // range that was not there to ask for: asked for now.
        if (kept !== null) list.ensure(range.from, range.to);
        return;
      }
      const again = pending?.again ?? null;
      pending = null;
      stop();
      $selection.set(kept === null ? NO_SELECTION : carriedTo(state));
      show(list, change);
      $replacing.set(false);
      if (again !== null) showListing('again', again.select);
    });
    pending = { list, stop, again: null };
    $replacing.set(true);
  }

  function navigate(next: ExplorerLocation, mode: 'push' | 'replace'): void {
    const before = $location.get();
    const search = locationSearch(env.readSearch(), next);
    $location.set(next);
    if (!sameListing(before, next)) {
      $folder.set(before.node === next.node ? $folder.get() : null);
      if (before.node !== next.node) $folderTags.set(null);
      showListing(sameFolderListed(before, next) ? 'order' : 'folder');
    }
    // After the list's call is on its way: writing the address costs the browser a few ms.
    env.writeSearch(search, mode);
  }

  function loadRoots(): void {
    $roots.set({ status: 'loading' });
    env.client.call(listRoots, {}, { onFailure: 'caller' }).then(
      (answer) => {
        $roots.set({ status: 'ready', roots: answer.roots });
        if ($list.get() === null) showListing();
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.notOffered) {
          $roots.set({ status: 'ready', roots: FALLBACK_ROOTS });
          if ($list.get() === null) showListing();
        } else $roots.set({ status: 'error', error });
      },
    );
  }

  const unlisten = env.onPopState(() => {
    const next = parseLocation(env.readSearch());
    const before = $location.get();
    $location.set(next);
    if (!sameListing(before, next))
      showListing(sameFolderListed(before, next) ? 'order' : 'folder');
  });

  loadRoots();
  if ($location.get().node !== null) showListing();

  return {
    $location,
    $roots,
    $folder,
    $list,
    $selection,
    $folderTags,
    $listing,
    $replacing,
    $completing: completer.$completing,
    wholeSelection: completer.wholeSelection,
    open(node, dirSeq) {
      navigate({ ...folderLocation($location.get()), node, dirSeq }, 'push');
    },
    noteTags(tags) {
      const known = $folderTags.get();
      if (known === null) return;
      const merged = dedupeTags([...known, ...tags]);
      if (merged.length !== known.length) $folderTags.set(merged.sort(byKey));
    },
    filterTag(tag) {
      const base = folderLocation($location.get());
      navigate(tag === null ? base : { ...base, tag }, 'replace');
    },
    showFavorites() {
      navigate(
        { ...folderLocation($location.get()), node: null, dirSeq: null, favorites: true },
        'push',
      );
    },
    showTrash() {
      navigate(
        { ...folderLocation($location.get()), node: null, dirSeq: null, trash: true },
        'push',
      );
    },
    search(q, scope) {
      const location = $location.get();
      const shown = $folder.get();
      // The folder shown by default (no node in the address) is named, so a reload searches it.
      const here =
        location.node === null && shown !== null
          ? {
              node: shown.node,
              dirSeq: needsDirSeq(shown.node) && shown.dir_seq > 0 ? shown.dir_seq : null,
            }
          : {};
      navigate(
        { ...folderLocation(location), ...here, search: { q, scope } },
        location.search === undefined ? 'push' : 'replace',
      );
    },
    endSearch() {
      if ($location.get().search !== undefined) navigate(folderLocation($location.get()), 'push');
    },
    up() {
      const parent = parentOf($folder.get());
      if (parent === null) return false;
      navigate({ ...folderLocation($location.get()), ...parent }, 'push');
      return true;
    },
    sort(key) {
      navigate({ ...$location.get(), sort: sortBy($location.get().sort, key) }, 'replace');
    },
    setSort(sort) {
      navigate({ ...$location.get(), sort }, 'replace');
    },
    view(mode) {
      navigate({ ...$location.get(), view: mode }, 'replace');
    },
    select(event) {
      // The second click of a double click selects what is selected: no render before the open.
      const next = nextSelection($selection.get(), event);
      if (!sameSelection($selection.get(), next)) $selection.set(next);
    },
    refresh(select) {
      showListing('again', select);
    },
    loadRoots,
    stop() {
      unlisten();
      dropPending();
      $list.get()?.dispose();
    },
  };
}
