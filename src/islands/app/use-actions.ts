// Builds the action context (matrix + folder + user + selection) and the effects actions run.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { itemAt } from '../../lib/explorer/paging.ts';
import type { PagedState } from '../../lib/explorer/paging.ts';
import { usesOfficeViewer } from '../../lib/session/profile.ts';
import type { AppContextValue } from './context.ts';

const EMPTY: PagedState<ExplorerItem> = {
  status: 'loading',
  total: 0,
  pages: new Map(),
  loading: new Set(),
  failed: new Set(),
  error: null,
};
const EMPTY_ATOM = atom(EMPTY);

/** The list state of the current folder (an empty loading state before the first one). */
export function useListState(app: AppContextValue): PagedState<ExplorerItem> {
  const list = useStore(app.runtime.explorer.$list);
  const fallback = useMemo(() => list?.$state ?? null, [list]);
  const state = useStore(fallback ?? EMPTY_ATOM);
  return fallback === null ? EMPTY : state;
}

/** The action context of the current folder and selection, or null before the folder is known. */
export function useActionContext(app: AppContextValue): ActionContext | null {
  const folder = useStore(app.runtime.explorer.$folder);
  const selection = useStore(app.runtime.explorer.$selection);
  const state = useListState(app);
  return useMemo(() => {
    if (folder === null) return null;
    const items = [...selection.selected]
      .sort((a, b) => a - b)
      .map((index) => itemAt(state, index))
      .filter((item): item is ExplorerItem => item !== undefined);
    const authority = app.profile.operationAuthority;
    return {
      access: {
        levels: folder.access_levels,
        folderType: folder.folder_type,
        userType: app.profile.userType,
        officeViewer: usesOfficeViewer(app.profile),
        privallManagesPermissions: folder.privall_manages_permissions,
        exportAllowed: folder.export_allowed,
      },
      authority,
      selection: items,
      selectedCount: selection.selected.size,
    };
  }, [folder, selection, state, app.profile]);
}
