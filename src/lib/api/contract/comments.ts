// Comments on files (requirements X28; the spec names Comment, Comments Management and the file
// item's `use_set_file_comment`, but shows no call): ours, under {api}/v2/file/comments. Reading
// and posting need the matrix's Comment row; editing is the author's; removing is the author's or
// needs Comments Management (Master, PrivAll). A file whose `use_set_file_comment` is false (the
// company turned comments off) refuses them all with `comments_off`. Refusals answer
// `success: false` with a message; a list entry carries its count in `comment_count`.
import * as v from 'valibot';
import { COMMENT_MAX } from '../../files/comments.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqField } from './files.ts';

/** Comment texts travel with room for decomposed forms; the rule then counts characters. */
const commentBody = text(COMMENT_MAX * 4);

/** One comment as sent: its author's name, whether the caller wrote it, what they may do. */
export const commentEntry = v.object({
  id: v.number(),
  file_seq: v.number(),
  author: v.string(),
  mine: v.boolean(),
  text: v.string(),
  created_at: v.number(),
  /** When it was last edited; null when never. */
  edited_at: v.nullable(v.number()),
  may_edit: v.boolean(),
  may_delete: v.boolean(),
});

/** GET {api}/v2/file/comments?file_seq= — a file's thread, oldest first, and the caller's rights. */
export const listComments = defineEndpoint({
  name: 'comments.list',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/file/comments',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ file_seq: seqField }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      file_seq: v.number(),
      may_comment: v.boolean(),
      may_manage: v.boolean(),
      comments: v.array(commentEntry),
    }),
  ),
});

/** What a post, edit or removal did: the comment (absent after removal) and the file's count. */
const commentDone = v.object({
  success: v.literal(true),
  file_seq: v.number(),
  count: v.number(),
  comment: v.optional(commentEntry),
});

/** POST {api}/v2/file/comments/add — posts a comment (Comment row; 1 to COMMENT_MAX characters). */
export const addComment = defineEndpoint({
  name: 'comments.add',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/file/comments/add',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seq: seqField, text: commentBody }),
  response: orFailure(commentDone),
});

/** POST {api}/v2/file/comments/edit — changes the caller's own comment. */
export const editComment = defineEndpoint({
  name: 'comments.edit',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/file/comments/edit',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ id: seqField, text: commentBody }),
  response: orFailure(commentDone),
});

/** POST {api}/v2/file/comments/remove — removes one's own comment, or any with Comments Management. */
export const removeComment = defineEndpoint({
  name: 'comments.remove',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/file/comments/remove',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ id: seqField }),
  response: orFailure(commentDone),
});

/** The comment calls, for the contract's list. */
export const commentEndpoints = [listComments, addComment, editComment, removeComment] as const;
