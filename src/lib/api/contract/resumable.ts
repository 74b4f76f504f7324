// Resumable uploads on the tus protocol (requirements X33): ours, not the spec's. The creation
// POST is declared here; the upload's own address (PATCH, HEAD, DELETE under it) comes back in
// its Location header, as tus says. The file's place and name go in tus's Upload-Metadata
// (`node`, `dir_seq`, `filename`), its size in Upload-Length. Refusals answer the usual failure
// body with a 4xx status; the last PATCH answers the committed file as the upload call does. A
// back end without it answers 404 and the app falls back to `files.upload` (docs/api.md).
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure } from './common.ts';
import { uploadResult } from './files.ts';

/** Result codes of resumable uploads and their English texts (the others are FILE_RESULTS'). */
export const RESUMABLE_RESULTS = {
  over_quota: "The upload does not fit in your company's storage quota.",
  bad_upload: 'The upload is missing its folder, name or size.',
} as const;

/** A resumable upload's own result code. */
export type ResumableResultCode = keyof typeof RESUMABLE_RESULTS;

/** What the last PATCH of an upload (and the upload call) answers. */
export const uploadAnswer = orFailure(
  v.object({ success: v.literal(true), results: v.array(uploadResult) }),
);

/** POST {uploader}/v2/files/resumable — ours: creates a tus upload (the body stays empty). */
export const resumableUpload = defineEndpoint({
  name: 'files.resumable',
  ours: true,
  method: 'POST',
  host: 'uploader',
  path: '/v2/files/resumable',
  encoding: 'none',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({}),
  response: uploadAnswer,
});
