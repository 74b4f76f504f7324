// What the app island hands the viewer, downloads and matrix: its one API client and live
// views of the profile and the current list. Everything else is built from these.
import type { ApiClient } from '../api/client.ts';
import type { ExplorerItem } from '../explorer/items.ts';
import type { WorkflowAuthority } from '../files/authority.ts';
import type { PreviewAuthority } from '../files/preview.ts';
import type { Langcode } from '../i18n/locales.ts';
import type { ViewerFile } from './preview-flow.ts';

/** The authority flags read here (the profile's operationAuthority, camelCased). */
export type ViewerAuthority = PreviewAuthority & WorkflowAuthority;

/** The app's context for the viewer, downloads and the permission matrix. */
export interface AppViewerContext {
  /** The island's one API client (src/lib/session/client.ts). */
  readonly client: ApiClient;
  /** The interface language as the API names it (the `lang` field of the cache check). */
  readonly langcode: () => Langcode;
  /** The signed-in user's operation authority. */
  readonly authority: () => ViewerAuthority;
  /** The items of the current list in display order (arrow keys, deep links). */
  readonly items: () => readonly ExplorerItem[];
  /** Looks up a deep-linked file that is not in the current list (optional). */
  readonly findItem?:
    ((fileSeq: number, signal: AbortSignal) => Promise<ExplorerItem | null>) | undefined;
}

/** The viewer's view of a list entry. */
export function viewerFileOf(item: ExplorerItem): ViewerFile {
  return {
    fileSeq: item.fileSeq ?? 0,
    name: item.name,
    size: item.size,
    locked: item.previewLocked,
    dirSeq: item.dirSeq ?? undefined,
  };
}

/** The files of a list (folders left out), as the viewer sees them. */
export function viewerFilesOf(items: readonly ExplorerItem[]): ViewerFile[] {
  return items.filter((item) => item.kind === 'file').map(viewerFileOf);
}
