// The workflow download dialog: the files need approval, so the user sends a request.
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactElement } from 'react';
import {
  createWorkflowForm,
  WORKFLOW_COMMENT_MAX,
  type WorkflowKind,
} from '../../lib/downloads/workflow.ts';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { createT } from '../../lib/i18n/t.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { DownloadContext } from './start-download.ts';
import './download.css';

/** The workflow dialog, registered under DIALOG.workflowDownload. */
export function WorkflowDownloadModal({
  view,
  ctx,
}: {
  view: ModalViewProps<DialogProps['workflow-download']>;
  ctx: DownloadContext;
}): ReactElement {
  const t = createT(ctx.strings, ctx.locale);
  const { fileSeqs } = view.props;
  const [form] = useState(() => createWorkflowForm(ctx.client, fileSeqs));
  const kind = useStore(form.$kind);
  const comment = useStore(form.$comment);
  const sent = useStore(form.$sent);
  const busy = useStore(form.submit.$busy);
  const error = useStore(form.submit.$error);
  const formId = useId();
  const count = fileSeqs.length;
  const title = t('download.wfTitle');

  if (sent !== null) {
    return (
      <Modal
        {...view.modal}
        title={title}
        closeLabel={t('viewer.close')}
        footer={
          <Button data-autofocus="" onClick={view.modal.onClose}>
            {t('viewer.close')}
          </Button>
        }
      >
        <InlineMessage tone="success">
          {t('download.wfSent', { approver: sent.approverName })}
        </InlineMessage>
      </Modal>
    );
  }
  const kinds: readonly [WorkflowKind, string][] = [
    ['download', t('download.wfKindDownload')],
    ['review', t('download.wfKindReview')],
  ];
  return (
    <Modal
      {...view.modal}
      title={title}
      closeLabel={t('viewer.close')}
      footer={
        <>
          <Button variant="secondary" onClick={view.modal.onClose}>
            {t('download.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('download.wfSubmit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit.submit();
        }}
      >
        <p>{t('download.wfIntro', { count })}</p>
        {error !== null && <InlineMessage>{messageText(error, t)}</InlineMessage>}
        <fieldset className="app-download__kinds">
          <legend>{t('download.wfKind')}</legend>
          {kinds.map(([value, label]) => (
            <label key={value} className="app-download__kind">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  form.$kind.set(value);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('download.wfComment')}
          value={comment}
          maxLength={WORKFLOW_COMMENT_MAX}
          onChange={(value) => {
            form.$comment.set(value);
            form.submit.clearError();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
          }}
        />
      </form>
    </Modal>
  );
}
