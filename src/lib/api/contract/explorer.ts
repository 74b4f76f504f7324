// The folder list, the root areas and the project box (requirements X1–X4). Params and answers are
// "not shown" in the spec: defined here.
import * as v from 'valibot';
import { ACCESS_LEVELS } from '../../files/permissions.ts';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure, text } from './common.ts';
import { MISC_LIMITS } from './misc.ts';
import { FILE_LIMITS, fileItem, folderInfo, formInt, nodeField, seqField } from './files.ts';

/** Sort keys of the folder list. */
export const LIST_SORTS = ['name', 'size', 'updated', 'type'] as const;

/** The folder-list params (defined by us): page is 1-based, folders come before files. */
export const listRequest = v.object({
  node: nodeField,
  page: v.optional(formInt(1, 1_000_000)),
  page_size: v.optional(formInt(1, FILE_LIMITS.pageSizeMax)),
  sort: v.optional(v.picklist(LIST_SORTS)),
  order: v.optional(v.picklist(['asc', 'desc'])),
  /** Required in the connect area (nodes starting with 1{6), where node ids repeat. */
  dir_seq: v.optional(seqField),
  /** Ours (requirements X22): only the files carrying this tag, without case; no folders. */
  tag: v.optional(v.pipe(text(MISC_LIMITS.tag * 4), v.minLength(1))),
});

/**
 * POST {api}/app/explorer/lists/{node} — one page of a folder; fails with no_authority or
 * no_folder. Ours on top of the spec's shape: `folder.own_files_only` is true where the caller,
 * an Uploader only, is listed the sub-folders and their own files alone (requirements X46).
 */
export const listFolder = defineEndpoint({
  name: 'explorer.list',
  method: 'POST',
  host: 'api',
  path: '/app/explorer/lists/{node}',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: listRequest,
  response: orFailure(
    v.object({
      success: v.literal(true),
      total: v.number(),
      page: v.number(),
      page_size: v.number(),
      items: v.array(fileItem),
      folder: folderInfo,
      /** Ours (requirements X22): the tags the folder's files carry, for the list's tag filter. */
      tags: v.optional(v.array(v.string())),
    }),
  ),
});

/** A root area the caller has (side bar). */
export const rootArea = v.object({
  kind: v.picklist(ROOT_KINDS),
  node: v.string(),
  dir_seq: v.number(),
  name: v.string(),
});

/** GET {api}/app/explorer/roots — the root areas the caller has, in side-bar order (defined by us). */
export const listRoots = defineEndpoint({
  name: 'explorer.roots',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/app/explorer/roots',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), roots: v.array(rootArea) })),
});

/** A project of the project box. */
export const projectEntry = v.object({
  dir_seq: v.number(),
  node: v.string(),
  name: v.string(),
  access_level: v.nullable(v.picklist(ACCESS_LEVELS)),
  updated_at: v.number(),
});

/** GET /project — the caller's projects (answer defined by us). */
export const listProjects = defineEndpoint({
  name: 'explorer.projects',
  answerNotShown: true,
  method: 'GET',
  host: 'page',
  path: '/project',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(
    v.object({ success: v.literal(true), projects: v.optional(v.array(projectEntry)) }),
  ),
});
