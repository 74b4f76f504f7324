// What the app island composes from this folder. The viewer dialog and the permission matrix
// are separate chunks, loaded the first time they open.
export { DocumentViewer, type DocumentViewerProps } from '../preview/DocumentViewer.tsx';
export { HelpIcon, type HelpIconProps } from '../files/HelpIcon.tsx';
export { viewerModals } from './viewer-modals.tsx';
export { startDownload, type DownloadContext } from '../downloads/start-download.ts';
export { openPreview, VIEWER_MODAL_ID } from '../../lib/preview/viewer-binding.ts';
export { openPermissionMatrix } from '../../lib/files/matrix-modal.ts';
export type { AppViewerContext, ViewerAuthority } from '../../lib/preview/context.ts';

/** The string prefixes to pick for this folder: `pickStrings(locale, VIEWER_STRING_PREFIXES)`. */
export const VIEWER_STRING_PREFIXES = ['viewer.', 'download.', 'perm.'] as const;
