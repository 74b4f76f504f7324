// Shapes shared by the file calls (requirements X1, F1), their result codes, and the calls that
// change folders and files: folder creation, upload and trash. Shapes the spec leaves "not shown"
// are defined here once (see docs/api.md).
import * as v from 'valibot';
import { ACCESS_LEVELS } from '../../files/permissions.ts';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { INVALID_NAME_MESSAGE } from '../../files/names.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';

/** Failure result codes of the file calls (defined by us) and their English `all` texts. */
export const FILE_RESULTS = {
  no_authority: 'You have no authority.',
  no_folder: 'No folder.',
  not_found: 'File not found.',
  invalid_name: INVALID_NAME_MESSAGE,
  duplicate_name: 'A file or folder with the same name already exists.',
  fax_fields: 'Enter the fax number and the fax name.',
  file_locked: 'Unable to access file due to file lock.',
  preview_locked: 'This locked file does not allow you to preview.',
  preview_unsupported: 'This file type cannot be previewed.',
  preview_too_large: 'Files larger than 30 MB cannot be previewed.',
  media_too_large: 'This media file is larger than the preview size you are allowed.',
  workflow_required: 'This download needs workflow approval.',
  no_workflow: 'Workflow approval is not enabled for you.',
  task_not_found: 'The download task was not found or has expired.',
  nothing_to_zip: 'There is nothing you may download in the selection.',
  too_large: 'The file is larger than the upload limit.',
  lock_not_yours: 'Only the user who locked this file, a Master or a PrivAll can unlock it.',
  origin_gone: 'The folder it was deleted from is gone, so it cannot be restored there.',
  irm_extension:
    'The .irm ending of a protected file cannot be added, removed or changed by renaming.',
  invalid_tag:
    'A tag needs 1 to 50 characters without control characters, and a file takes at most 20 tags.',
  comments_off: 'Comments are turned off for this file.',
  comment_empty: 'Write something before posting.',
  comment_too_long: 'A comment can have at most 2000 characters.',
  comment_not_yours:
    'Only its author can change this comment, and only its author, a Master or a PrivAll can remove it.',
  // Members and guests (members.ts, requirements X30, X31).
  master_only: 'Only a Master can grant, change or remove the Master level.',
  last_master: 'A shared folder keeps at least one Master.',
  cannot_invite: 'You cannot invite this user.',
  guest_level: 'A guest cannot be given the Master or PrivAll level.',
  no_member: 'No such user or group in your company.',
  into_itself: 'A folder cannot be moved or copied into itself or into one of its own folders.',
  invalid_date: 'Choose a date after today, at most ten years ahead.',
  // Cold storage (unfreeze.ts, requirements X37).
  file_frozen: 'This file is in cold storage: unfreeze it, then download it once it is available.',
  not_cold: 'Only files in cold storage are unfrozen.',
} as const;
/** One file-call result code. */
export type FileResultCode = keyof typeof FILE_RESULTS;

/** Field limits of the file calls. */
export const FILE_LIMITS = {
  node: 300,
  name: 1024,
  faxNumber: 32,
  /** Items per trash, zip, thumbnail or workflow request. */
  batch: 1000,
  /** Bytes per uploaded file (the reference server's default MAX_UPLOAD_MB; it streams uploads to disk). */
  uploadFile: 32 * 1024 * 1024,
  pageSizeMax: 200,
  pageSizeDefault: 50,
} as const;

