// File logs (requirements X29; the spec names File Logs Management and a CSV download verb, but
// shows no call): ours, under {api}/v2/file/logs. The reference server records who uploaded,
// downloaded, previewed, renamed, moved, shared, locked, tagged, deleted and restored an item and
// when; these calls read it for one file, or for a folder (the folder and what is directly in
// it). Both need the matrix's File Logs Management row on the item's folder (Master, PrivAll;
// not in the document box); refusals answer `success: false` with a message.
import * as v from 'valibot';
import { ACTIVITY_ACTIONS } from '../../files/activity.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { formInt, seqField } from './files.ts';

/** Entries per page of the view. */
export const LOG_PAGE_MAX = 100;
/** Entries the CSV export carries at most. */
export const LOG_EXPORT_MAX = 10_000;

/** Whose log: a file (file_seq) or a folder (dir_seq), with the optional filters. */
const logQuery = {
  kind: v.picklist(['file', 'folder']),
  seq: seqField,
  /** Only this action. */
  action: v.optional(v.picklist(ACTIVITY_ACTIONS)),
  /** Only this user's entries (an id from `users`). */
  user: v.optional(seqField),
};

/**
 * One entry: when, who, what, on which item (its name then), and a detail (a new name, a tag).
 */
export const logEntry = v.object({
  id: v.number(),
  at: v.number(),
  user_id: v.nullable(v.number()),
  user: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  kind: v.picklist(['file', 'folder']),
  name: v.string(),
  detail: v.string(),
  /**
   * How an entry without a user came (requirements X43): `upload_link`, a visitor through an
   * upload-request link; `user` is then the link's maker.
   */
  via: v.optional(v.picklist(['upload_link'])),
});

/** GET {api}/v2/file/logs — one page of a log, newest first, and everyone who appears in it. */
export const listLogs = defineEndpoint({
  name: 'logs.list',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/file/logs',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({
    ...logQuery,
    page: v.optional(formInt(1, 100_000)),
    per_page: v.optional(formInt(1, LOG_PAGE_MAX)),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      name: v.string(),
      total: v.number(),
      page: v.number(),
      per_page: v.number(),
      entries: v.array(logEntry),
      users: v.array(v.object({ id: v.number(), name: v.string() })),
    }),
  ),
});

/**
 * GET {api}/v2/file/logs/export — every entry of the filtered log (newest first, at most
 * LOG_EXPORT_MAX; `truncated` says when there were more). The app writes them as the CSV
 * download (the spec's "CSV download via blob"), labelled in the user's language.
 */
export const exportLogs = defineEndpoint({
  name: 'logs.export',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/file/logs/export',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object(logQuery),
  response: orFailure(
    v.object({
      success: v.literal(true),
      name: v.string(),
      entries: v.array(logEntry),
      truncated: v.boolean(),
    }),
  ),
});

/** The file-log calls, for the contract's list. */
export const fileLogEndpoints = [listLogs, exportLogs] as const;
