// "Download N files": one by one (a second apart) or as one zip file.
import type { ReactElement } from 'react';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { createT } from '../../lib/i18n/t.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { startDownload, type DownloadContext } from './start-download.ts';

/** The download choice dialog, registered under DIALOG.downloadChoice. */
export function DownloadChoiceModal({
  view,
  ctx,
}: {
  view: ModalViewProps<DialogProps['download-choice']>;
  ctx: DownloadContext;
}): ReactElement {
  const t = createT(ctx.strings, ctx.locale);
  const { items } = view.props;
  const go = (mode: 'separate' | 'zip'): void => {
    closeModal(view.layer === 'overlay' ? 'overlay' : 'all');
    void startDownload(items, ctx, mode);
  };
  return (
    <Modal
      {...view.modal}
      title={t('download.choiceTitle', { count: items.length })}
      closeLabel={t('viewer.close')}
      footer={
        <>
          <Button variant="secondary" onClick={view.modal.onClose}>
            {t('download.cancel')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              go('separate');
            }}
          >
            {t('download.separate')}
          </Button>
          <Button
            data-autofocus=""
            onClick={() => {
              go('zip');
            }}
          >
            {t('download.asZip')}
          </Button>
        </>
      }
    >
      <p>{t('download.choiceBody')}</p>
    </Modal>
  );
}
