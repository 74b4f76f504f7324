// Renaming a file or folder: the name rule of requirements X9 for both (NFC-normalised), a name
// already used in the folder (case-insensitive), the extension kept unless changed on purpose, and
// the .irm rule (requirements X16: a trailing .irm is special, the previous extension is kept as well):
// an IRM-protected file keeps its `.<ext>.irm` ending, and no file becomes one by a rename.
import { checkName, foldName, splitExtension, type NameProblem } from './names.ts';

/** Why a new name is refused. */
export type RenameRefusal = NameProblem | 'duplicate' | 'irm_extension';

/** A new name checked: NFC-normalised when accepted; `unchanged` when it is the same name. */
export type RenameCheck =
  | { readonly ok: true; readonly name: string; readonly unchanged: boolean }
  | { readonly ok: false; readonly reason: RenameRefusal };

/** What a rename is checked against. */
export interface RenameTarget {
  readonly kind: 'file' | 'folder';
  /** The current name. */
  readonly name: string;
  /** The other names in the folder (the item's own name may be among them; it is ignored). */
  readonly siblings?: Iterable<string>;
}

/** The key names are compared by: NFC and full case folding (as the server's name_key). */
export const nameKey = foldName;

/** The IRM ending of a file name (`.pdf.irm`, lower case), or null. */
function irmEnding(name: string): string | null {
  const split = splitExtension(name);
  return split.irm ? `.${split.extension}` : null;
}

/** Checks the new name of a file or folder. */
export function checkRename(raw: string, target: RenameTarget): RenameCheck {
  const checked = checkName(raw);
  if (!checked.ok) return checked;
  const { name } = checked;
  const current = target.name.normalize('NFC');
  if (name === current) return { ok: true, name, unchanged: true };
  if (target.kind === 'file' && irmEnding(name) !== irmEnding(current)) {
    return { ok: false, reason: 'irm_extension' };
  }
  const key = nameKey(name);
  const own = nameKey(current);
  for (const sibling of target.siblings ?? []) {
    const other = nameKey(sibling);
    if (other === key && other !== own) return { ok: false, reason: 'duplicate' };
  }
  return { ok: true, name, unchanged: false };
}

/** The extension a name ends with as typed (`.PDF`, `.pdf.irm`), or '' for none. */
function typedExtension(name: string): string {
  const { extension } = splitExtension(name);
  return extension === '' ? '' : name.slice(name.length - extension.length - 1);
}

/**
 * The extension change a new file name makes, or null when it keeps the extension (in any
 * case): the dialog then asks the user to confirm it, so an extension changes only on purpose.
 */
export function extensionChange(
  current: string,
  next: string,
): { readonly from: string; readonly to: string } | null {
  const from = typedExtension(current.normalize('NFC'));
  const to = typedExtension(next.normalize('NFC'));
  return from.toLowerCase() === to.toLowerCase() ? null : { from, to };
}

/** The part of the name selected when editing starts: a file's base name, a folder's whole name. */
export function baseNameRange(kind: 'file' | 'folder', name: string): readonly [number, number] {
  if (kind === 'folder') return [0, name.length];
  const extension = typedExtension(name);
  return [0, name.length - (extension === '' ? 0 : extension.length)];
}
