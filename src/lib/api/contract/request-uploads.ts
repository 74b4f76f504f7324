// Request Upload (requirements X27; the spec names the function but shows no call): ours, under
// {api}/v2/request-upload (the owner's side) and {api}/v2/request (the public upload page's
// side). An upload-only link to a folder, `/upload#<token>`: a visitor without an account drops
// files into it and sees nothing of the folder; the server never lists or reads the folder
// through it (security K37). Tokens and passwords as share links (security K35, K36).
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { linkFailure, ownerCall, passField, publicCall, tokenField } from './link-calls.ts';
import { seqField } from './files.ts';
import { SHARE_LINK_LIMITS } from './share-links.ts';

/** The refusals of the request-upload calls, with their English texts. */
export const REQUEST_UPLOAD_RESULTS = {
  no_authority: 'You have no authority.',
  not_found: 'File not found.',
  link_invalid: 'Enter an expiry date in the future, at most a year ahead.',
  link_password_short: 'A link password needs at least 4 characters.',
  link_unknown: 'This link does not exist.',
  link_expired: 'This link has expired.',
  link_revoked: 'This link was turned off by the person who shared it.',
  link_gone: 'The folder is no longer available.',
  link_password_required: 'Enter the password of this link.',
  link_wrong_password: 'The password is not correct.',
  link_locked: 'Too many wrong passwords. Try again later.',
  invalid_name: 'This file name cannot be used.',
  too_large: 'The file is larger than the upload limit.',
  too_many_requests: 'Too many attempts from your network. Try again later.',
} as const;
/** One request-upload result code. */
export type RequestUploadResultCode = keyof typeof REQUEST_UPLOAD_RESULTS;

/** A request as its owner sees it (never its token). */
export const uploadRequest = v.object({
  id: v.number(),
  created_at: v.number(),
  created_by: v.string(),
  expires_at: v.number(),
  has_password: v.boolean(),
  /** Files received so far. */
  uploads: v.number(),
  state: v.picklist(['active', 'expired', 'revoked']),
});

const idField = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * POST {api}/v2/request-upload/create — an upload-only link to a folder. Needs the matrix's
 * Request Upload row there (never for guests); answers the request and its token, sent once.
 */
export const createUploadRequest = ownerCall(
  'requestUploads.create',
  'POST',
  '/v2/request-upload/create',
  v.object({
    dir_seq: seqField,
    expires_at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** '' for none. */
    password: text(SHARE_LINK_LIMITS.password),
  }),
  orFailure(v.object({ success: v.literal(true), request: uploadRequest, token: v.string() })),
);

/** GET {api}/v2/request-upload/list — the requests of a folder, newest first. */
export const listUploadRequests = ownerCall(
  'requestUploads.list',
  'GET',
  '/v2/request-upload/list',
  v.object({ dir_seq: seqField }),
  orFailure(v.object({ success: v.literal(true), requests: v.array(uploadRequest) })),
);

/** POST {api}/v2/request-upload/revoke — turns a request off for good (idempotent). */
export const revokeUploadRequest = ownerCall(
  'requestUploads.revoke',
  'POST',
  '/v2/request-upload/revoke',
  v.object({ id: idField }),
  orFailure(v.object({ success: v.literal(true), request: uploadRequest })),
);

/**
 * POST {api}/v2/request/open — the upload page's first call: who asks and until when (nothing of
 * the folder), or that the password is needed. Refusals as share links.
 */
export const openUploadRequest = publicCall(
  'request.open',
  '/v2/request/open',
  v.object({ token: tokenField, pass: passField }),
  v.variant('success', [
    v.object({
      success: v.literal(true),
      needs_password: v.boolean(),
      request: v.nullable(v.object({ requested_by: v.string(), expires_at: v.number() })),
    }),
    linkFailure,
  ]),
);

/** POST {api}/v2/request/unlock — checks the password (5 tries, then 15 minutes locked). */
export const unlockUploadRequest = publicCall(
  'request.unlock',
  '/v2/request/unlock',
  v.object({ token: tokenField, password: text(SHARE_LINK_LIMITS.password) }),
  v.variant('success', [v.object({ success: v.literal(true), pass: v.string() }), linkFailure]),
);

/** A visitor's upload batch: 16 to 64 URL-safe characters the page picks for one drop. */
export const BATCH_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST {uploader}/v2/request/upload — stores the files in the request's folder as its maker
 * (a name the folder holds gets " (2)"), tells the maker by e-mail, and answers only what the
 * visitor sent: each name and size, or why it was refused. With a `batch`, the names are
 * gathered and ONE e-mail lists them all when the call with `last: '1'` arrives (or when the
 * batch has been idle for 10 minutes); without one, each call sends its own (requirements X39).
 */
export const uploadThroughRequest = defineEndpoint({
  name: 'request.upload',
  ours: true,
  method: 'POST',
  host: 'uploader',
  path: '/v2/request/upload',
  encoding: 'multipart',
  auth: 'none',
  csrf: 'X-CSRFToken',
  request: v.object({
    token: tokenField,
    pass: passField,
    batch: v.optional(v.pipe(v.string(), v.regex(BATCH_PATTERN))),
    last: v.optional(v.picklist(['0', '1'])),
    file: v.union([v.file(), v.pipe(v.array(v.file()), v.minLength(1), v.maxLength(100))]),
  }),
  response: v.variant('success', [
    v.object({
      success: v.literal(true),
      received: v.array(
        v.object({
          name: v.string(),
          size: v.number(),
          ok: v.boolean(),
          result_code: v.optional(v.string()),
        }),
      ),
    }),
    linkFailure,
  ]),
});

/** Every request-upload call. */
export const requestUploadEndpoints = [
  createUploadRequest,
  listUploadRequests,
  revokeUploadRequest,
  openUploadRequest,
  unlockUploadRequest,
  uploadThroughRequest,
] as const;
