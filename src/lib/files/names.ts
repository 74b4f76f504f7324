// File and folder names (requirements X9, V7, X13): the folder-name rule, the extension split with
// its .irm rule, and the binary size display.

/** The characters a file or folder name may not hold. */
export const INVALID_NAME_CHARS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;
/** The message of an invalid name, exactly as the spec words it. */
export const INVALID_NAME_MESSAGE =
  'File(Folder) name includes the invalid characters. (\\ / : * ? " < > |)';
/** The longest name accepted (defined by us; common file systems allow 255). */
export const MAX_NAME_LENGTH = 255;

/** Why a name is refused; each reason has its own message in `files.name.*` (app locales). */
export type NameProblem =
  | 'empty'
  | 'invalid_chars'
  | 'control_chars'
  | 'bidi_chars'
  | 'dot_name'
  | 'trailing_dot_space'
  | 'reserved'
  | 'too_long';

/** The app-locale key of each refusal's message (requirements X9: the spec's message for empty and \ / : …). */
export const NAME_PROBLEM_KEYS = {
  empty: 'files.newFolder.invalid',
  invalid_chars: 'files.newFolder.invalid',
  control_chars: 'files.newFolder.controlChars',
  bidi_chars: 'files.newFolder.bidiChars',
  dot_name: 'files.newFolder.dotName',
  trailing_dot_space: 'files.newFolder.trailing',
  reserved: 'files.newFolder.reserved',
  too_long: 'files.newFolder.tooLong',
} as const satisfies Record<NameProblem, string>;

/** A name checked against the rule: NFC-normalised when valid. */
export type NameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly reason: NameProblem };

/** NFC form of a name, so `が` typed on macOS (decomposed) and on Windows compare equal. */
export function normaliseName(name: string): string {
  return name.normalize('NFC');
}

// C0, DEL, C1 (\p{Cc}) and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// Bidi embeddings and overrides (U+202A–202E) and isolates (U+2066–2069): they make
// `evil\u202Etxt.exe` read as `evilexe.txt`.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/u;
// Nothing visible: only white space and default-ignorable characters (zero-width space, joiners…).
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;
// Windows device names, with or without an extension (`nul.txt`, `COM1 .log`).
const RESERVED =
  /^(con|prn|aux|nul|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3])\s*(\..*)?$/iu;

/**
 * Checks a file or folder name (requirements X9, hardened): one or more visible characters, none of
 * \ / : * ? " < > |, no control or bidi characters, not `.` or `..`, no trailing dot or white
 * space, not a Windows device name, at most 255 characters. The server applies the same rule.
 */
export function checkName(raw: string): NameCheck {
  const name = normaliseName(raw);
  const fail = (reason: NameProblem): NameCheck => ({ ok: false, reason });
  if (INVISIBLE.test(name)) return fail('empty');
  if (CONTROL.test(name)) return fail('control_chars');
  if (BIDI.test(name)) return fail('bidi_chars');
  if (INVALID_NAME_CHARS.some((c) => name.includes(c))) return fail('invalid_chars');
  if (name === '.' || name === '..') return fail('dot_name');
  if (/[.\s]$/u.test(name)) return fail('trailing_dot_space');
  if (RESERVED.test(name)) return fail('reserved');
  if (Array.from(name).length > MAX_NAME_LENGTH) return fail('too_long');
  return { ok: true, name };
}

/**
 * The key two names in one folder clash on: NFC, then full case folding (`straße` = `STRASSE`,
 * `ﬁle` = `FILE`), approximated by upper- then lower-casing, which JavaScript does without locale.
 */
export function foldName(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
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
