// Tags on files (requirements X22): the spec names only {api}/v2/tag/common (misc.ts), so the
// per-file calls are ours, under {api}/v2/tag/file. A list entry carries its tags in the optional
// `tags` field of `fileItem`; a back end without these calls leaves it out and the app shows no
// tags. A tag follows the rule of src/lib/explorer/tags.ts; the server answers a refusal with
// `success: false` and a message.
import * as v from 'valibot';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { crumbEntry, fileItem, seqField } from './files.ts';
import { MISC_LIMITS } from './misc.ts';

/** Tag texts travel with room for decomposed forms; the tag rule then counts characters. */
const tagText = v.pipe(text(MISC_LIMITS.tag * 4), v.minLength(1));

/** A file and one tag. */
export const fileTag = v.object({ file_seq: seqField, tag: tagText });

/** What an add or remove did: the file's tags now. */
const tagsDone = v.object({
  success: v.literal(true),
  file_seq: v.number(),
  tags: v.array(v.string()),
});

/**
 * POST {api}/v2/tag/file/add — tags a file (the same tag again, without case: no change). Needs
 * Edit on the file's folder; fails with no_authority, not_found, file_locked or invalid_tag.
 */
export const addFileTag = defineEndpoint({
  name: 'tags.add',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/tag/file/add',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: fileTag,
  response: orFailure(tagsDone),
});

/** POST {api}/v2/tag/file/remove — removes a tag (without case) from a file; needs Edit. */
export const removeFileTag = defineEndpoint({
  name: 'tags.remove',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/tag/file/remove',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: fileTag,
  response: orFailure(tagsDone),
});

/** A tagged file: the list entry and where it lives (its root area and folder path). */
export const taggedEntry = v.object({
  item: fileItem,
  root: v.picklist(ROOT_KINDS),
  location: v.array(crumbEntry),
});

/**
 * GET {api}/v2/tag/files?tag= — every file the caller may see carrying the tag (without case),
 * across all areas, by name.
 */
export const listTagged = defineEndpoint({
  name: 'tags.list',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/tag/files',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ tag: tagText }),
  response: orFailure(
    v.object({ success: v.literal(true), tag: v.string(), files: v.array(taggedEntry) }),
  ),
});

/** The per-file tag calls, for the contract's list. */
export const tagEndpoints = [addFileTag, removeFileTag, listTagged] as const;
