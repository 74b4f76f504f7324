// Thumbnails (requirements X12, C11): the thumb host authenticates with a Bearer token. Every
// answer lists short-lived signed image URLs (null where a file has no thumbnail); shapes defined
// by us.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { commaSeqs, seqField } from './files.ts';

/** One file's thumbnail URL, or null. */
export const thumbnailEntry = v.object({ file_seq: v.number(), url: v.nullable(v.string()) });
const thumbnails = orFailure(
  v.object({ success: v.literal(true), thumbnails: v.array(thumbnailEntry) }),
);
const size = v.optional(v.picklist(['small', 'large']));

/** POST {thumb}/v1/thumbnails — file_seq is a comma list. */
export const thumbnailsV1 = defineEndpoint({
  name: 'thumbnails.v1',
  method: 'POST',
  host: 'thumb',
  path: '/v1/thumbnails',
  encoding: 'form',
  auth: 'bearer',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seq: commaSeqs, lang: v.optional(text(8)), size }),
  response: thumbnails,
});

/** POST {thumb}/v2/thumbnails — the JSON list sits in `items` (a JSON body is an object here). */
export const thumbnailsV2 = defineEndpoint({
  name: 'thumbnails.v2',
  method: 'POST',
  host: 'thumb',
  path: '/v2/thumbnails',
  encoding: 'json',
  auth: 'bearer',
  csrf: 'X-CSRFToken',
  request: v.object({
    items: v.pipe(
      v.array(
        v.object({
          file_seq: seqField,
          dir_seq: v.optional(seqField),
          reginfo: v.optional(text(64)),
        }),
      ),
      v.maxLength(200),
    ),
    size,
  }),
  response: thumbnails,
});

/** GET {thumb}/v2/thumbnails/{fileSeq} — one thumbnail. */
export const thumbnailOne = defineEndpoint({
  name: 'thumbnails.one',
  method: 'GET',
  host: 'thumb',
  path: '/v2/thumbnails/{fileSeq}',
  encoding: 'none',
  auth: 'bearer',
  csrf: null,
  request: v.object({
    fileSeq: seqField,
    dir_seq: v.optional(seqField),
    reginfo: v.optional(text(64)),
    size,
  }),
  response: orFailure(v.object({ success: v.literal(true), thumbnail: thumbnailEntry })),
});

/** POST {api}/app/image/get — file_id is a comma list; type is 'thumbnail'. */
export const getImages = defineEndpoint({
  name: 'thumbnails.images',
  method: 'POST',
  host: 'api',
  path: '/app/image/get',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_id: commaSeqs, type: v.picklist(['thumbnail']) }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      images: v.array(v.object({ file_id: v.number(), url: v.nullable(v.string()) })),
    }),
  ),
});
