// "Delete?": one confirmation, then the trash call and a toast with Undo; a network error says
// whether the result is unknown (the request may have arrived) or the operation stopped
// (requirements X11).
import { useStore } from '@nanostores/react';
import { useMemo, type ReactElement } from 'react';
import { trashItems } from '../../lib/api/contract/files.ts';
import { NetworkError, TimeoutError, isApiError } from '../../lib/api/errors.ts';
import { messageOf } from '../../lib/api/failures.ts';
import { messageText } from '../../lib/api/messages.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { trashSeqs, undoDelete } from '../../lib/explorer/trash.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { createFormSubmit } from '../../lib/ui/submit.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import { FILE_FAILURES, failureText } from './runtime.ts';
import './DeleteDialog.css';

/** The modal id. */
export const DELETE_MODAL = 'delete-confirm';

function itemsOf(value: unknown): readonly ExplorerItem[] {
  return Array.isArray(value) ? (value as ExplorerItem[]) : [];
}

/** The confirmation dialog; `props.items` are the items to move. */
export function DeleteDialog({ props, modal }: ModalViewProps): ReactElement {
  const { runtime, t } = useApp();
  const items = itemsOf(props['items']);
  const count = items.length;
  const form = useMemo(
    () =>
      createFormSubmit(
        async () => {
          await runtime.client.call(trashItems, trashSeqs(items), { onFailure: 'caller' });
        },
        {
          mapError: (error) => {
            if (
              error instanceof TimeoutError ||
              (error instanceof NetworkError && error.reason === 'failed')
            ) {
              runtime.explorer.refresh();
              return { key: 'files.delete.uncertain' };
            }
            if (error instanceof NetworkError) return { key: 'files.delete.stopped' };
            if (isApiError(error) && error.kind === 'session') return null;
            return messageOf(error, FILE_FAILURES);
          },
        },
      ),
    [runtime, items],
  );
  const undo = (): void => {
    undoDelete(runtime.client, items)
      .then((outcome) => {
        if (outcome === 'unavailable') {
          toast(t('files.delete.undoUnavailable'), { tone: 'info' });
          return;
        }
        toast(t('files.delete.restored', { count }), { tone: 'success' });
        runtime.explorer.refresh();
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'session') return;
        toast(failureText(error, t), { tone: 'error' });
      });
  };
  const busy = useStore(form.$busy);
  const error = useStore(form.$error);

  return (
    <Modal
      title={t('files.delete.title', { count })}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose} data-autofocus="">
            {t('files.delete.cancel')}
          </Button>
          <Button
            className="ui-button--danger"
            busy={busy}
            onClick={() => {
              void form.submit().then((result) => {
                if (result.status !== 'done') return;
                closeModal();
                toast(t('files.delete.done', { count }), {
                  tone: 'success',
                  action: { label: t('files.delete.undo'), run: undo },
                });
                runtime.explorer.refresh();
              });
            }}
          >
            {t('files.delete.confirm')}
          </Button>
        </>
      }
    >
      {error !== null && <InlineMessage>{messageText(error, t)}</InlineMessage>}
      <p>{t('files.delete.body')}</p>
      <ul className="fx-delete-list">
        {items.slice(0, 5).map((item) => (
          <li key={item.key}>{item.name}</li>
        ))}
        {count > 5 && <li>…</li>}
      </ul>
    </Modal>
  );
}
