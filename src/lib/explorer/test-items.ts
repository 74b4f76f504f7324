// Explorer entries and action contexts for the explorer's rule tests. Never imported by the app.
import type { UserType } from '../files/access.ts';
import type { RootKind } from '../files/nodes.ts';
import type { AccessLevel } from '../files/permissions.ts';
import type { ActionContext } from './actions.ts';
import type { ExplorerItem, WireItem } from './items.ts';

/** A file entry named `name`, with overrides. */
export function file(name: string, extra: Partial<ExplorerItem> = {}): ExplorerItem {
  return {
    key: name,
    kind: 'file',
    name,
    node: '1{2001',
    fileSeq: 100,
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
    createdAt: null,
    permission: { node: '1{2001', access_level: null },
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

/** A file as the folder list sends it (plan.txt, editor level), with overrides. */
export const wireFile = (extra: Partial<WireItem> = {}): WireItem => ({
  kind: 'file',
  id: 'f5',
  file_seq: 5,
  dir_seq: 42,
  name: 'plan.txt',
  extension: 'txt',
  size: 3,
  thumbnail: false,
  node: '1{6001',
  permission: { node: '1{6001', access_level: 'editor' },
  is_permission: 0,
  permission_flag_preview: 'Y',
  use_set_file_comment: false,
  reginfo: 'r5v1',
  updated_at: 1,
  owner_name: 'Alice',
  own: false,
  ...extra,
});
