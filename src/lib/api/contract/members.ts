// Members of a shared folder, folder settings and guest invitation (requirements X30, X31; the
// spec names Permission Management, Folder Settings and Guest Invitation but shows no call):
// ours, under {api}/v2/folder. Every call names the folder the user is in by dir_seq; the
// members are those of the folder whose permission rows apply there (the folder itself, or the
// nearest folder above it with rows), so a sub-folder's dialog manages its shared folder.
import * as v from 'valibot';
import { ROOT_KINDS } from '../../files/nodes.ts';
import { ACCESS_LEVELS } from '../../files/permissions.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orFailure, text } from './common.ts';
import { seqField } from './files.ts';

/** Field limits of the member calls. */
export const MEMBER_LIMITS = { query: 100, address: 254, invites: 20 } as const;

const level = v.picklist(ACCESS_LEVELS);

/** One member: a user or a group, its own level, and (users) the effective level. */
export const folderMember = v.object({
  kind: v.picklist(['user', 'group']),
  id: v.number(),
  name: v.string(),
  /** A user's e-mail address ('' for a group). */
  email: v.string(),
  /** A user's type; null for a group. */
  user_type: v.nullable(v.picklist(['user', 'guest', 'connect'])),
  level,
  /**
   * The effective level (group and user permissions combined, src/lib/files/members.ts): one
   * level, or the levels that make it up when no single level equals the combination.
   */
  effective: v.array(level),
  /** The member groups this user belongs to, with their levels. */
  groups: v.array(v.object({ name: v.string(), level })),
  /** A user invited by e-mail who has not registered yet. */
  pending: v.boolean(),
});

/** The folder whose members these are, its settings, and what the caller may do there. */
export const membersFolder = v.object({
  dir_seq: v.number(),
  node: v.string(),
  name: v.string(),
  folder_type: v.picklist(ROOT_KINDS),
  /** The members are set on this folder itself (false: on a folder above the one asked). */
  here: v.boolean(),
  privall_manages_permissions: v.boolean(),
  export_allowed: v.boolean(),
  /** The levels the caller may hand out ([] when it may not manage members). */
  grantable: v.array(level),
  may_change_settings: v.boolean(),
  may_invite_guests: v.boolean(),
});

/** The answer of every member call: the folder and its members, users first. */
const membersAnswer = orFailure(
  v.object({ success: v.literal(true), folder: membersFolder, members: v.array(folderMember) }),
);

const folderRequest = v.object({ dir_seq: seqField });
const memberRef = { dir_seq: seqField, kind: v.picklist(['user', 'group']), id: seqField };

/**
 * POST {api}/v2/folder/members — the members of a shared folder. Needs the matrix's Permission
 * Management row (Master; PrivAll when the folder lets PrivAll manage permissions; PrivAll in the
 * document box); guests never (`no_authority`).
 */
export const listMembers = defineEndpoint({
  name: 'members.list',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/members',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: folderRequest,
  response: membersAnswer,
});

/** POST {api}/v2/folder/members/candidates — users and groups of the company matching a query. */
export const memberCandidates = defineEndpoint({
  name: 'members.candidates',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/members/candidates',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    dir_seq: seqField,
    query: v.pipe(text(MEMBER_LIMITS.query), v.minLength(1)),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      candidates: v.array(
        v.object({
          kind: v.picklist(['user', 'group']),
          id: v.number(),
          name: v.string(),
          email: v.string(),
          user_type: v.nullable(v.picklist(['user', 'guest', 'connect'])),
        }),
      ),
    }),
  ),
});

/**
 * POST {api}/v2/folder/members/set — adds a user or group at a level, or changes its level. Only a
 * Master grants, changes or removes Master (`master_only`); the last user Master stays
 * (`last_master`); a guest is never Master or PrivAll (`guest_level`); a connect user adds no
 * connect user (`cannot_invite`).
 */
export const setMember = defineEndpoint({
  name: 'members.set',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/members/set',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({ ...memberRef, level }),
  response: membersAnswer,
});

/** POST {api}/v2/folder/members/remove — removes a member (the same rules as set). */
export const removeMember = defineEndpoint({
  name: 'members.remove',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/members/remove',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object(memberRef),
  response: membersAnswer,
});

/**
 * POST {api}/v2/folder/settings — Folder Settings (Master only): whether PrivAll manages
 * permissions here, and (DLP box) whether the file-export policy allows exporting.
 */
export const changeFolderSettings = defineEndpoint({
  name: 'members.settings',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/settings',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    dir_seq: seqField,
    privall_manages_permissions: v.boolean(),
    export_allowed: v.optional(v.boolean()),
  }),
  response: membersAnswer,
});

/**
 * POST {api}/v2/folder/guests/invite — Guest Invitation (requirements X31): each address gets a
 * guest account with the level on the shared folder and an e-mail with a registration link
 * (`invited`); an address of a user of the company makes that user a member (`added`); an address
 * on the mail black-list is not written to (`blocked`); one the rules refuse is `refused`. Guests
 * never invite (`no_authority`), nor outside the matrix's Guest Invitation row.
 */
export const inviteGuests = defineEndpoint({
  name: 'members.inviteGuests',
  ours: true,
  method: 'POST',
  host: 'api',
  path: '/v2/folder/guests/invite',
  encoding: 'json',
  auth: 'token',
  csrf: 'X-CSRFToken',
  request: v.object({
    dir_seq: seqField,
    addresses: v.pipe(
      v.array(v.pipe(text(MEMBER_LIMITS.address), v.minLength(3))),
      v.minLength(1),
      v.maxLength(MEMBER_LIMITS.invites),
    ),
    level,
    message: v.optional(text(1000)),
  }),
  response: orFailure(
    v.object({
      success: v.literal(true),
      results: v.array(
        v.object({
          address: v.string(),
          result: v.picklist(['invited', 'added', 'blocked', 'refused', 'invalid']),
        }),
      ),
    }),
  ),
});

/** The member calls. */
export const memberEndpoints = [
  listMembers,
  memberCandidates,
  setMember,
  removeMember,
  changeFolderSettings,
  inviteGuests,
] as const;
