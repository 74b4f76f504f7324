import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure } from './common.ts';

/** The operation authority flags (requirements F7; snake_case on the wire). */
export const operationAuthority = v.object({
  blocked: v.boolean(),
  use_preview: v.boolean(),
  use_media_view: v.boolean(),
  use_office_view: v.boolean(),
  max_media_preview_size: v.number(),
  use_wf: v.boolean(),
  wf_scope_download: v.boolean(),
  wf_scope_link: v.boolean(),
  wf_scope_zipmail: v.boolean(),
  wf_scope_upload: v.boolean(),
  wf_download_perm: v.boolean(),
  wf_link_perm: v.boolean(),
  wf_zipmail_perm: v.boolean(),
  wf_upload_perm: v.boolean(),
  wf_line_user_limit: v.number(),
});

/** The profile of the signed-in user; the client camelCases the keys recursively. */
export const profileInfo = v.object({
  user_id: v.string(),
  user_name: v.string(),
  email: v.string(),
  company_code: v.string(),
  company_name: v.string(),
  user_type: v.picklist(['user', 'guest', 'connect']),
  lang: v.picklist(['eng', 'jpn', 'kor']),
  operation_authority: operationAuthority,
  /** 'user' means the Office viewer option; 'browser' the built-in viewer. */
  viewer_browser_mode: v.picklist(['user', 'browser']),
  /** Auto-logout interval like '30m', '2H', '1D'; '' when auto-logout is off. */
  auto_logout_interval: v.string(),
  /**
   * Ours (requirements X34): the company's storage, bytes used by its files and its quota, for
   * company users; absent for guests and connect users and where the back end lacks it.
   */
  storage: v.optional(v.object({ used: v.number(), quota: v.number() })),
});

/** GET {api}/v2/users/me/profile — the signed-in user's profile. */
export const myProfile = defineEndpoint({
  name: 'users.profile',
  method: 'GET',
  host: 'api',
  path: '/v2/users/me/profile',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), profile_info: profileInfo })),
});
