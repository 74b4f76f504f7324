// Calls the spec names without bodies (requirements C12): common tags, the ransomware check, the
// mail blacklist and mail autocomplete. Declared now, used by later issues; shapes defined by us.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqList } from './files.ts';

/** Longest tag and e-mail address accepted. */
export const MISC_LIMITS = { tag: 50, address: 254 } as const;

/** POST {api}/v2/tag/common — lists, adds or removes the company's common tags. */
export const commonTags = defineEndpoint({
  name: 'misc.commonTags',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/v2/tag/common',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    action: v.picklist(['list', 'add', 'remove']),
    tag: v.optional(v.pipe(text(MISC_LIMITS.tag), v.minLength(1))),
  }),
  response: orFailure(
    v.object({ success: v.literal(true), tags: v.optional(v.array(v.string())) }),
  ),
});

/** POST {api}/v2/ransomware — flags files whose names look like ransomware output. */
export const ransomwareCheck = defineEndpoint({
  name: 'misc.ransomware',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/v2/ransomware',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ file_seqs: seqList }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      results: v.optional(
        v.array(v.object({ file_seq: v.number(), suspicious: v.boolean(), reason: v.string() })),
      ),
    }),
  ),
});

/** POST {api}/v2/mail-blacklist — which of these addresses refused mail from the service (black-list page). */
export const mailBlacklist = defineEndpoint({
  name: 'misc.mailBlacklist',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/v2/mail-blacklist',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    addresses: v.pipe(v.array(text(MISC_LIMITS.address)), v.minLength(1), v.maxLength(200)),
  }),
  response: orFailure(
    v.object({ success: v.literal(true), blocked: v.optional(v.array(v.string())) }),
  ),
});

/** POST {api}/app/mail/delAutocomplete — forgets one address of the caller's mail autocomplete. */
export const deleteAutocomplete = defineEndpoint({
  name: 'misc.deleteAutocomplete',
  answerNotShown: true,
  method: 'POST',
  host: 'api',
  path: '/app/mail/delAutocomplete',
  encoding: 'form',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ email: v.pipe(text(MISC_LIMITS.address), v.minLength(1)) }),
  response: orFailure(v.object({ success: v.literal(true), deleted: v.optional(v.boolean()) })),
});
