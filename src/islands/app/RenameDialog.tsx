// "Rename" (issue 15 item 1), loaded on demand: the name with its base selected (not the
// extension), the name rules checked as the user types once they tried, an extension change
// confirmed by a second press, the server's refusal shown inline with what was typed kept, and on
// success the row shows the new name where it was, with the focus back on the list.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import type { DialogProps } from '../../lib/explorer/dialogs.ts';
import { renameCommand } from '../../lib/explorer/rename-command.ts';
import { markResultsStale } from '../../lib/explorer/search-actions.ts';
import { NAME_PROBLEM_KEYS } from '../../lib/files/names.ts';
import {
  baseNameRange,
  checkRename,
  extensionChange,
  type RenameRefusal,
} from '../../lib/files/rename.ts';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { closeModal } from '../../lib/ui/modals.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { Modal } from '../ui/Modal.tsx';
import type { ModalViewProps } from '../ui/ModalHost.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useApp } from './context.ts';
import { loadedItems } from './loaded-items.ts';

const RULE_KEYS: Readonly<Record<RenameRefusal, string>> = {
  ...NAME_PROBLEM_KEYS,
  duplicate: 'files.rename.duplicate',
  irm_extension: 'files.rename.irm',
};

/** The dialog; `props.item` is the entry to rename. */
export function RenameDialog({
  props: { item, siblings: given },
  modal,
}: ModalViewProps<DialogProps['rename']>): ReactElement {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const original = item.name;
  const kind = item.kind;
  const [name, setName] = useState(original);
  const [touched, setTouched] = useState(false);
  // The name whose extension change the user was told about: pressing Rename again confirms it.
  const [warned, setWarned] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The name last sent, for the server's refusal (which names it).
  const [submitted, setSubmitted] = useState('');

  useEffect(() => {
    const [start, end] = baseNameRange(kind, original);
    input.current?.setSelectionRange(start, end);
  }, [kind, original]);

  const siblings = useMemo(() => {
    if (given !== undefined) return given;
    const state = explorer.$list.get()?.$state.get();
    return state === undefined ? [] : loadedItems(state).map((entry) => entry.name);
  }, [explorer, given]);
  const check = checkRename(name, { kind, name: original, siblings });
  const ruleError = touched && !check.ok ? t(RULE_KEYS[check.reason], { name }) : null;
  const checkedName = check.ok ? check.name : null;
  const change =
    kind === 'file' && checkedName !== null ? extensionChange(original, checkedName) : null;

  const form = useMemo(() => renameCommand(runtime.client, item), [runtime, item]);
  const busy = useStore(form.$busy);
  const error = useStore(form.$error);

  const submit = async (): Promise<void> => {
    setTouched(true);
    if (!check.ok) return;
    if (check.unchanged) {
      closeModal();
      return;
    }
    if (change !== null && warned !== check.name) {
      setWarned(check.name);
      return;
    }
    setSubmitted(check.name);
    const result = await form.submit(check.name);
    if (result.status !== 'done') return;
    const renamed = result.value;
    // The row keeps its place (and so the selection and focus) until the list is loaded again.
    if (explorer.$list.get()?.replace((entry) => entry.key === item.key, renamed) !== true) {
      explorer.refresh();
    }
    markResultsStale();
    closeModal();
    toast(t('files.rename.done', { name: renamed.name }), { tone: 'success' });
    // After the dialog hands the focus back to its opener: the list, on the renamed row.
    setTimeout(() => {
      document.querySelector<HTMLElement>('.fx-grid')?.focus();
    }, 0);
  };

  const none = t('files.rename.noExtension');
  return (
    <Modal
      title={t('files.rename.title')}
      closeLabel={t('app.close')}
      onClose={modal.onClose}
      dismissible={modal.dismissible}
      raiseKey={modal.raiseKey}
      initialFocus={input}
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose}>
            {t('files.rename.cancel')}
          </Button>
          <Button type="submit" form="rename-form" busy={busy}>
            {t('files.rename.submit')}
          </Button>
        </>
      }
    >
      <form
        id="rename-form"
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error !== null && (
          <InlineMessage>
            {messageText(error, (key, vars) => t(key, { name: submitted, ...vars }))}
          </InlineMessage>
        )}
        {change !== null && warned === checkedName && (
          <InlineMessage tone="info">
            {t('files.rename.extension', {
              from: change.from === '' ? none : change.from,
              to: change.to === '' ? none : change.to,
            })}
          </InlineMessage>
        )}
        <TextField
          ref={input}
          label={t('files.rename.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            form.clearError();
          }}
          onBlur={() => {
            if (name !== original) setTouched(true);
          }}
          error={ruleError}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
        />
      </form>
    </Modal>
  );
}
