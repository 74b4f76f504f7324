// What the app island composes from this folder. The viewer dialog and the permission matrix
// are separate chunks, loaded the first time they open.
export { DocumentViewer, type DocumentViewerProps } from './DocumentViewer.tsx';
export { HelpIcon, type HelpIconProps } from './HelpIcon.tsx';
export { viewerModals } from './registry.tsx';
export {
  startDownload,
  DOWNLOAD_CHOICE_MODAL_ID,
  WORKFLOW_MODAL_ID,
  type DownloadContext,
} from './start-download.ts';
export { openPreview, VIEWER_MODAL_ID } from '../../lib/app-viewer/viewer-binding.ts';
export { openPermissionMatrix, PERMISSION_MODAL_ID } from '../../lib/app-viewer/matrix-modal.ts';
export type { AppViewerContext, FileItem, ViewerAuthority } from '../../lib/app-viewer/context.ts';

/** The string prefixes to pick for this folder: `pickStrings(locale, VIEWER_STRING_PREFIXES)`. */
export const VIEWER_STRING_PREFIXES = ['viewer.', 'download.', 'perm.'] as const;
