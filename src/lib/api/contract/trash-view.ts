// The Trash view (requirements X18; the spec names only POST {api}/v2/trash): ours, under
// {api}/v2/trash. Restoring uses the Undo's call, POST {api}/v2/trash/restore (`restoreItems`).
// Who may see, restore or delete forever a trashed item: whoever deleted it, or a Master or PrivAll
// of its folder; others never see it listed, and a call naming it is refused.
import * as v from 'valibot';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { crumbEntry, formInt, seqList } from './files.ts';

/** Entries a page of the Trash view carries by default and at most (requirements X35). */
export const TRASH_PAGE = { size: 50, max: 200 } as const;

/**
 * A trashed file or folder: `location` is the path from its root area's top to the folder it
 * was deleted from; `origin_gone` says that folder (or one above it) is itself in the trash or
 * deleted, so it cannot be restored there. `deleted_at` is epoch milliseconds; `deleted_by` the
 * deleter's name ('' when unknown).
 */
export const trashEntry = v.object({
  kind: v.picklist(['file', 'folder']),
  seq: v.number(),
  name: v.string(),
  size: v.number(),
  root: v.picklist(ROOT_KINDS),
  location: v.array(crumbEntry),
  origin_gone: v.boolean(),
  deleted_by: v.string(),
  deleted_at: v.number(),
});

/**
 * GET {api}/v2/trash/items — the caller's trash: the items the caller may restore or delete
 * forever, across every area, the latest deleted first, one page at a time (`page` is 1-based,
 * `page_size` 50 unless said; requirements X35). `total` counts every item of the trash; a back
 * end that answers without it sent them all at once. `retention_days`, when given, is how long
 * an item stays in the trash before it is deleted forever (security K56).
 */
export const listTrash = defineEndpoint({
  name: 'trash.list',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/trash/items',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({
    page: v.optional(formInt(1, 1_000_000)),
    page_size: v.optional(formInt(1, TRASH_PAGE.max)),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      items: v.array(trashEntry),
      total: v.optional(v.number()),
      page: v.optional(v.number()),
      page_size: v.optional(v.number()),
      retention_days: v.optional(v.number()),
    }),
  ),
});

/**
 * POST {api}/v2/trash/purge — deletes trashed items forever (a folder with all it holds), all or
 * nothing; fails with not_found or no_folder for an item that is not in the caller's trash, and
 * no_authority where the caller neither deleted it nor is a Master or PrivAll of its folder.
 */
export const purgeTrash = defineEndpoint({
  name: 'trash.purge',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/trash/purge',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seqs: seqList, dir_seqs: seqList }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      file_seqs: v.array(v.number()),
      dir_seqs: v.array(v.number()),
    }),
  ),
});

/**
 * POST {api}/v2/trash/empty — deletes forever every item the list call shows the caller;
 * `purged` says how many.
 */
export const emptyTrash = defineEndpoint({
  name: 'trash.empty',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/trash/empty',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({}),
  response: orFailure(v.object({ success: v.literal(true), purged: v.number() })),
});

/** The Trash view's calls, for the contract's list. */
export const trashViewEndpoints = [listTrash, purgeTrash, emptyTrash] as const;
