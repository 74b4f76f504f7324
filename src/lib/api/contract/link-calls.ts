// The shapes share links (share-links.ts, requirements X26) and upload requests
// (request-uploads.ts, X27) declare alike, written once: the owner's calls (signed in, CSRF on
// POST), the public page's calls (no session, CSRF), the token and pass fields, and the failure
// that carries the tries left or the time to wait.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { apiFailure, text } from './common.ts';

/** Longest token or pass as sent (24 base64url characters; slack for tampered addresses). */
export const LINK_TOKEN_MAX = 64;

/** A link's token, as the public calls send it. */
export const tokenField = text(LINK_TOKEN_MAX);
/** The pass a right password earns; absent or '' without one. */
export const passField = v.optional(text(LINK_TOKEN_MAX));

/** A public call's failure: wrong password with `tries_left`, a lock or a limit with `retry_at`. */
export const linkFailure = v.looseObject({
  ...apiFailure.entries,
  /** Wrong password: tries left before the lock. */
  tries_left: v.optional(v.number()),
  /** Locked or limited: when the next try is accepted (epoch ms). */
  retry_at: v.optional(v.number()),
});

/** An owner's call under {api}: JSON with CSRF for POST, a query for GET. */
/* @__NO_SIDE_EFFECTS__ */
export function ownerCall<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  name: string,
  method: 'GET' | 'POST',
  path: string,
  request: Req,
  response: Res,
) {
  return defineEndpoint({
    name,
    ours: true,
    method,
    host: 'api',
    path,
    encoding: method === 'GET' ? 'none' : 'json',
    auth: 'token',
    csrf: method === 'GET' ? null : 'X-CSRFToken',
    request,
    response,
  });
}

/** A public page's JSON call under {api}: no session, CSRF. */
/* @__NO_SIDE_EFFECTS__ */
export function publicCall<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  name: string,
  path: string,
  request: Req,
  response: Res,
) {
  return defineEndpoint({
    name,
    ours: true,
    method: 'POST',
    host: 'api',
    path,
    encoding: 'json',
    auth: 'none',
    csrf: 'X-CSRFToken',
    request,
    response,
  });
}
