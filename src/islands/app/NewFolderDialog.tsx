// "New folder": the name (and fax fields in fax folders) with their messages inline and the
// server's refusal in the dialog; the checks, the call and what follows are the new-folder command's.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { checkNewFolder, newFolderCommand } from '../../lib/explorer/new-folder.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';

/** The dialog, opened with the folder the new one goes in. */
export function NewFolderDialog({
  props: target,
  modal,
}: ModalViewProps<DialogProps['new-folder']>): ReactElement {
  const { runtime, t } = useApp();
  const { fax } = target;
  const [name, setName] = useState('');
  const [faxNumber, setFaxNumber] = useState('');
  const [faxName, setFaxName] = useState('');
  const [touched, setTouched] = useState(false);
  const input = { name, faxNumber, faxName };
  const check = checkNewFolder(input, fax);
  const nameError = touched && check.nameError !== null ? t(check.nameError) : null;
  const command = useMemo(() => newFolderCommand(runtime.commands, target), [runtime, target]);
  const busy = useStore(command.$busy);
  const error = useStore(command.$error);

  const submit = (): void => {
    setTouched(true);
    void command.submit(input);
  };

  return (
    <Modal
      title={t('files.newFolder.title')}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose}>
            {t('files.newFolder.cancel')}
          </Button>
          <Button type="submit" form="new-folder-form" busy={busy}>
            {t('files.newFolder.create')}
          </Button>
        </>
      }
    >
      <form
        id="new-folder-form"
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {error !== null && <InlineMessage>{messageText(error, t)}</InlineMessage>}
        <TextField
          label={t('files.newFolder.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            command.clearError();
          }}
          onBlur={() => {
            if (name !== '') setTouched(true);
          }}
          error={nameError}
          required
          autoComplete="off"
          maxLength={255}
        />
        {fax && (
          <>
            <TextField
              label={t('files.newFolder.faxNumber')}
              value={faxNumber}
              onChange={setFaxNumber}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              maxLength={32}
              error={touched && check.faxNumberMissing ? t('files.newFolder.faxRequired') : null}
            />
            <TextField
              label={t('files.newFolder.faxName')}
              value={faxName}
              onChange={setFaxName}
              autoComplete="off"
              required
              error={touched && check.faxNameMissing ? t('files.newFolder.faxRequired') : null}
            />
          </>
        )}
      </form>
    </Modal>
  );
}
