// File Attachment via Mail (requirements X32; the spec names the function and the calls
// {api}/app/mail/delAutocomplete and /v2/mail-blacklist, misc.ts, but shows no send call): ours.
// Files go as links, never as attachments: each recipient gets an e-mail (the outbox) with one
// link per file, valid for MAIL_LINK_DAYS days, that downloads the file without an account.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqField } from './files.ts';

/** Field limits of the mail calls. */
export const MAIL_LIMITS = {
  address: 254,
  recipients: 20,
  files: 20,
  subject: 200,
  message: 4000,
  query: 100,
} as const;

/** How long a mailed file link works. */
export const MAIL_LINK_DAYS = 7;

/**
 * POST {api}/v2/mail/files — sends files as links by e-mail. Every file needs the matrix's File
 * Attachment via Mail row (Master, PrivAll, Editor; never a guest), must not be locked by someone
 * else (`file_locked`) and, where the user's workflow covers mail (wf_scope_zipmail with
 * wf_zipmail_perm), is refused (`workflow_required`). Each address is `sent`, `blocked` (on the
 * mail black-list: not written to) or `invalid`; sent addresses join the caller's autocomplete.
 * A link re-checks the sender's right, the lock and the trash when it is opened.
 */
export const sendFilesByMail = defineEndpoint({
  name: 'mail.sendFiles',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/mail/files',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    file_seqs: v.pipe(v.array(seqField), v.minLength(1), v.maxLength(MAIL_LIMITS.files)),
    to: v.pipe(
      v.array(v.pipe(text(MAIL_LIMITS.address), v.minLength(3))),
      v.minLength(1),
      v.maxLength(MAIL_LIMITS.recipients),
    ),
    subject: v.pipe(text(MAIL_LIMITS.subject), v.minLength(1)),
    message: text(MAIL_LIMITS.message),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      results: v.array(
        v.object({ address: v.string(), result: v.picklist(['sent', 'blocked', 'invalid']) }),
      ),
      /** When the links stop working (ms since the epoch). */
      expires_at: v.number(),
    }),
  ),
});

/**
 * POST {api}/v2/mail/autocomplete — the caller's earlier recipients that contain `query` (all of
 * them for an empty query), at most 20; {api}/app/mail/delAutocomplete forgets one.
 */
export const mailAutocomplete = defineEndpoint({
  name: 'mail.autocomplete',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/mail/autocomplete',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ query: text(MAIL_LIMITS.query) }),
  response: orFailure(v.object({ success: v.literal(true), addresses: v.array(v.string()) })),
});

/** The mail calls. */
export const mailEndpoints = [sendFilesByMail, mailAutocomplete] as const;
