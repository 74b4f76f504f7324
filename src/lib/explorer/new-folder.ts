// "New folder" as a command: the form's checks (requirements X9), the add call, and what follows it
// (the dialog closes, a toast names the folder, the list reloads); the dialog only renders.
import type { ReadableAtom } from 'nanostores';
import { addFolder } from '../api/contract/files.ts';
import { checkName, NAME_PROBLEM_KEYS } from '../files/names.ts';
import type { Message } from '../api/messages.ts';
import { createFormSubmit } from '../ui/submit.ts';
import { dialogError, type CommandEnv } from './commands.ts';
import type { NewFolderTarget } from './dialogs.ts';

/** What the user typed. */
export interface NewFolderInput {
  readonly name: string;
  readonly faxNumber: string;
  readonly faxName: string;
}

// Requirements X9: a name is one or more characters, otherwise the invalid-characters message; the
// hardened rule's other refusals have their own messages.
const NAME_ERRORS = NAME_PROBLEM_KEYS;

/** The form's findings: the name's message key, the fax fields left empty, and whether to send. */
export interface NewFolderCheck {
  readonly nameError: string | null;
  readonly faxNumberMissing: boolean;
  readonly faxNameMissing: boolean;
  readonly ok: boolean;
}

/** Checks the typed fields; fax fields count only in fax folders. */
export function checkNewFolder(input: NewFolderInput, fax: boolean): NewFolderCheck {
  const name = checkName(input.name);
  const faxNumberMissing = fax && input.faxNumber.trim() === '';
  const faxNameMissing = fax && input.faxName.trim() === '';
  return {
    nameError: name.ok ? null : NAME_ERRORS[name.reason],
    faxNumberMissing,
    faxNameMissing,
    ok: name.ok && !faxNumberMissing && !faxNameMissing,
  };
}

/** The command behind the dialog: busy flag, error and submit. */
export interface NewFolderCommand {
  readonly $busy: ReadableAtom<boolean>;
  readonly $error: ReadableAtom<Message | null>;
  /** Sends a valid form; true when the folder was made (the dialog is then closed). */
  submit(input: NewFolderInput): Promise<boolean>;
  clearError(): void;
}

/** Creates the command for one folder; nothing typed is lost on an error. */
export function newFolderCommand(env: CommandEnv, target: NewFolderTarget): NewFolderCommand {
  const form = createFormSubmit(
    async (input: NewFolderInput, name: string) => {
      const answer = await env.client.call(
        addFolder,
        {
          node: target.node,
          name,
          ...(target.dirSeq === null ? {} : { dir_seq: target.dirSeq }),
          ...(target.fax
            ? { fax_number: input.faxNumber.trim(), fax_name: input.faxName.trim() }
            : {}),
        },
        { onFailure: 'caller' },
      );
      // The spec does not show the answer: without the made folder, the name asked for.
      return answer.folder?.name ?? name;
    },
    // A session failure is told by the client's policy (one alert, then logout).
    { mapError: (error) => dialogError(error) },
  );
  return {
    $busy: form.$busy,
    $error: form.$error,
    clearError() {
      form.clearError();
    },
    async submit(input) {
      const name = checkName(input.name);
      if (!name.ok || !checkNewFolder(input, target.fax).ok) return false;
      const result = await form.submit(input, name.name);
      if (result.status !== 'done') return false;
      env.closeDialog();
      env.toast(env.t('files.newFolder.created', { name: result.value }), { tone: 'success' });
      env.refresh();
      return true;
    },
  };
}
