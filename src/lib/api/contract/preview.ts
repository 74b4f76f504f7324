// Preview conversion (requirements V4): documents poll the viewer cache, then convert; media
// convert directly. The preview_url serves the bytes inline for a short time.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqField } from './files.ts';

/** A converted preview: the URL to show and the kind of viewer it needs (kind defined by us). */
const converted = v.object({
  success: v.literal(true),
  preview_url: v.string(),
  all: v.string(),
  kind: v.picklist(['office', 'pdf', 'text', 'image', 'cad', 'media']),
  /** The Content-Type preview_url serves (application/pdf for converted documents). */
  content_type: v.string(),
});

/** POST /doc/convert — converts a document; fails with no_authority, preview_locked, … */
export const convertDocument = defineEndpoint({
  name: 'preview.document',
  method: 'POST',
  host: 'page',
  path: '/doc/convert',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ fileid: seqField, dir_seq: v.optional(seqField) }),
  response: orFailure(converted),
});

/** GET {viewer}/v1/onlyoffice/upload-cache — `data` is non-empty while the cache is being filled. */
export const viewerCache = defineEndpoint({
  name: 'preview.cache',
  method: 'GET',
  host: 'viewer',
  path: '/v1/onlyoffice/upload-cache',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: v.object({ lang: v.optional(text(8)), file_seq: seqField }),
  response: orFailure(v.object({ success: v.literal(true), data: v.string() })),
});

/** POST /media/convert — the playable URL of an audio or video file. */
export const convertMedia = defineEndpoint({
  name: 'preview.media',
  method: 'POST',
  host: 'page',
  path: '/media/convert',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ fileid: seqField }),
  response: orFailure(converted),
});
