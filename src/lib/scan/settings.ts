// The scan settings model: defaults, what a scanner offers, and validation of the user's draft
// (the prefix follows the name rule: requirements S4).
import {
  COLOR_MODES,
  DATE_TIME_PARTS,
  FILE_FORMATS,
  RESOLUTIONS,
  SCAN_LIMITS,
  SCAN_SIDES,
  type ScanOptions,
  type ScanSettings,
} from '../api/contract/scanner.ts';
import { INVALID_NAME_CHARS } from '../files/names.ts';

/** The settings a dialog starts with before the scanner's own are read. */
export const DEFAULT_SETTINGS: ScanSettings = {
  colormode: 'color',
  scanside: 'simplex',
  resolution: 300,
  fileformat: 'pdf',
  name: { prefix: 'Scan', separator: '_', datetime: ['year', 'month', 'day', 'hour', 'minute'] },
};

/** Every option, for a scanner that does not narrow them. */
export const ALL_OPTIONS: ScanOptions = {
  colormode: [...COLOR_MODES],
  scanside: [...SCAN_SIDES],
  resolution: [...RESOLUTIONS],
  fileformat: [...FILE_FORMATS],
};

/** What can be wrong with a draft; each maps to a translation key `scan.problem.<name>`. */
export type SettingsProblem =
  'prefixInvalid' | 'prefixTooLong' | 'colormode' | 'scanside' | 'resolution' | 'fileformat';

function hasControl(text: string): boolean {
  return Array.from(text).some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

/** The problems of a draft against a scanner's options; empty when it can be sent. */
export function settingsProblems(settings: ScanSettings, options: ScanOptions): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const prefix = settings.name.prefix.normalize('NFC');
  if (INVALID_NAME_CHARS.some((c) => prefix.includes(c)) || hasControl(prefix)) {
    problems.push('prefixInvalid');
  }
  if (Array.from(prefix).length > SCAN_LIMITS.prefix) problems.push('prefixTooLong');
  if (!options.colormode.includes(settings.colormode)) problems.push('colormode');
  if (!options.scanside.includes(settings.scanside)) problems.push('scanside');
  if (!options.resolution.includes(settings.resolution)) problems.push('resolution');
  if (!options.fileformat.includes(settings.fileformat)) problems.push('fileformat');
  return problems;
}

function fit<T>(value: T, offered: readonly T[]): T {
  return offered.includes(value) || offered[0] === undefined ? value : offered[0];
}

/** The draft moved onto what the scanner offers (first offered value where it differs). */
export function fitToOptions(settings: ScanSettings, options: ScanOptions): ScanSettings {
  return {
    ...settings,
    colormode: fit(settings.colormode, options.colormode),
    scanside: fit(settings.scanside, options.scanside),
    resolution: fit(settings.resolution, options.resolution),
    fileformat: fit(settings.fileformat, options.fileformat),
  };
}

/** The settings to send: prefix NFC-normalised and trimmed, date-time parts in order, no repeats. */
export function normaliseSettings(settings: ScanSettings): ScanSettings {
  return {
    ...settings,
    name: {
      ...settings.name,
      prefix: settings.name.prefix.normalize('NFC').trim(),
      datetime: DATE_TIME_PARTS.filter((part) => settings.name.datetime.includes(part)),
    },
  };
}
