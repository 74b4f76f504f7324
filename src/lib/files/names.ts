// File and folder names (requirements X9, V7, X13): the folder-name rule, the extension split with
// its .irm rule, and the binary size display.

/** The characters a file or folder name may not hold. */
export const INVALID_NAME_CHARS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;
/** The message of an invalid name, exactly as the spec words it. */
export const INVALID_NAME_MESSAGE =
  'File(Folder) name includes the invalid characters. (\\ / : * ? " < > |)';
/** The longest name accepted (defined by us; common file systems allow 255). */
export const MAX_NAME_LENGTH = 255;

/** A name checked against the rule: NFC-normalised when valid. */
export type NameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid_chars' | 'too_long' };

/** NFC form of a name, so `が` typed on macOS (decomposed) and on Windows compare equal. */
export function normaliseName(name: string): string {
  return name.normalize('NFC');
}

/** Checks a folder (or file) name: one or more characters, none of \ / : * ? " < > |. */
export function checkName(raw: string): NameCheck {
  const name = normaliseName(raw);
  if (name.trim() === '') return { ok: false, reason: 'empty' };
  if (INVALID_NAME_CHARS.some((c) => name.includes(c))) {
    return { ok: false, reason: 'invalid_chars' };
  }
  if (Array.from(name).length > MAX_NAME_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, name };
}

/** A name split into its stem and extension. */
export interface SplitName {
  readonly stem: string;
  /** Lower-case extension; for `a.pdf.irm` it is `pdf.irm`. */
  readonly extension: string;
  /** The extension that says what the content is: `pdf` for `a.pdf.irm`. */
  readonly contentExtension: string;
  /** Whether the file is IRM-protected (a trailing `.irm`). */
  readonly irm: boolean;
}

function lastDot(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : -1;
}

/** Splits a file name; a trailing `.irm` keeps the extension before it as well. */
export function splitExtension(name: string): SplitName {
  const dot = lastDot(name);
  if (dot < 0) return { stem: name, extension: '', contentExtension: '', irm: false };
  const extension = name.slice(dot + 1).toLowerCase();
  const stem = name.slice(0, dot);
  if (extension !== 'irm') return { stem, extension, contentExtension: extension, irm: false };
  const inner = lastDot(stem);
  if (inner < 0) return { stem, extension: 'irm', contentExtension: '', irm: true };
  const content = stem.slice(inner + 1).toLowerCase();
  return {
    stem: stem.slice(0, inner),
    extension: `${content}.irm`,
    contentExtension: content,
    irm: true,
  };
}

const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A size in binary units with one decimal: 512 B, 1.5 KB, 30.0 MB. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1023.95 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit] ?? 'PB'}`;
}
