import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure } from './common.ts';

/**
 * GET /user/gdpr — records the user agreement and lifts the GDPR restriction of the session
 * (requirements G1: a GET that changes state). Safe anyway: it needs the access_token header, which
 * another site cannot send, it is idempotent, and `Sec-Fetch-Site: cross-site` gets 403.
 * A session still owing the password change keeps that restriction.
 */
export const agreeGdpr = defineEndpoint({
  name: 'gdpr.agree',
  method: 'GET',
  host: 'page',
  path: '/user/gdpr',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), all: v.string() })),
});
