// The dialogs of this folder for the app's ModalHost registry (the viewer mounts on its own).
import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { PERMISSION_MODAL_ID } from '../../lib/files/matrix-modal.ts';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { DownloadChoiceModal } from '../downloads/DownloadChoiceModal.tsx';
import {
  DOWNLOAD_CHOICE_MODAL_ID,
  WORKFLOW_MODAL_ID,
  type DownloadContext,
} from '../downloads/start-download.ts';
import { WorkflowDownloadModal } from '../downloads/WorkflowDownloadModal.tsx';

const PermissionMatrixModal = lazy(() =>
  import('../files/PermissionMatrixModal.tsx').then((m) => ({ default: m.PermissionMatrixModal })),
);

/** Registry entries for ModalHost: spread them into the app's registry (create once). */
export function viewerModals(
  ctx: DownloadContext,
): Readonly<Record<string, ComponentType<ModalViewProps>>> {
  return {
    [DOWNLOAD_CHOICE_MODAL_ID]: (view: ModalViewProps): ReactElement => (
      <DownloadChoiceModal view={view} ctx={ctx} />
    ),
    [WORKFLOW_MODAL_ID]: (view: ModalViewProps): ReactElement => (
      <WorkflowDownloadModal view={view} ctx={ctx} />
    ),
    [PERMISSION_MODAL_ID]: (view: ModalViewProps): ReactElement => (
      <Suspense fallback={null}>
        <PermissionMatrixModal view={view} strings={ctx.strings} locale={ctx.locale} />
      </Suspense>
    ),
  };
}
