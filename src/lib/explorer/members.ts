// What the members dialog shows (requirements X30): each member's level and effective level as
// text, the levels its picker offers, and what a level allows here (the matrix beside the
// picker). The island only renders these.
import type { InferOutput } from 'valibot';
import type { folderMember } from '../api/contract/members.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';
import { rowLabelKey } from '../files/matrix.ts';
import type { RootKind } from '../files/nodes.ts';
import {
  ACCESS_LEVEL_LABELS,
  cellFor,
  visibleFunctions,
  type AccessLevel,
  type FileFunction,
} from '../files/permissions.ts';
import { FILE_FAILURES, isSessionEnd } from './commands.ts';

/** A member as the calls send it. */
export type FolderMember = InferOutput<typeof folderMember>;

/** The labels of levels joined (`Editor- + Downloader`). */
export function levelsLabel(levels: readonly AccessLevel[]): string {
  return levels.map((level) => ACCESS_LEVEL_LABELS[level]).join(' + ');
}

/** The effective level's text when it differs from the member's own level, else null. */
export function effectiveLabel(member: FolderMember): string | null {
  const [only, ...more] = member.effective;
  if (only === undefined || (only === member.level && more.length === 0)) return null;
  return levelsLabel(member.effective);
}

/** The picker's options: what the caller may hand out, and the member's level if it is not. */
export function levelOptions(
  grantable: readonly AccessLevel[],
  current: AccessLevel | null,
): { level: AccessLevel; label: string; locked: boolean }[] {
  const levels = current === null || grantable.includes(current) ? grantable : [current];
  return levels.map((level) => ({
    level,
    label: ACCESS_LEVEL_LABELS[level],
    locked: !grantable.includes(level),
  }));
}

/** The matrix rows a level allows in a folder type (translation keys), "conditional" marked. */
export function allowedAt(
  level: AccessLevel,
  folderType: RootKind,
): { fn: FileFunction; labelKey: string; note: 'conditional' | 'own' | null }[] {
  return visibleFunctions(folderType).flatMap((fn) => {
    const cell = cellFor(fn, level, folderType);
    if (cell === 'N') return [];
    const note = cell === 'C' ? 'conditional' : cell === 'O' ? 'own' : null;
    return [{ fn, labelKey: rowLabelKey(fn, folderType), note }];
  });
}

/** The text key of one invitation result. */
export const INVITE_RESULT_KEYS = {
  invited: 'files.guests.result.invited',
  added: 'files.guests.result.added',
  blocked: 'files.guests.result.blocked',
  refused: 'files.guests.result.refused',
  invalid: 'files.guests.result.invalid',
} as const;

/** The member calls' refusals in the user's language (the server's texts are English). */
export const MEMBER_FAILURES: FailureKeys = {
  ...FILE_FAILURES,
  codes: {
    no_authority: 'files.reason.noAuthority',
    master_only: 'files.members.error.masterOnly',
    last_master: 'files.members.error.lastMaster',
    cannot_invite: 'files.members.error.cannotInvite',
    guest_level: 'files.members.error.guestLevel',
    no_member: 'files.members.error.noMember',
  },
};

/** What a member dialog shows for a failed call: nothing after a session end. */
export function memberError(error: unknown): Message | null {
  return isSessionEnd(error) ? null : messageOf(error, MEMBER_FAILURES);
}
