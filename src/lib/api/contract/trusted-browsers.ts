// Trusted browsers (requirements X45, security K55): the browsers that skip the one-time code
// after an OTP sign-in, as the user sees and removes them from the app's user menu. Ours: the
// spec registers a browser (POST /otp/device/registration/) but shows no way to list or remove it.
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { noParams, orFailure } from './common.ts';
import { seqField } from './files.ts';

/** One trusted browser: what it said it was when trusted, and when it was trusted, used and ends. */
export const trustedBrowser = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** The User-Agent the browser sent when it was trusted (at most 512 characters; may be empty). */
  user_agent: v.string(),
  created_at: v.number(),
  expires_at: v.number(),
  /** The last sign-in it let through without a code; null when none yet. */
  last_used_at: v.nullable(v.number()),
  /** Whether it is the browser making this call. */
  current: v.boolean(),
});

/**
 * GET {api}/v2/account/trusted-browsers — the caller's trusted browsers that are neither removed
 * nor expired, the most recently used first.
 */
export const listTrustedBrowsers = defineEndpoint({
  name: 'account.trustedBrowsers',
  ours: true,
  method: 'GET',
  host: 'api',
  path: '/v2/account/trusted-browsers',
  encoding: 'none',
  auth: 'token',
  csrf: null,
  request: noParams,
  response: orFailure(v.object({ success: v.literal(true), browsers: v.array(trustedBrowser) })),
});

/**
 * POST {api}/v2/account/trusted-browsers/remove — removes one of the caller's trusted browsers
 * (`id`) or all of them (`all: true`): their next sign-in asks for a code again. Answers how many
 * were removed; an id that is not the caller's, or already removed, removes nothing.
 */
export const removeTrustedBrowsers = defineEndpoint({
  name: 'account.removeTrustedBrowsers',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/account/trusted-browsers/remove',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.union([v.object({ id: seqField }), v.object({ all: v.literal(true) })]),
  response: orFailure(v.object({ success: v.literal(true), removed: v.number() })),
});

/** The trusted-browser calls, for the contract index. */
export const trustedBrowserEndpoints = [listTrustedBrowsers, removeTrustedBrowsers] as const;
