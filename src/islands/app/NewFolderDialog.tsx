// "New folder": the name rule checked as the user types its message inline, fax fields for fax
// folders, the server's refusal shown in the dialog, and nothing typed is lost on an error.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactElement } from 'react';
import { addFolder } from '../../lib/api/contract/files.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { messageOf } from '../../lib/api/failures.ts';
import { messageText } from '../../lib/api/messages.ts';
import { checkName, NAME_PROBLEM_KEYS } from '../../lib/files/names.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { createFormSubmit } from '../../lib/ui/submit.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';
import { FILE_FAILURES } from './runtime.ts';

/** The modal id. */
export const NEW_FOLDER_MODAL = 'new-folder';

// Requirements X9: a name is one or more characters, otherwise the invalid-characters message; the
// hardened rule's other refusals have their own messages.
const NAME_ERRORS = NAME_PROBLEM_KEYS;

/** The dialog; `props.node`, `props.dirSeq` and `props.fax` come from `openModal`. */
export function NewFolderDialog({ props, modal }: ModalViewProps): ReactElement {
  const { runtime, t } = useApp();
  const node = typeof props['node'] === 'string' ? props['node'] : '';
  const dirSeq = typeof props['dirSeq'] === 'string' ? props['dirSeq'] : null;
  const fax = props['fax'] === true;
  const [name, setName] = useState('');
  const [faxNumber, setFaxNumber] = useState('');
  const [faxName, setFaxName] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkName(name);
  const nameError = touched && !check.ok ? t(NAME_ERRORS[check.reason]) : null;
  const faxError = touched && fax && (faxNumber.trim() === '' || faxName.trim() === '');

  const form = useMemo(
    () =>
      createFormSubmit(
        async (request: { name: string; faxNumber: string; faxName: string }) => {
          const answer = await runtime.client.call(
            addFolder,
            {
              node,
              name: request.name,
              ...(dirSeq === null ? {} : { dir_seq: Number(dirSeq) }),
              ...(fax
                ? { fax_number: request.faxNumber.trim(), fax_name: request.faxName.trim() }
                : {}),
            },
            { onFailure: 'caller' },
          );
          return answer.folder.name;
        },
        {
          // A session failure is told by the client's policy (one alert, then logout).
          mapError: (error) =>
            isApiError(error) && error.kind === 'session' ? null : messageOf(error, FILE_FAILURES),
        },
      ),
    [runtime, node, dirSeq, fax],
  );
  const busy = useStore(form.$busy);
  const error = useStore(form.$error);

  const submit = async (): Promise<void> => {
    setTouched(true);
    if (!check.ok || (fax && (faxNumber.trim() === '' || faxName.trim() === ''))) return;
    const result = await form.submit({ name: check.name, faxNumber, faxName });
    if (result.status === 'done') {
      closeModal();
      toast(t('files.newFolder.created', { name: result.value }), { tone: 'success' });
      runtime.explorer.refresh();
    }
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
          void submit();
        }}
      >
        {error !== null && <InlineMessage>{messageText(error, t)}</InlineMessage>}
        <TextField
          label={t('files.newFolder.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            form.clearError();
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
              error={faxError && faxNumber.trim() === '' ? t('files.newFolder.faxRequired') : null}
            />
            <TextField
              label={t('files.newFolder.faxName')}
              value={faxName}
              onChange={setFaxName}
              autoComplete="off"
              required
              error={faxError && faxName.trim() === '' ? t('files.newFolder.faxRequired') : null}
            />
          </>
        )}
      </form>
    </Modal>
  );
}
