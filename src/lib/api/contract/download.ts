// Downloads (requirements D1–D7): one file, the note of a file, and zips (the object-task calls and
// the v2 item zip). Every download_url is single-use and expires after a few minutes.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure, text } from './common.ts';
import { commaSeqs, seqField, seqList } from './files.ts';

/** A signed download link (fields besides download_url defined by us). */
const link = v.object({
  success: v.literal(true),
  download_url: v.string(),
  file_name: v.string(),
  /** Epoch milliseconds after which the link no longer works. */
  expires_at: v.number(),
});

/** POST {downloader}/v2/files/download — a link to one file (by file_seq or reginfo). */
export const downloadFile = defineEndpoint({
  name: 'download.file',
  method: 'POST',
  host: 'downloader',
  path: '/v2/files/download',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seq: v.optional(seqField), reginfo: v.optional(text(64)) }),
  response: orFailure(link),
});

/** POST /item/note/download/ — the note of a file as a UTF-8 text download. */
export const downloadNote = defineEndpoint({
  name: 'download.note',
  method: 'POST',
  host: 'page',
  path: '/item/note/download/',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ fileid: seqField }),
  response: orFailure(link),
});

/** Zip task status: 0 ready, 1 processing, 3 completed (2 only from legacy servers). */
export const zipStatus = v.picklist([0, 1, 2, 3]);

/** GET {api}/app/object_task/init/zip — a new zip task's key. */
export const initZip = defineEndpoint({
  name: 'zip.init',
  method: 'GET',
  host: 'api',
  path: '/app/object_task/init/zip',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), task_key: v.string() })),
});

/**
 * POST /app/object_task/zip — starts the task. target_file and target_dir are comma lists of
 * file_seq and dir_seq; access_token is accepted for compatibility (the header authenticates).
 */
export const startZip = defineEndpoint({
  name: 'zip.start',
  method: 'POST',
  host: 'page',
  path: '/app/object_task/zip',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    task_key: text(64),
    target_file: commaSeqs,
    target_dir: commaSeqs,
    access_token: v.optional(text(200)),
  }),
  response: orFailure(
    v.object({ success: v.literal(true), task_key: v.string(), status: zipStatus }),
  ),
});

/** A zip task's state; download_url once completed, skipped counts what the caller may not zip. */
const zipState = v.object({
  success: v.literal(true),
  status: zipStatus,
  download_url: v.optional(v.string()),
  skipped: v.number(),
});

/** GET /app/object_task/status/{taskKey} — polled every second. */
export const zipTaskStatus = defineEndpoint({
  name: 'zip.status',
  method: 'GET',
  host: 'page',
  path: '/app/object_task/status/{taskKey}',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ taskKey: text(64) }),
  response: orFailure(zipState),
});

/** POST /v2/items/download/zip — starts a zip of items; download_url works once status is 3. */
export const startItemsZip = defineEndpoint({
  name: 'zip.items',
  method: 'POST',
  host: 'page',
  path: '/v2/items/download/zip',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    download_key: v.optional(text(64)),
    file_seqs: seqList,
    dir_seqs: seqList,
    use_cdn: v.optional(v.boolean()),
  }),
  response: orFailure(
    v.object({ success: v.literal(true), download_key: v.string(), download_url: v.string() }),
  ),
});

/** GET /v2/items/download/status/{key} — the v2 zip's status. */
export const itemsZipStatus = defineEndpoint({
  name: 'zip.itemsStatus',
  method: 'GET',
  host: 'page',
  path: '/v2/items/download/status/{key}',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ key: text(64) }),
  response: orFailure(zipState),
});
