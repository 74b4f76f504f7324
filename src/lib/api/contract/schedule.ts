// Delete Files on Schedule (requirements X24; the spec names the function but shows no call):
// ours. A list entry carries its date in the optional `delete_at` of `fileItem`.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { seqField } from './files.ts';

/** The latest deletion date accepted: ten years ahead, in milliseconds. */
export const SCHEDULE_MAX_AHEAD = 10 * 366 * 24 * 60 * 60 * 1000;

/**
 * POST {api}/v2/item/delete-schedule — ours: sets (`delete_at`, epoch milliseconds, later than
 * now and at most ten years ahead) or clears (`null`) when a file (`file_seq`) or folder
 * (`dir_seq`) goes to the trash. Needs the matrix's Delete Files on Schedule row (Master,
 * PrivAll) in the item's folder (a folder: on itself); fails with no_authority, not_found,
 * no_folder, file_locked (a file someone else locked) or invalid_date. The reference server moves
 * the item to the trash once the time has come, on a timer and at start, as its scheduler.
 */
export const setDeleteSchedule = defineEndpoint({
  name: 'files.deleteSchedule',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/item/delete-schedule',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    file_seq: v.optional(seqField),
    dir_seq: v.optional(seqField),
    delete_at: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  response: orFailure(v.object({ success: v.literal(true), delete_at: v.nullable(v.number()) })),
});
