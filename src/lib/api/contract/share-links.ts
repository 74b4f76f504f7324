// Share links (requirements X26; the spec names the function, File Link, but shows no call): ours,
// under {api}/v2/share-link (the owner's side) and {api}/v2/share (the public link page's side).
// Not to be confused with the short-lived byte links of download and preview (security K33).
//
// A share link opens one file or folder to anyone holding its address, `/link#<token>` (the page
// of src/lib/routes.ts): the token sits in the fragment, so it never reaches a server log or a
// Referer (security K35). Tokens are 144 random bits, stored hashed; passwords are hashed like
// account passwords, with a try limit (security K36). Every refusal is the server's (security K37).
import * as v from 'valibot';
import { orFailure, text } from './common.ts';
import {
  LINK_TOKEN_MAX,
  linkFailure,
  ownerCall,
  passField,
  publicCall,
  tokenField,
} from './link-calls.ts';
import { seqField } from './files.ts';

/** The refusals of the share-link calls, with their English texts (the pages show their own). */
export const SHARE_LINK_RESULTS = {
  no_authority: 'You have no authority.',
  not_found: 'File not found.',
  link_restricted: 'Link is restricted by the administrator.',
  link_invalid: 'Enter an expiry date in the future, and a download limit of 1 to 1000.',
  link_password_short: 'A link password needs at least 4 characters.',
  link_unknown: 'This link does not exist.',
  link_expired: 'This link has expired.',
  link_revoked: 'This link was turned off by the person who shared it.',
  link_limit_reached: 'This link has reached its download limit.',
  link_gone: 'The shared item is no longer available.',
  link_password_required: 'Enter the password of this link.',
  link_wrong_password: 'The password is not correct.',
  link_locked: 'Too many wrong passwords. Try again later.',
  link_preview_only: 'This link allows preview only.',
  link_no_preview: 'This item cannot be previewed.',
  too_many_requests: 'Too many attempts from your network. Try again later.',
} as const;
/** One share-link result code. */
export type ShareLinkResultCode = keyof typeof SHARE_LINK_RESULTS;

/** Limits of the share-link calls. */
export const SHARE_LINK_LIMITS = {
  /** Token length as sent (24 base64url characters; a little slack for tampered addresses). */
  token: LINK_TOKEN_MAX,
  passwordMin: 4,
  password: 256,
  downloadLimitMax: 1000,
  /** The longest a link may live: one year. */
  lifetimeMaxDays: 366,
  /** Wrong passwords before the link is locked for `lockMinutes`. */
  tries: 5,
  lockMinutes: 15,
  /** Characters of a text file the public preview sends. */
  previewText: 64 * 1024,
} as const;

/**
 * Per-address limits of the public calls (security K47), counted per client address (an IPv6
 * address by its /64): password tries on any link, and the public upload page's calls (opening
 * and each file sent). Over a limit: `too_many_requests` with `retry_at`.
 */
export const ADDRESS_LIMITS = {
  password: { calls: 30, windowMs: 15 * 60_000 },
  upload: { calls: 600, windowMs: 60 * 60_000 },
} as const;

/** The item a link opens: a file by file_seq or a folder by dir_seq. */
export const shareTarget = v.object({
  kind: v.picklist(['file', 'folder']),
  seq: seqField,
});

/** Where a link stands: usable, or why it no longer opens. */
export const SHARE_LINK_STATES = ['active', 'expired', 'revoked', 'limit_reached'] as const;

/** A link as its owner sees it (never its token, which is stored hashed). */
export const shareLink = v.object({
  id: v.number(),
  created_at: v.number(),
  created_by: v.string(),
  expires_at: v.number(),
  has_password: v.boolean(),
  download_limit: v.nullable(v.number()),
  downloads: v.number(),
  preview_only: v.boolean(),
  state: v.picklist(SHARE_LINK_STATES),
});

/** The settings of a new or changed link. */
const settings = {
  /** Epoch milliseconds; the server refuses a past date or one beyond a year. */
  expires_at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  download_limit: v.nullable(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SHARE_LINK_LIMITS.downloadLimitMax)),
  ),
  preview_only: v.boolean(),
};

const linkAnswer = orFailure(v.object({ success: v.literal(true), link: shareLink }));

/**
 * POST {api}/v2/share-link/create — makes a link to a file or folder. Needs the matrix's File Link
 * row on its folder (guests only where the company allows: `link_restricted`); answers the link
 * and its token, sent this once (the server keeps only its hash).
 */
export const createShareLink = ownerCall(
  'shareLinks.create',
  'POST',
  '/v2/share-link/create',
  v.object({
    target: shareTarget,
    ...settings,
    /** '' for none. */
    password: text(SHARE_LINK_LIMITS.password),
  }),
  orFailure(v.object({ success: v.literal(true), link: shareLink, token: v.string() })),
);

