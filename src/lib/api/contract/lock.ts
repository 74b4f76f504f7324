// File lock (requirements X21; the spec names the function, File Lock, but shows no call): ours.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { fileItem, seqField } from './files.ts';

/**
 * POST {api}/v2/file/lock — ours: locks (`lock: true`) or unlocks (`lock: false`) a file and
 * answers the entry as the folder list sends it, with its `lock`. Locking needs the matrix's File
 * Lock row (Master, PrivAll, Editor, Editor-; none in warm or cold storage); a file someone else
 * locked is refused (`file_locked`). Unlocking needs the same row and is the locker's, or a
 * Master's or PrivAll's of the folder (`lock_not_yours`). Locking a file the caller locked, or
 * unlocking an unlocked one, answers the entry unchanged. While locked, others are refused its
 * download and zip (`file_locked`), preview (`preview_locked`), rename and delete (`file_locked`).
 */
export const lockFile = defineEndpoint({
  name: 'files.lock',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/file/lock',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seq: seqField, lock: v.boolean() }),
  response: orFailure(v.object({ success: v.literal(true), item: fileItem })),
});
