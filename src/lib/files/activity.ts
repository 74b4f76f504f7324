// File logs (requirements X29): the actions the server records, and the CSV export of a log with a
// byte order mark (so Excel reads Japanese and Korean) and cells neutralised against formula
// injection (security K38). Shared by the app and the server.

/** The recorded actions, in the order the filter lists them. */
export const ACTIVITY_ACTIONS = [
  'upload',
  'download',
  'preview',
  'rename',
  'move',
  'share',
  'lock',
  'unlock',
  'tag',
  'untag',
  'delete',
  'restore',
  'unfreeze',
] as const;
/** One recorded action. */
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * The details of `share` entries (requirements X38): codes, so the view and the CSV write them in
 * the user's language; a mail's detail adds its recipient count (`mail_sent:3`).
 */
export const SHARE_DETAILS = [
  'link_created',
  'link_changed',
  'link_revoked',
  'mail_sent',
  'request_created',
  'request_revoked',
] as const;
/** One share detail code. */
export type ShareDetail = (typeof SHARE_DETAILS)[number];

/** A share entry's detail as its code and count, or null for any other text. */
export function shareDetailOf(
  action: ActivityAction,
  detail: string,
): { code: ShareDetail; count: number } | null {
  if (action !== 'share') return null;
  const [code = '', count = '0'] = detail.split(':');
  const known = SHARE_DETAILS.find((d) => d === code);
  return known === undefined || !/^\d{1,6}$/.test(count)
    ? null
    : { code: known, count: Number(count) };
}

/** Whether a text names an action. */
export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

/** The byte order mark that tells Excel a CSV is UTF-8. */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would read as a formula (or a DDE call): =, +, -, @, or a tab or carriage
// return before one of them.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-looking text gets a leading apostrophe; quotes where the text needs them. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: the BOM, then rows of cells separated by commas and CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One log entry as the CSV (and the view) reads it. */
export interface LogLine {
  readonly at: number;
  readonly user: string;
  readonly action: ActivityAction;
  readonly kind: 'file' | 'folder';
  readonly name: string;
  readonly detail: string;
}

/** Column titles and texts of the user's language. */
export interface LogCsvLabels {
  readonly headers: readonly [string, string, string, string, string, string];
  readonly action: (action: ActivityAction) => string;
  readonly kind: (kind: 'file' | 'folder') => string;
  readonly date: (at: number) => string;
}

/** The CSV of log lines: when, who, action, kind, name, detail. */
export function logsCsv(lines: readonly LogLine[], labels: LogCsvLabels): string {
  return toCsv([
    labels.headers,
    ...lines.map((line) => [
      labels.date(line.at),
      line.user,
      labels.action(line.action),
      labels.kind(line.kind),
      line.name,
      line.detail,
    ]),
  ]);
}

/** The CSV's file name: the item's name without characters file systems refuse, and the day. */
export function logsFileName(name: string, day: string): string {
  const base = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 100) || 'logs';
  return `${base}-logs-${day}.csv`;
}
