// The name of a scanned file from the name settings (requirements S4: prefix, separator, date-time
// parts): the dialog's live preview and the simulator's real files use this one function.
import {
  DATE_TIME_PARTS,
  NAME_SEPARATORS,
  SCAN_LIMITS,
  type DateTimePart,
  type ScanSettings,
} from '../api/contract/scanner.ts';

/** The name settings of a scan. */
export type NameSettings = ScanSettings['name'];
/** A file format of a scan. */
export type FileFormat = ScanSettings['fileformat'];

const DATE_PARTS: readonly DateTimePart[] = ['year', 'month', 'day'];
const TIME_PARTS: readonly DateTimePart[] = ['hour', 'minute', 'second'];
/** The stem used when the settings leave the name empty. */
export const DEFAULT_STEM = 'scan';

const EXTENSION: Readonly<Record<FileFormat, string>> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' };

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function partValue(part: DateTimePart, at: Date): string {
  switch (part) {
    case 'year':
      return pad(at.getFullYear(), 4);
    case 'month':
      return pad(at.getMonth() + 1, 2);
    case 'day':
      return pad(at.getDate(), 2);
    case 'hour':
      return pad(at.getHours(), 2);
    case 'minute':
      return pad(at.getMinutes(), 2);
    case 'second':
      return pad(at.getSeconds(), 2);
  }
}

function chunk(parts: readonly DateTimePart[], chosen: readonly DateTimePart[], at: Date): string {
  return parts
    .filter((part) => chosen.includes(part))
    .map((part) => partValue(part, at))
    .join('');
}

/** Whether the format writes one file per page (images) rather than one file for the scan (PDF). */
export function filePerPage(format: FileFormat): boolean {
  return format !== 'pdf';
}

/**
 * The file name: prefix, date (yyyyMMdd of the chosen parts), time (HHmmss of the chosen parts)
 * and, for images, a 3-digit page number, joined by the separator; local time of `at`.
 * `page` is ignored for PDF. The prefix is NFC-normalised and trimmed, so CJK input typed on any
 * system gives the same name.
 */
export function scanFileName(name: NameSettings, format: FileFormat, at: Date, page = 1): string {
  const parts = [
    name.prefix.normalize('NFC').trim(),
    chunk(DATE_PARTS, name.datetime, at),
    chunk(TIME_PARTS, name.datetime, at),
  ].filter((part) => part !== '');
  if (parts.length === 0) parts.push(DEFAULT_STEM);
  if (filePerPage(format)) parts.push(pad(page, 3));
  return `${parts.join(name.separator)}.${EXTENSION[format]}`;
}

const SEPARATOR_KEYS: Readonly<Record<NameSettings['separator'], string>> = {
  _: 'scan.separator.underscore',
  '-': 'scan.separator.hyphen',
  '.': 'scan.separator.dot',
  '': 'scan.separator.none',
};

/** The separators the settings form offers, with their label keys, in the order it lists them. */
export const SEPARATOR_CHOICES: readonly {
  readonly value: NameSettings['separator'];
  readonly labelKey: string;
}[] = NAME_SEPARATORS.map((value) => ({ value, labelKey: SEPARATOR_KEYS[value] }));

/** The date-time parts a name may carry, in the order they are written. */
export const NAME_PARTS: readonly DateTimePart[] = DATE_TIME_PARTS;

/** The longest prefix (characters). */
export const PREFIX_MAX: number = SCAN_LIMITS.prefix;

/** The name's parts with `part` ticked (`on`) or unticked, kept in the written order. */
export function withPart(
  parts: readonly DateTimePart[],
  part: DateTimePart,
  on: boolean,
): DateTimePart[] {
  const rest = parts.filter((p) => p !== part);
  return on ? NAME_PARTS.filter((p) => p === part || rest.includes(p)) : rest;
}
