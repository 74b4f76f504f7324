// The File logs view's logic (requirements X29): its query, its pages, and the CSV download built
// from the export call with the user's language (src/lib/files/activity.ts writes the CSV).
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import { exportLogs, listLogs, type logEntry } from '../api/contract/file-logs.ts';
import { logsCsv, logsFileName, shareDetailOf, type ActivityAction } from '../files/activity.ts';
import type { TFunction } from '../i18n/t.ts';
import type { LogSubject } from './logs-action.ts';
import { dateTimeFormat } from '../i18n/dates.ts';

/** One entry as the calls send it. */
export type LogEntry = InferOutput<typeof logEntry>;

/** The view's filters: an action, a user id, or all. */
export interface LogFilter {
  readonly action: ActivityAction | null;
  readonly user: number | null;
}

/** The request of the list and export calls. */
export function logQuery(subject: Pick<LogSubject, 'kind' | 'seq'>, filter: LogFilter) {
  return {
    kind: subject.kind,
    seq: subject.seq,
    ...(filter.action === null ? {} : { action: filter.action }),
    ...(filter.user === null ? {} : { user: filter.user }),
  };
}

/** One page of a log: its entries, how many there are in all, and everyone who appears in it. */
export interface LogPage {
  readonly total: number;
  readonly entries: readonly LogEntry[];
  readonly users: readonly { id: number; name: string }[];
}

/** The page `page` (from 1) of the filtered log, `perPage` entries a page, newest first. */
export async function loadLogPage(
  client: ApiClient,
  subject: Pick<LogSubject, 'kind' | 'seq'>,
  filter: LogFilter,
  page: number,
  perPage: number,
): Promise<LogPage> {
  const answer = await client.call(
    listLogs,
    { ...logQuery(subject, filter), page, per_page: perPage },
    { onFailure: 'caller' },
  );
  return { total: answer.total, entries: answer.entries, users: answer.users };
}

/** The latest `count` entries of an item's log (the details panel's activity part). */
export async function latestLogs(
  client: ApiClient,
  subject: Pick<LogSubject, 'kind' | 'seq'>,
  count: number,
): Promise<readonly LogEntry[]> {
  const answer = await client.call(
    listLogs,
    { kind: subject.kind, seq: subject.seq, per_page: count },
    { onFailure: 'caller' },
  );
  return answer.entries;
}

/** How many pages `total` entries fill (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A log time as the user's locale writes a date and time (seconds shown: entries follow fast). */
export function logTime(locale: string, at: number): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

/** An entry's detail as the user reads it: share codes in their language (requirements X38). */
export function logDetail(entry: Pick<LogEntry, 'action' | 'detail'>, t: TFunction): string {
  const share = shareDetailOf(entry.action, entry.detail);
  return share === null
    ? entry.detail
    : t(`files.logs.detail.${share.code}`, { count: share.count });
}

/**
 * Who an entry names as its actor: the user, or a visitor through an upload-request link, named
 * with the link's maker in the reader's language (requirements X43).
 */
export function logUser(entry: Pick<LogEntry, 'user' | 'via'>, t: TFunction): string {
  return entry.via === 'upload_link'
    ? t('files.logs.visitorViaLink', { name: entry.user })
    : entry.user;
}

/** The CSV text of entries, with the labels of the language. */
export function csvOf(entries: readonly LogEntry[], t: TFunction, locale: string): string {
  const lines = entries.map((entry) => ({
    ...entry,
    user: logUser(entry, t),
    detail: logDetail(entry, t),
  }));
  return logsCsv(lines, {
    headers: [
      t('files.logs.col.at'),
      t('files.logs.col.user'),
      t('files.logs.col.action'),
      t('files.logs.col.kind'),
      t('files.logs.col.name'),
      t('files.logs.col.detail'),
    ],
    action: (action) => t(`files.logs.actions.${action}`),
    kind: (kind) => t(kind === 'folder' ? 'files.logs.kindFolder' : 'files.logs.kindFile'),
    date: (at) => logTime(locale, at),
  });
}

/** The CSV download of the filtered log: its file name, text, and whether entries were left out. */
export async function logsDownload(
  client: ApiClient,
  subject: LogSubject,
  filter: LogFilter,
  t: TFunction,
  locale: string,
  today: Date,
): Promise<{ fileName: string; text: string; truncated: boolean }> {
  const answer = await client.call(exportLogs, logQuery(subject, filter), {
    onFailure: 'caller',
    maxBytes: 16 * 1024 * 1024,
  });
  return {
    fileName: logsFileName(answer.name, today.toISOString().slice(0, 10)),
    text: csvOf(answer.entries, t, locale),
    truncated: answer.truncated,
  };
}
