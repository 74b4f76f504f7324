// Renaming in the row (requirements X16): on a wide screen with a fine pointer, F2 (and the menu's
// Rename) edits the name in the list row itself; phones and touch keep the dialog. Enter saves,
// Escape cancels; the name rules and the server's refusals read as in the dialog (the call is
// rename-command.ts's).
import { NAME_PROBLEM_KEYS } from '../files/names.ts';
import { checkRename, extensionChange, type RenameRefusal } from '../files/rename.ts';
import type { ExplorerItem } from './items.ts';

/** The translation key of each refusal of the name rules (its text takes `{{name}}`). */
export const RENAME_RULE_KEYS: Readonly<Record<RenameRefusal, string>> = {
  ...NAME_PROBLEM_KEYS,
  duplicate: 'files.rename.duplicate',
  irm_extension: 'files.rename.irm',
};

/** Whether a rename edits the row: the list view on a wide screen with a fine pointer. */
export function renamesInline(env: {
  readonly wide: boolean;
  readonly coarsePointer: boolean;
  readonly view: 'list' | 'grid';
}): boolean {
  return env.wide && !env.coarsePointer && env.view === 'list';
}

/** What pressing Enter on a typed name does. */
export type RenameStep =
  /** The same name: nothing to send, the editor closes. */
  | { readonly type: 'close' }
  /** A rule refuses it: the key (with `{{name}}`) shown under the field. */
  | { readonly type: 'refuse'; readonly key: string }
  /** The extension changes: told once, Enter again on the same name confirms. */
  | { readonly type: 'confirm'; readonly name: string; readonly from: string; readonly to: string }
  | { readonly type: 'send'; readonly name: string };

/**
 * The step for a typed name: `warned` is the name whose extension change the user was already
 * told about (then it is sent).
 */
export function renameStep(
  typed: string,
  item: Pick<ExplorerItem, 'kind' | 'name'>,
  siblings: Iterable<string>,
  warned: string | null,
): RenameStep {
  const check = checkRename(typed, { kind: item.kind, name: item.name, siblings });
  if (!check.ok) return { type: 'refuse', key: RENAME_RULE_KEYS[check.reason] };
  if (check.unchanged) return { type: 'close' };
  const change = item.kind === 'file' ? extensionChange(item.name, check.name) : null;
  if (change !== null && warned !== check.name) {
    return { type: 'confirm', name: check.name, ...change };
  }
  return { type: 'send', name: check.name };
}
