// Renaming a file or folder (issue 15 item 1). The spec names no rename call; this one is ours.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { FILE_LIMITS, fileItem, nodeField, seqField } from './files.ts';

/**
 * POST {api}/v2/item/rename — ours: renames a file (`file_seq`) or a folder (`node`, plus
 * `dir_seq` below the connect root) to `name`, and answers the entry as the folder list sends it.
 * The server applies the matrix's Edit row (warm and cold storage have none), refuses a file
 * locked by someone else (`file_locked`), the folder-name rule (`invalid_name`, NFC), a name the
 * folder already holds in any case (`duplicate_name`) and a rename that adds, drops or changes an
 * `.irm` ending (`irm_extension`); a root area's top is never renamed. The same name answers the
 * entry unchanged; a change of case only is a rename.
 */
export const renameItem = defineEndpoint({
  name: 'files.rename',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/item/rename',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    file_seq: v.optional(seqField),
    node: v.optional(nodeField),
    dir_seq: v.optional(seqField),
    name: text(FILE_LIMITS.name),
  }),
  response: orFailure(v.object({ success: v.literal(true), item: fileItem })),
});
