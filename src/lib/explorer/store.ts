// The explorer store: which folder is shown (from the address), its paged listing, the root
// areas, the selection, sort and view. Calls and navigation go through an injected environment
// (its interface and environment: explorer.ts; the root areas: roots.ts).
import { atom } from 'nanostores';
import { listRoots } from '../api/contract/explorer.ts';
import { HttpError } from '../api/errors.ts';
import { needsDirSeq } from '../files/nodes.ts';
import { carrySelection, listingsOf, pagesToFollow } from './carry-selection.ts';
import {
  parentOf,
  type Explorer,
  type ExplorerEnv,
  type FolderInfo,
  type ListingId,
} from './explorer.ts';
import { folderPages } from './folder-pages.ts';
import type { ExplorerItem } from './items.ts';
import { sortBy } from './items.ts';
import {
  folderLocation,
  locationSearch,
  parseLocation,
  sameFolderListed,
  sameListing,
  type ExplorerLocation,
} from './location.ts';
import {
  createPagedList,
  PAGE_SIZE,
  rangeSettled,
  type PagedList,
  type PagedState,
} from './paging.ts';
import { FALLBACK_ROOTS, nodeToShow, type RootsState } from './roots.ts';
import {
  selectionOfKeys,
  NO_SELECTION,
  nextSelection,
  sameSelection,
  type Selection,
} from './selection.ts';
import { withTags } from './tags.ts';
import { createSelectionCompleter } from './whole-selection.ts';

/** How a listing is asked for: a new folder, the same one in a new order, or the same again. */
type ListingChange = 'folder' | 'order' | 'again';

/** At most this many pages besides the view's are loaded again to follow a selection. */
const FOLLOW_PAGES = 4;

// Two values read from JSON answers: the same text is the same value.
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

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
      folderPages(
        {
          client: env.client,
          folder: () => $folder.get(),
          showFolder: (folder, tags) => {
            // The same folder again (a sort, a refresh) keeps its value: what shows it stays.
            if (!sameValue($folder.get(), folder)) $folder.set(folder);
            if (!sameValue($folderTags.get(), tags)) $folderTags.set(tags);
          },
          noAccess: () => {
            if ($location.get().node !== null)
              navigate({ ...$location.get(), node: null, dirSeq: null }, 'replace');
          },
          toastError: env.toastError,
        },
        node,
        location,
      ),
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
      const lists = listingsOf(old?.$state.get(), kept?.total ?? 0, state);
      const chosen = select === undefined ? null : selectionOfKeys(select, lists.indexNow);
      return chosen ?? carrySelection($selection.get(), lists);
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
      const merged = withTags(known, tags);
      if (merged !== null) $folderTags.set(merged);
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
