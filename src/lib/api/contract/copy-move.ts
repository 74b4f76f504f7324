// Copying and moving files and folders (issue 15 item 2; requirements X23). The spec names the
// functions (Copy File, Move File) but shows no call: these are ours.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { fileItem, nodeField, seqField, seqList } from './files.ts';

/**
 * What to do when the target already holds an entry of the same name (case-insensitive, NFC):
 * `ask` leaves the item alone and answers it as a `conflict`; `keep_both` gives the new entry a
 * free name (`report (2).pdf`); `replace` moves the existing entry to the trash first (it needs
 * the right to delete it); `skip` leaves the item alone.
 */
export const CONFLICT_POLICIES = ['ask', 'keep_both', 'replace', 'skip'] as const;
/** One conflict policy. */
export type ConflictPolicy = (typeof CONFLICT_POLICIES)[number];

/** What became of one item: done (with its new entry), skipped, a conflict to ask about, failed. */
export const copyMoveResult = v.object({
  kind: v.picklist(['file', 'folder']),
  seq: v.number(),
  name: v.string(),
  status: v.picklist(['done', 'skipped', 'conflict', 'failed']),
  /** The entry in the target (done only). */
  item: v.optional(fileItem),
  /** Why it failed, and the text of that code (failed only). */
  result_code: v.optional(v.string()),
  all: v.optional(v.string()),
});

const copyMoveRequest = v.object({
  file_seqs: seqList,
  dir_seqs: seqList,
  /** The target folder: its node, plus its dir_seq below the connect root. */
  node: nodeField,
  dir_seq: v.optional(seqField),
  conflict: v.picklist(CONFLICT_POLICIES),
});

const copyMoveAnswer = orFailure(
  v.object({ success: v.literal(true), results: v.array(copyMoveResult) }),
);

/**
 * POST {api}/v2/items/copy — ours: copies files and folders (with all they hold) into a target
 * folder, each item on its own (all of an item or none of it). An item needs Copy File where it
 * is (with the DLP export policy); the target needs Upload for files and Sub-folder creation for
 * folders; a file someone else locked is not copied (`file_locked`); a folder is never copied
 * into itself or its own sub-folders (`into_itself`). The copy is the caller's upload, unlocked.
 * A target the caller cannot write at all, or one that does not exist, refuses the whole call.
 */
export const copyItems = defineEndpoint({
  name: 'files.copy',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/items/copy',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: copyMoveRequest,
  response: copyMoveAnswer,
});

/**
 * POST {api}/v2/items/move — ours: moves files and folders into a target folder, item by item,
 * keeping their file_seq and dir_seq. An item needs Move File where it is; the target as for a
 * copy; a file someone else locked, or a folder holding one, is not moved (`file_locked`); a
 * folder is never moved into itself or its own sub-folders (`into_itself`); an item already in
 * the target is skipped.
 */
export const moveItems = defineEndpoint({
  name: 'files.move',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/items/move',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: copyMoveRequest,
  response: copyMoveAnswer,
});

/** The copy and move calls, for the contract's list. */
export const copyMoveEndpoints = [copyItems, moveItems] as const;