/** An integer sent as a number (JSON) or digits (form, query). */
export function formInt(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A file_seq or dir_seq. */
export const seqField = formInt(1, Number.MAX_SAFE_INTEGER);
/** A JSON list of sequence numbers. */
export const seqList = v.pipe(v.array(seqField), v.maxLength(FILE_LIMITS.batch));
/** A comma-separated list of sequence numbers in a form field ('' for none). */
export const commaSeqs = v.pipe(v.string(), v.regex(/^(?:\d{1,15}(?:,\d{1,15}){0,999})?$/));
/** A node id as sent; a malformed one answers `no_folder`, not a 400. */
export const nodeField = text(FILE_LIMITS.node);

/** Where a permission is set and what level it grants. */
export const permissionInfo = v.object({
  node: v.string(),
  access_level: v.nullable(v.picklist(ACCESS_LEVELS)),
  /**
   * Ours (details panel, requirements X20): where the levels come from — the folder whose
   * permission rows apply (`node` above) by name, and each of the caller's grants there (own,
   * through a group, or as the box's owner). Absent where the back end lacks it.
   */
  source: v.optional(
    v.object({
      name: v.string(),
      grants: v.array(
        v.object({
          level: v.picklist(ACCESS_LEVELS),
          via: v.picklist(['user', 'group', 'owner']),
          group: v.optional(v.string()),
        }),
      ),
    }),
  ),
});

/**
 * A file's lock (requirements X21): the locker's name and the time (null for a lock the data
 * carries without a locker), and whether the caller holds it (then `is_permission` is sent as
 * the caller may use the file: unlocked).
 */
export const fileLock = v.object({
  by: v.nullable(v.string()),
  at: v.nullable(v.number()),
  mine: v.boolean(),
});

/**
 * A cold-storage file's thaw (requirements X37; src/lib/files/thaw.ts): frozen, thawing with its
 * progress in percent, or available (from `ready_at`, for a week).
 */
export const fileThaw = v.object({
  state: v.picklist(['frozen', 'thawing', 'available']),
  progress: v.number(),
  ready_at: v.nullable(v.number()),
});

/**
 * A folder-list entry (requirements X1: the file item plus `kind`, `updated_at`, `owner_name` and
 * `own`, defined by us). Folders carry their own node and dir_seq, file_seq 0 and size 0.
 * is_permission: 0 none, 1 own permission settings, 2 locked. reginfo is an opaque version tag.
 */
export const fileItem = v.object({
  kind: v.picklist(['folder', 'file']),
  id: v.string(),
  file_seq: v.number(),
  dir_seq: v.number(),
  name: v.string(),
  extension: v.string(),
  size: v.number(),
  thumbnail: v.boolean(),
  node: v.string(),
  permission: permissionInfo,
  is_permission: v.picklist([0, 1, 2]),
  permission_flag_preview: v.picklist(['Y', 'N']),
  use_set_file_comment: v.boolean(),
  reginfo: v.string(),
  updated_at: v.number(),
  owner_name: v.string(),
  own: v.boolean(),
  /** Ours (favorites.ts): the caller starred it; absent where the back end has no favorites. */
  favorite: v.optional(v.boolean()),
  /** Ours (details panel, requirements X20): when it was made; absent where unknown. */
  created_at: v.optional(v.number()),
  /** Ours (lock.ts): who locked the file and when; absent where unlocked or not told. */
  lock: v.optional(fileLock),
  /** Ours (tags.ts): a file's tags; absent where the back end has no tags. */
  tags: v.optional(v.array(v.string())),
  /** Ours (comments.ts): how many comments a file has; absent where comments are off or unknown. */
  comment_count: v.optional(v.number()),
  /** Ours (schedule.ts): when it goes to the trash (epoch ms); absent where none is set. */
  delete_at: v.optional(v.number()),
  /** Ours (share-links.ts): the item has a live share link; absent where not told. */
  share_link: v.optional(v.boolean()),
  /** Ours (unfreeze.ts): a cold-storage file's thaw; absent elsewhere. */
  thaw: v.optional(fileThaw),
});

/** A crumb of a folder's path. */
export const crumbEntry = v.object({ node: v.string(), dir_seq: v.number(), name: v.string() });

/** The listed folder itself: where it is and what the caller may do there. */
export const folderInfo = v.object({
  node: v.string(),
  dir_seq: v.number(),
  name: v.string(),
  root: v.picklist(ROOT_KINDS),
  folder_type: v.picklist(ROOT_KINDS),
  /** The caller's strongest level, null where none applies (a root area's top). */
  access_level: v.nullable(v.picklist(ACCESS_LEVELS)),
  /** The caller's own and group levels; the matrix combines them. */
  access_levels: v.array(v.picklist(ACCESS_LEVELS)),
  path: v.array(crumbEntry),
  privall_manages_permissions: v.boolean(),
  export_allowed: v.boolean(),
  /**
   * Ours (requirements X46): true when the caller, an Uploader here, is shown only the files they
   * uploaded; a back end without it leaves the list as it sends it.
   */
  own_files_only: v.optional(v.boolean()),
});

/** POST /folder/add/ — creates a folder; fax folders also need fax_number and fax_name. */
export const addFolder = defineEndpoint({
  name: 'files.addFolder',
  answerNotShown: true,
  method: 'POST',
  host: 'page',
  path: '/folder/add/',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    node: nodeField,
    name: text(FILE_LIMITS.name),
    dir_seq: v.optional(seqField),
    fax_number: v.optional(text(FILE_LIMITS.faxNumber)),
    fax_name: v.optional(text(FILE_LIMITS.name)),
  }),
  response: orFailure(v.object({ success: v.literal(true), folder: v.optional(fileItem) })),
});

/** One file's outcome in an upload. */
export const uploadResult = v.object({
  name: v.string(),
  ok: v.boolean(),
  item: v.optional(fileItem),
  result_code: v.optional(v.string()),
  all: v.optional(v.string()),
});

/** POST {uploader}/v2/files/upload — multipart: node (+ dir_seq) and one or more `file` parts. */
export const uploadFiles = defineEndpoint({
  name: 'files.upload',
  ours: true,
  method: 'POST',
  host: 'uploader',
  path: '/v2/files/upload',
  encoding: 'multipart',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    node: nodeField,
    dir_seq: v.optional(seqField),
    file: v.union([v.file(), v.pipe(v.array(v.file()), v.minLength(1), v.maxLength(100))]),
  }),
  response: orFailure(v.object({ success: v.literal(true), results: v.array(uploadResult) })),
});

/** The files and folders a trash or restore call acts on. */
const selectionSeqs = v.object({ file_seqs: seqList, dir_seqs: seqList });
/** What a trash or restore call did: the seqs it acted on, all or nothing. */
const selectionDone = v.object({
  success: v.literal(true),
  file_seqs: v.array(v.number()),
  dir_seqs: v.array(v.number()),
});

/**
 * POST {api}/v2/trash/restore — ours (the spec has no restore call): puts trashed files and
 * folders back where they were, all or nothing. A back end without it answers 404, and the
 * front end then offers no Undo.
 */
export const restoreItems = defineEndpoint({
  name: 'files.restore',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/trash/restore',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  // Ours (requirements X23): a target folder (node, plus dir_seq below the connect root) puts the
  // items there instead, for items whose folder is gone.
  request: v.object({
    ...selectionSeqs.entries,
    node: v.optional(nodeField),
    dir_seq: v.optional(seqField),
  }),
  response: orFailure(selectionDone),
});

/** POST {api}/v2/trash — moves files and folders to the trash, all or nothing. */
export const trashItems = defineEndpoint({
  name: 'files.trash',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/v2/trash',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: selectionSeqs,
  // The spec does not show the answer: ours lists what moved; `{ success: true }` is enough.
  response: orFailure(
    v.object({
      success: v.literal(true),
      file_seqs: v.optional(v.array(v.number())),
      dir_seqs: v.optional(v.array(v.number())),
    }),
  ),
});
