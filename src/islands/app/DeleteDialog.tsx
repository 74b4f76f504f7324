// "Delete?": one confirmation; the trash call, its Undo toast and its errors (requirements X11) are the
// delete command's.
import { useStore } from '@nanostores/react';
import { useMemo, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { deleteCommand } from '../../lib/explorer/trash.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './DeleteDialog.css';

/** The confirmation dialog, opened with the items to move. */
export function DeleteDialog({
  props: { items },
  modal,
}: ModalViewProps<DialogProps['delete-confirm']>): ReactElement {
  const { runtime, t } = useApp();
  const count = items.length;
  const command = useMemo(() => deleteCommand(runtime.commands, items), [runtime, items]);
  const busy = useStore(command.$busy);
  const error = useStore(command.$error);

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
              void command.confirm();
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
