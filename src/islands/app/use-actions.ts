// The list state, its item count and the action context (matrix + folder + user + selection) of
// the current folder. Each reads only what it needs, so a page of entries arriving while the user
// scrolls re-renders the list and nothing else.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, useRef } from 'react';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { PagedList, PagedState } from '../../lib/explorer/paging.ts';
import { selectedItems, sortedIndices } from '../../lib/explorer/selected.ts';
import { usesOfficeViewer } from '../../lib/session/profile.ts';
import { $clipboard } from '../../lib/explorer/copy-move.ts';
import type { AppContextValue } from './context.ts';
import { pageBridge } from '../../lib/shell/page.ts';
import { useStorePart } from './use-store-part.ts';

type List = PagedList<ExplorerItem> | null;

const EMPTY: PagedState<ExplorerItem> = {
  status: 'loading',
  total: 0,
  pages: new Map(),
  loading: new Set(),
  failed: new Set(),
  error: null,
};
const EMPTY_ATOM = atom(EMPTY);
const NOTHING: readonly ExplorerItem[] = [];
const NO_INDICES: readonly number[] = [];

/** The list state of the current folder (an empty loading state before the first one). */
export function useListState(list: List): PagedState<ExplorerItem> {
  return useStore(list?.$state ?? EMPTY_ATOM);
}

/** The number of entries of the folder once its first page is in, else null. */
export function useListCount(list: List): number | null {
  return useStorePart(list?.$state ?? EMPTY_ATOM, (state) =>
    state.status === 'ready' ? state.total : null,
  );
}

/** The loaded selected entries in list order; the same array while they do not change. */
function useSelectedItems(list: List, indices: readonly number[]): readonly ExplorerItem[] {
  const last = useRef<{
    state: PagedState<ExplorerItem> | null;
    indices: readonly number[];
    items: readonly ExplorerItem[];
  }>({ state: null, indices: NO_INDICES, items: NOTHING });
  return useStorePart(list?.$state ?? EMPTY_ATOM, (state) => {
    const cached = last.current;
    if (cached.state === state && cached.indices === indices) return cached.items;
    const items = indices.length === 0 ? NOTHING : selectedItems(state, indices, cached.items);
    last.current = { state, indices, items };
    return items;
  });
}

/**
 * The action context of the current folder and selection, or null before the folder and the
 * profile are known.
 */
export function useActionContext(app: AppContextValue, list: List): ActionContext | null {
  const folder = useStore(app.runtime.explorer.$folder);
  const selection = useStore(app.runtime.explorer.$selection);
  const indices = useMemo(() => sortedIndices(selection.selected), [selection.selected]);
  const items = useSelectedItems(list, indices);
  const clipboard = useStore($clipboard);
  const { profile } = app;
  return useMemo(() => {
    if (folder === null || profile === null) return null;
    return {
      access: {
        levels: folder.access_levels,
        folderType: folder.folder_type,
        userType: profile.userType,
        officeViewer: usesOfficeViewer(profile),
        privallManagesPermissions: folder.privall_manages_permissions,
        exportAllowed: folder.export_allowed,
      },
      authority: profile.operationAuthority,
      selection: items,
      selectedCount: indices.length,
      clipboard,
      inShell: pageBridge().isShell(),
    };
  }, [folder, items, indices.length, profile, clipboard]);
}
