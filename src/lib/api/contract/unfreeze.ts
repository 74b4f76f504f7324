// Unfreeze in cold storage (requirements X37; the spec names the function, Unfreeze, but shows no
// call): ours. A cold-storage file is frozen; unfreezing starts a thaw the app polls, like a zip
// task, and the file can be downloaded once it is available (src/lib/files/thaw.ts).
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { fileThaw, seqField } from './files.ts';

const thawAnswer = orFailure(v.object({ success: v.literal(true), thaw: fileThaw }));

/**
 * POST {api}/v2/file/unfreeze — ours: starts thawing a frozen cold-storage file and answers its
 * thaw. Needs the matrix's Unfreeze row (Master, PrivAll; cold storage only: `not_cold`
 * elsewhere); a file already thawing or available answers its thaw unchanged. Until it is
 * available, its download is refused (`file_frozen`); then Download follows the table's row.
 */
export const unfreezeFile = defineEndpoint({
  name: 'files.unfreeze',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/file/unfreeze',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seq: seqField }),
  response: thawAnswer,
});

/** GET {api}/v2/file/unfreeze/status — ours: a cold-storage file's thaw, for polling. */
export const thawStatus = defineEndpoint({
  name: 'files.thawStatus',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/file/unfreeze/status',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ file_seq: seqField }),
  response: thawAnswer,
});

/** The unfreeze calls, for the contract's list. */
export const unfreezeEndpoints = [unfreezeFile, thawStatus] as const;
