// The effects the action table runs, wired to dialogs, the viewer, downloads and uploads.
import { downloadNote } from '../../lib/api/contract/download.ts';
import { assignDownload } from '../../lib/preview/browser.ts';
import { openPreview } from '../../lib/preview/viewer-binding.ts';
import type { ActionEffects } from '../../lib/explorer/actions.ts';
import type { FolderInfo } from '../../lib/explorer/store.ts';
import { openModal } from '../../lib/ui/modals.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { startDownload, type DownloadContext } from './viewer-parts.ts';
import { DELETE_MODAL } from './DeleteDialog.tsx';
import { INVITE_MODAL } from './InviteDialog.tsx';
import { SHORTCUTS_MODAL } from './shortcuts-modal.ts';
import { NEW_FOLDER_MODAL } from './NewFolderDialog.tsx';
import { SCAN_MODAL } from './ScanModal.tsx';
import { RENAME_MODAL } from './rename-modal.ts';
import { TAGS_MODAL } from './tags-modal.ts';
import { failureText, type AppRuntime } from './runtime.ts';
import type { TFunction } from '../../lib/i18n/t.ts';

/** What the effects read at the moment they run. */
export interface EffectSources {
  readonly runtime: AppRuntime;
  readonly folder: () => FolderInfo | null;
  readonly downloadCtx: DownloadContext;
  readonly pickFiles: () => void;
  readonly t: TFunction;
}

/** The effects of the action table. */
export function actionEffects(src: EffectSources): ActionEffects {
  return {
    newFolder() {
      const folder = src.folder();
      if (folder === null) return;
      openModal(NEW_FOLDER_MODAL, {
        node: folder.node,
        dirSeq: folder.dir_seq > 0 ? String(folder.dir_seq) : null,
        fax: folder.folder_type === 'fax_receive' || folder.folder_type === 'fax_send',
      });
    },
    upload: src.pickFiles,
    scan() {
      const folder = src.folder();
      if (folder === null) return;
      openModal(SCAN_MODAL, {
        node: folder.node,
        dirSeq: folder.dir_seq > 0 ? String(folder.dir_seq) : '',
        name: folder.name,
      });
    },
    download(items) {
      void startDownload(
        items.map((item) => item.wire),
        src.downloadCtx,
      );
    },
    zipDownload(items) {
      void startDownload(
        items.map((item) => item.wire),
        src.downloadCtx,
        'zip',
      );
    },
    preview(item) {
      if (item.fileSeq !== null) openPreview(item.fileSeq);
    },
    noteDownload(item) {
      src.runtime.client
        .call(downloadNote, { fileid: Number(item.fileSeq) }, { onFailure: 'caller' })
        .then(
          (answer) => {
            if (answer.success) assignDownload(answer.download_url);
          },
          (error: unknown) => {
            if (!(error instanceof Error && 'handled' in error && error.handled === true)) {
              toast(failureText(error, src.t), { tone: 'error' });
            }
          },
        );
    },
    remove(items) {
      openModal(DELETE_MODAL, { items });
    },
    rename(item) {
      openModal(RENAME_MODAL, { item });
    },
    tags(item) {
      openModal(TAGS_MODAL, { item });
    },
    inviteGuests() {
      openModal(INVITE_MODAL, { node: src.folder()?.node ?? '' });
    },
    shortcuts() {
      openModal(SHORTCUTS_MODAL);
    },
  };
}
