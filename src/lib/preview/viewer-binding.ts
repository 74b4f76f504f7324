// Keeps the viewer store and the modal manager in step: `openModal('viewer', { fileSeq })` from
// anywhere opens the file; closing the overlay (or everything) from anywhere closes the viewer.
import { $modals, closeModal, openModal } from '../ui/modals.ts';
import { parsePreviewParam } from '../nav/preview-param.ts';
import type { PreviewStore } from './preview.ts';
import { currentSeq } from './preview-flow.ts';
import type { ViewerFile } from './preview-flow.ts';

/** The modal id of the document viewer (opens as the overlay, see src/lib/ui/modals.ts). */
export const VIEWER_MODAL_ID = 'viewer';

/** Opens the viewer for a file sequence through the modal manager. */
export function openPreview(fileSeq: number): void {
  const seq = parsePreviewParam(fileSeq);
  if (seq !== null) openModal(VIEWER_MODAL_ID, { fileSeq: seq });
}

/** The file sequence the open viewer modal asks for, or null. */
export function modalSeq(): number | null {
  const overlay = $modals.get().overlay;
  return overlay?.id === VIEWER_MODAL_ID ? parsePreviewParam(overlay.props['fileSeq']) : null;
}

/** The store's modal effects: open or close the overlay unless it already is. */
export const modalEffects = {
  showModal(fileSeq: number): void {
    if (modalSeq() !== fileSeq) openModal(VIEWER_MODAL_ID, { fileSeq });
  },
  hideModal(): void {
    if ($modals.get().overlay?.id === VIEWER_MODAL_ID) closeModal('overlay');
  },
};

/** Follows the modal manager; returns the unbind function. */
export function bindViewerToModals(
  store: PreviewStore,
  files: () => readonly ViewerFile[],
): () => void {
  return $modals.subscribe(() => {
    const wanted = modalSeq();
    const open = currentSeq(store.$state.get());
    if (wanted === null) {
      if (open !== null) store.close();
      return;
    }
    if (wanted === open) return;
    const file = files().find((f) => f.fileSeq === wanted);
    if (file === undefined) store.openFromUrl(wanted);
    else if (!store.open(file)) modalEffects.hideModal();
  });
}
