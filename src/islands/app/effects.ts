// The effects the action table runs, wired to dialogs, the viewer, downloads and uploads.
import { assignDownload } from '../../lib/preview/browser.ts';
import { openPreview } from '../../lib/preview/viewer-binding.ts';
import type { ActionEffects } from '../../lib/explorer/actions.ts';
import type { FolderInfo } from '../../lib/explorer/explorer.ts';
import { startDownload, type DownloadContext } from './viewer-parts.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import { noteDownloadCommand } from '../../lib/explorer/note-download.ts';
import type { AppRuntime } from './runtime.ts';
import { $detailsOpen } from './details-state.ts';
import { runLock } from './lock-effect.ts';
import { runUnfreeze } from './unfreeze-effect.ts';
import type { UserType } from '../../lib/files/access.ts';
import { runCopyMoveRequest } from './copy-move-effect.ts';
import { SCHEDULE_MODAL } from './schedule-modal.ts';
import { openModal } from '../../lib/ui/modals.ts';
import { pageBridge } from '../../lib/shell/page.ts';
import { openFilePathMessage } from '../../lib/shell/wiring.ts';

/** What the effects read at the moment they run. */
export interface EffectSources {
  readonly runtime: AppRuntime;
  readonly folder: () => FolderInfo | null;
  readonly downloadCtx: DownloadContext;
  readonly pickFiles: () => void;
  /** Opens the folder chooser (requirements X40). */
  readonly pickFolder: () => void;
  readonly userType: () => UserType;
}

/** The effects of the action table. */
export function actionEffects(src: EffectSources): ActionEffects {
  return {
    newFolder() {
      const folder = src.folder();
      if (folder === null) return;
      openDialog(DIALOG.newFolder, {
        node: folder.node,
        dirSeq: folder.dir_seq > 0 ? folder.dir_seq : null,
        fax: folder.folder_type === 'fax_receive' || folder.folder_type === 'fax_send',
      });
    },
    upload: src.pickFiles,
    uploadFolder: src.pickFolder,
    scan() {
      const folder = src.folder();
      if (folder === null) return;
      openDialog(DIALOG.scan, {
        node: folder.node,
        dirSeq: folder.dir_seq > 0 ? folder.dir_seq : null,
        name: folder.name,
      });
    },
    download(items) {
      void startDownload(items, src.downloadCtx);
    },
    zipDownload(items) {
      void startDownload(items, src.downloadCtx, 'zip');
    },
    preview(item) {
      if (item.fileSeq !== null) openPreview(item.fileSeq);
    },
    noteDownload(item) {
      void noteDownloadCommand(src.runtime.commands, item, assignDownload);
    },
    remove(items) {
      openDialog(DIALOG.delete, { items });
    },
    rename(item) {
      openDialog(DIALOG.rename, { item });
    },
    lock(item, on) {
      void runLock(src.runtime, item, on);
    },
    unfreeze(item) {
      void runUnfreeze(src.runtime, item);
    },
    tags(item) {
      openDialog(DIALOG.tags, { item });
    },
    schedule(item) {
      openModal(SCHEDULE_MODAL, { item });
    },
    shareLink(item) {
      openDialog(DIALOG.shareLink, { item });
    },
    requestUpload() {
      const folder = src.folder();
      if (folder !== null) {
        openDialog(DIALOG.requestUpload, { dirSeq: folder.dir_seq, name: folder.name });
      }
    },
    inviteGuests() {
      const folder = src.folder();
      if (folder !== null)
        openDialog(DIALOG.invite, { dirSeq: folder.dir_seq, folderType: folder.folder_type });
    },
    mailFiles(items) {
      openDialog(DIALOG.mail, { items });
    },
    members() {
      const folder = src.folder();
      if (folder !== null)
        openDialog(DIALOG.members, { dirSeq: folder.dir_seq, folderType: folder.folder_type });
    },
    shortcuts() {
      openDialog(DIALOG.shortcuts, {});
    },
    details() {
      $detailsOpen.set(true);
    },
    logs(subject) {
      openDialog(DIALOG.fileLogs, { subject });
    },
    copyMove(request) {
      runCopyMoveRequest(src.runtime, src.folder(), src.userType(), request);
    },
    openOnComputer(item) {
      const message = openFilePathMessage(item);
      if (message !== null) pageBridge().send(message);
    },
  };
}
