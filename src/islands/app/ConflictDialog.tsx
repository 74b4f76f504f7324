// A name conflict of a copy or move (requirements X23), loaded on demand: keep both, replace or
// skip, for this item or (checked) for every conflict that remains; closing it skips the rest.
import { useRef, useState, type ReactElement } from 'react';
import type { ConflictChoice } from '../../lib/explorer/copy-move.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { Button } from '../ui/Button.tsx';
import { NamedText } from '../ui/FileName.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { useApp } from './context.ts';
import './copy-move.css';

/** The dialog. */
export function ConflictDialog({
  props: { name, remaining, onAnswer },
  modal,
}: ModalViewProps<DialogProps['copy-move-conflict']>): ReactElement {
  const { t } = useApp();
  const [all, setAll] = useState(true);
  const answered = useRef(false);
  const keep = useRef<HTMLButtonElement>(null);
  const answer = (choice: ConflictChoice | null): void => {
    if (answered.current) return;
    answered.current = true;
    closeModal();
    onAnswer(choice);
  };
  return (
    <Modal
      title={t('files.copyMove.conflictTitle')}
      closeLabel={t('app.close')}
      onClose={() => {
        answer(null);
        modal.onClose();
      }}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={keep}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              answer({ policy: 'skip', all });
            }}
          >
            {t('files.copyMove.skip')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              answer({ policy: 'replace', all });
            }}
          >
            {t('files.copyMove.replace')}
          </Button>
          <Button
            ref={keep}
            onClick={() => {
              answer({ policy: 'keep_both', all });
            }}
          >
            {t('files.copyMove.keepBoth')}
          </Button>
        </>
      }
    >
      <p>
        <NamedText text={t('files.copyMove.conflict', { name })} name={name} />
      </p>
      {remaining > 1 && (
        <label className="fx-conflict__all">
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => {
              setAll(event.currentTarget.checked);
            }}
          />
          {t('files.copyMove.applyAll', { count: remaining })}
        </label>
      )}
    </Modal>
  );
}