/** GET {api}/v2/share-link/list — the links of an item, newest first (File Link needed). */
export const listShareLinks = ownerCall(
  'shareLinks.list',
  'GET',
  '/v2/share-link/list',
  v.object({
    kind: v.picklist(['file', 'folder']),
    seq: seqField,
  }),
  orFailure(v.object({ success: v.literal(true), links: v.array(shareLink) })),
);

/**
 * POST {api}/v2/share-link/update — changes a link's expiry, limit and preview-only; `password`
 * absent keeps it, '' removes it, else sets it. A revoked link cannot be changed.
 */
export const updateShareLink = ownerCall(
  'shareLinks.update',
  'POST',
  '/v2/share-link/update',
  v.object({
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    ...settings,
    password: v.optional(text(SHARE_LINK_LIMITS.password)),
  }),
  linkAnswer,
);

/** POST {api}/v2/share-link/revoke — turns a link off for good (idempotent). */
export const revokeShareLink = ownerCall(
  'shareLinks.revoke',
  'POST',
  '/v2/share-link/revoke',
  v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  linkAnswer,
);

/** What the public page shows of an opened link. */
export const sharedItem = v.object({
  kind: v.picklist(['file', 'folder']),
  name: v.string(),
  /** Bytes of a file; 0 for a folder. */
  size: v.number(),
  expires_at: v.number(),
  preview_only: v.boolean(),
  /** The preview the viewer's rules allow: image, text or PDF; null when none. */
  preview: v.nullable(v.picklist(['image', 'text', 'pdf'])),
  /** Downloads left under the limit; null without a limit. */
  downloads_left: v.nullable(v.number()),
});

/** A file's preview as `share.preview` answers it: the text itself, or the image's or PDF's address. */
export const sharedPreview = v.object({
  kind: v.picklist(['image', 'text', 'pdf']),
  url: v.string(),
  text: v.string(),
});

/**
 * POST {api}/v2/share/open — the public page's first call. A link with a password and no valid
 * `pass` answers `needs_password` and nothing of the item. Refusals: link_unknown, link_expired,
 * link_revoked, link_limit_reached (and preview-only links never reach a limit), link_gone.
 * `preview_content` (optional) is the item's preview sent with it, as `share.preview` would answer
 * it: one round trip and one request fewer. Without it the page asks `share.preview`.
 */
export const openShareLink = publicCall(
  'share.open',
  '/v2/share/open',
  v.object({ token: tokenField, pass: passField }),
  v.variant('success', [
    v.object({
      success: v.literal(true),
      needs_password: v.boolean(),
      item: v.nullable(sharedItem),
      preview_content: v.optional(v.nullable(sharedPreview)),
    }),
    linkFailure,
  ]),
);

/**
 * POST {api}/v2/share/unlock — checks a link's password; answers a pass for 30 minutes.
 * `link_wrong_password` carries `tries_left`; after 5 wrong tries the link is locked for 15
 * minutes (`link_locked` with `retry_at`), right password or not.
 */
export const unlockShareLink = publicCall(
  'share.unlock',
  '/v2/share/unlock',
  v.object({ token: tokenField, password: text(SHARE_LINK_LIMITS.password) }),
  v.variant('success', [v.object({ success: v.literal(true), pass: v.string() }), linkFailure]),
);

/**
 * POST {api}/v2/share/download — counts one download and answers a single-use address (5
 * minutes) of the file or the folder's zip. Refuses preview-only links and a reached limit.
 */
export const downloadShareLink = publicCall(
  'share.download',
  '/v2/share/download',
  v.object({ token: tokenField, pass: passField }),
  v.variant('success', [
    v.object({
      success: v.literal(true),
      download_url: v.string(),
      file_name: v.string(),
      downloads_left: v.nullable(v.number()),
    }),
    linkFailure,
  ]),
);

/**
 * POST {api}/v2/share/preview — a file's preview: the text itself (at most 64 K characters), or
 * a short-lived address of the image or PDF. Not counted as a download.
 */
export const previewShareLink = publicCall(
  'share.preview',
  '/v2/share/preview',
  v.object({ token: tokenField, pass: passField }),
  v.variant('success', [
    v.object({ success: v.literal(true), ...sharedPreview.entries }),
    linkFailure,
  ]),
);

/** Every share-link call. */
export const shareLinkEndpoints = [
  createShareLink,
  listShareLinks,
  updateShareLink,
  revokeShareLink,
  openShareLink,
  unlockShareLink,
  downloadShareLink,
  previewShareLink,
] as const;
