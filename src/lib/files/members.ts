// The members of a shared folder (requirements X30): each member's effective level (group and
// user permissions combined, the matrix's footnote), which levels an actor may hand out, and the
// rules for adding, changing and removing members. The server enforces the same functions.
import { canInvite, decide, type AccessContext, type UserType } from './access.ts';
import type { RootKind } from './nodes.ts';
import {
  ACCESS_LEVELS,
  cellFor,
  visibleFunctions,
  type AccessLevel,
  type Cell,
} from './permissions.ts';

const CELL_RANK: Readonly<Record<Cell, number>> = { N: 0, C: 1, O: 1, Y: 2 };

/** What one combination of levels grants: the best cell per visible function. */
function grants(levels: readonly AccessLevel[], folderType: RootKind): number[] {
  return visibleFunctions(folderType).map((fn) =>
    Math.max(0, ...levels.map((level) => CELL_RANK[cellFor(fn, level, folderType)])),
  );
}

function covers(a: readonly number[], b: readonly number[]): boolean {
  return a.every((rank, index) => rank >= (b[index] ?? 0));
}

/**
 * The effective level of a member who holds `levels` (their own and their groups'), combined as
 * the server's decisions combine them (each function allowed by any of the levels). One level
 * when a single level grants exactly that combination (Previewer + Uploader is Previewer+);
 * otherwise the levels that make it up, none covered by another, strongest first; [] for none.
 */
export function effectiveLevels(
  levels: readonly AccessLevel[],
  folderType: RootKind,
): AccessLevel[] {
  const held = ACCESS_LEVELS.filter((level) => levels.includes(level));
  if (held.length === 0) return [];
  const combined = grants(held, folderType);
  const same = (level: AccessLevel): boolean => {
    const single = grants([level], folderType);
    return covers(single, combined) && covers(combined, single);
  };
  // A held level first (in cold storage Editor and Uploader grant the same), else any level.
  const exact = held.find(same) ?? [...ACCESS_LEVELS].reverse().find(same);
  if (exact !== undefined) return [exact];
  return held.filter(
    (level) =>
      !held.some(
        (other) =>
          other !== level &&
          ACCESS_LEVELS.indexOf(other) < ACCESS_LEVELS.indexOf(level) &&
          covers(grants([other], folderType), grants([level], folderType)),
      ),
  );
}

/** Whether a group's or the user's own grant gives more than the user's own level alone. */
export function groupGivesMore(
  own: AccessLevel | null,
  all: readonly AccessLevel[],
  folderType: RootKind,
): boolean {
  if (own === null) return all.length > 0;
  const alone = grants([own], folderType);
  return !covers(alone, grants(all, folderType));
}

/** The levels a guest may be given (never Master or PrivAll). */
export const GUEST_LEVELS: readonly AccessLevel[] = ACCESS_LEVELS.filter(
  (level) => level !== 'master' && level !== 'privall',
);

/** The actor's access on the folder where the members are set. */
export interface MemberActor {
  readonly access: AccessContext;
}

/** Why a member change is refused (the server's result codes). */
export type MemberRefusal =
  'no_authority' | 'master_only' | 'last_master' | 'cannot_invite' | 'guest_level';

/** Whether the actor may manage the members here (Permission Management). */
export function mayManageMembers(access: AccessContext): boolean {
  return decide('permission_management', access) === 'allowed';
}

/** Whether the actor may change the folder's settings (Folder Settings: Master only). */
export function mayChangeSettings(access: AccessContext): boolean {
  return decide('folder_settings', access) === 'allowed';
}

/** Whether the actor may invite guests by e-mail here. */
export function mayInviteGuests(access: AccessContext): boolean {
  return decide('guest_invitation', access) === 'allowed' && canInvite(access.userType, 'guest');
}

/** The levels the actor may hand out: Master only by a Master. */
export function grantableLevels(access: AccessContext): AccessLevel[] {
  if (!mayManageMembers(access)) return [];
  const master = access.levels.includes('master');
  return ACCESS_LEVELS.filter((level) => master || level !== 'master');
}

/** One change: a member's level before (null: not a member) and after (null: removed). */
export interface MemberChange {
  readonly from: AccessLevel | null;
  readonly to: AccessLevel | null;
  /** The member's user type (null for a group). */
  readonly memberType: UserType | null;
  /** How many users hold Master on the folder now (groups do not count). */
  readonly masters: number;
  /** The member is a user (not a group). */
  readonly isUser: boolean;
}

/** Null when the actor may make the change, else why not. */
export function memberChangeRefusal(
  access: AccessContext,
  change: MemberChange,
): MemberRefusal | null {
  if (!mayManageMembers(access)) return 'no_authority';
  const master = access.levels.includes('master');
  if ((change.from === 'master' || change.to === 'master') && !master) return 'master_only';
  if (change.memberType === 'guest' && change.to !== null && !GUEST_LEVELS.includes(change.to))
    return 'guest_level';
  if (
    change.from === null &&
    change.memberType !== null &&
    !canInvite(access.userType, change.memberType)
  )
    return 'cannot_invite';
  if (change.isUser && change.from === 'master' && change.to !== 'master' && change.masters <= 1)
    return 'last_master';
  return null;
}

/** A loose e-mail check for invitations (one @, no spaces, a dot in the domain). */
export function isInviteAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

/** The addresses of a typed list (commas, semicolons, spaces or lines), trimmed, unique. */
export function parseAddresses(typed: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of typed.split(/[\s,;]+/)) {
    const address = part.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
}
