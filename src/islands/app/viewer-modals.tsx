// The dialogs of this folder for the app's ModalHost registry (the viewer mounts on its own).
import { Suspense, lazy, type ReactElement } from 'react';
import { DIALOG, type ViewerDialogs } from '../../lib/explorer/dialogs.ts';
import { typedRegistry, type ModalRegistry, type ModalViewProps } from '../ui/ModalHost.tsx';
import { DownloadChoiceModal } from '../downloads/DownloadChoiceModal.tsx';
import type { DownloadContext } from '../downloads/start-download.ts';
import { WorkflowDownloadModal } from '../downloads/WorkflowDownloadModal.tsx';

const PermissionMatrixModal = lazy(() =>
  import('../files/PermissionMatrixModal.tsx').then((m) => ({ default: m.PermissionMatrixModal })),
);

/** Registry entries for ModalHost: spread them into the app's registry (create once). */
export function viewerModals(ctx: DownloadContext): ModalRegistry {
  return typedRegistry<ViewerDialogs>({
    [DIALOG.downloadChoice]: (view: ModalViewProps<ViewerDialogs['download-choice']>) => (
      <DownloadChoiceModal view={view} ctx={ctx} />
    ),
    [DIALOG.workflowDownload]: (view: ModalViewProps<ViewerDialogs['workflow-download']>) => (
      <WorkflowDownloadModal view={view} ctx={ctx} />
    ),
    // The matrix checks its folder type itself (it falls back to the shared box's).
    [DIALOG.permissionMatrix]: (view: ModalViewProps): ReactElement => (
      <Suspense fallback={null}>
        <PermissionMatrixModal view={view} strings={ctx.strings} locale={ctx.locale} />
      </Suspense>
    ),
  });
}
