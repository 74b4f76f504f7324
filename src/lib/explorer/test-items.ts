// Explorer entries and action contexts for the explorer's rule tests. Never imported by the app.
import type { UserType } from '../files/access.ts';
import type { RootKind } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';
import type { ActionContext } from './actions.ts';
import type { ExplorerItem } from './items.ts';

/** A file entry named `name`, with overrides. */
export function file(name: string, extra: Partial<ExplorerItem> = {}): ExplorerItem {
  return {
    key: name,
    kind: 'file',
    name,
    node: '1{2001',
    fileSeq: '100',
    dirSeq: null,
    size: 1024,
    extension: name.split('.').pop() ?? '',
    updatedAt: 0,
    owner: 'Alice',
    thumbnail: false,
    previewLocked: false,
    downloadLocked: false,
    ownUpload: false,
    hasNote: false,
    reginfo: '',
    wire: { permission: { node: '1{2001', access_level: null } } as ExplorerItem['wire'],
    ...extra,
  };
}
/** A folder entry named `name`. */
export const folder = (name: string): ExplorerItem => ({
  ...file(name),
  kind: 'folder',
  extension: '',
});

/** An action context: a level, folder type, user type and selection (Master in the shared box). */
export function ctx(
  options: {
    level?: AccessLevel;
    type?: RootKind;
    user?: UserType;
    selection?: ExplorerItem[];
    usePreview?: boolean;
  } = {},
): ActionContext {
  const selection = options.selection ?? [];
  return {
    access: {
      levels: [options.level ?? 'master'],
      folderType: options.type ?? 'shared',
      userType: options.user ?? 'user',
      exportAllowed: true,
    },
    authority: {
      usePreview: options.usePreview ?? true,
      useMediaView: true,
      useOfficeView: true,
      maxMediaPreviewSize: 100 * 1024 * 1024,
    },
    selection,
    selectedCount: selection.length,
  };
}
