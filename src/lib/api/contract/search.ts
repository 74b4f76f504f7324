// Search by name (requirements X19; the spec shows no search call): ours, GET {api}/v2/search.
import * as v from 'valibot';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from '../../explorer/search.ts';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { ACCESS_LEVELS } from '../../files/permissions.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { favoriteEntry } from './favorites.ts';
import { formInt, nodeField, seqField } from './files.ts';

/**
 * The search params: `q` the text to find in names (compared by the search key: NFKC, case
 * folded), `node` an optional folder to search within (its sub-folders included), `limit` how
 * many results at most (default 200).
 */
export const searchRequest = v.object({
  q: text(SEARCH_QUERY_MAX),
  node: v.optional(nodeField),
  /** With `node`, in the connect area (whose node ids repeat): the folder's dir_seq. */
  dir_seq: v.optional(seqField),
  limit: v.optional(formInt(1, SEARCH_LIMIT_MAX)),
});

/**
 * Ours (requirements X36): what the caller may do where a result lives, as the folder list's
 * `folder` says it — the folder's type, the caller's own and group levels, and the folder's
 * settings the permission table reads. For a file: its folder's; for a folder: its own (where the
 * server decides its rename and delete). Absent from a back end that does not say.
 */
export const resultAccess = v.object({
  folder_type: v.picklist(ROOT_KINDS),
  access_levels: v.array(v.picklist(ACCESS_LEVELS)),
  privall_manages_permissions: v.boolean(),
  export_allowed: v.boolean(),
});

/** One result: a favorite entry, with the access where it lives when the back end says. */
export const searchEntry = v.object({ ...favoriteEntry.entries, access: v.optional(resultAccess) });

/**
 * GET {api}/v2/search?q=&node=&limit= — files and folders whose name holds `q`, among those the
 * caller may see (the listing's access rules; trashed items left out), shortest name first. Each
 * result is shaped as a favorite entry: the list entry (its `favorite` says whether the caller
 * starred it), its root area and `location`, the path to the folder that holds it, and (ours)
 * its `access`. `truncated` says more matched than `limit`. Fails with no_folder when `node` is
 * not a folder the caller may see. The front end moves a result back into the last folder of its
 * `location` on a move's Undo; a result with an empty `location` is moved without an Undo.
 */
export const searchNames = defineEndpoint({
  name: 'search.names',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/search',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: searchRequest,
  response: orFailure(
    v.object({
      success: v.literal(true),
      results: v.array(searchEntry),
      truncated: v.boolean(),
    }),
  ),
});
