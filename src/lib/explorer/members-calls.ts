// The calls of the members dialog (requirements X30): the folder and its members, the company's
// users and groups matching a query, and each change (level, removal, Folder Settings), every one
// answering the members as they now stand. The island renders what these answer.
import type { InferOutput } from 'valibot';
import type { ApiClient } from '../api/client.ts';
import {
  changeFolderSettings,
  listMembers,
  memberCandidates,
  removeMember,
  setMember,
  type membersFolder,
} from '../api/contract/members.ts';
import type { AccessLevel } from '../files/permissions.ts';
import type { FolderMember } from './members.ts';

/** The folder whose members these are, its settings, and what the caller may do there. */
export type MembersFolder = InferOutput<typeof membersFolder>;

/** The folder and its members, users first. */
export interface MembersAnswer {
  readonly folder: MembersFolder;
  readonly members: readonly FolderMember[];
}

/** A user or group of the company that could become a member. */
export interface Candidate {
  readonly kind: 'user' | 'group';
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly user_type: 'user' | 'guest' | 'connect' | null;
}

/** Who a change is about: a user or a group, by id. */
export interface MemberRef {
  readonly kind: 'user' | 'group';
  readonly id: number;
}

/** The Folder Settings a Master may change (`export_allowed` in the DLP box only). */
export interface FolderSettings {
  readonly privall_manages_permissions: boolean;
  readonly export_allowed?: boolean;
}

/** The members of the folder. */
export function loadMembers(client: ApiClient, dirSeq: number): Promise<MembersAnswer> {
  return client.call(listMembers, { dir_seq: dirSeq }, { onFailure: 'caller' });
}

/** The users and groups matching `query`; none when the call fails (the field stays usable). */
export async function findCandidates(
  client: ApiClient,
  dirSeq: number,
  query: string,
): Promise<readonly Candidate[]> {
  try {
    const found = await client.call(
      memberCandidates,
      { dir_seq: dirSeq, query },
      { onFailure: 'caller' },
    );
    return found.candidates;
  } catch {
    return [];
  }
}

/** Adds a user or group at a level, or changes its level. */
export function setMemberLevel(
  client: ApiClient,
  dirSeq: number,
  who: MemberRef,
  level: AccessLevel,
): Promise<MembersAnswer> {
  return client.call(
    setMember,
    { dir_seq: dirSeq, kind: who.kind, id: who.id, level },
    { onFailure: 'caller' },
  );
}

/** Removes a member. */
export function removeFolderMember(
  client: ApiClient,
  dirSeq: number,
  who: MemberRef,
): Promise<MembersAnswer> {
  return client.call(
    removeMember,
    { dir_seq: dirSeq, kind: who.kind, id: who.id },
    { onFailure: 'caller' },
  );
}

/** Saves the Folder Settings. */
export function saveFolderSettings(
  client: ApiClient,
  dirSeq: number,
  settings: FolderSettings,
): Promise<MembersAnswer> {
  return client.call(
    changeFolderSettings,
    { dir_seq: dirSeq, ...settings },
    { onFailure: 'caller' },
  );
}
