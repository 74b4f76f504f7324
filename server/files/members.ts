// The members of a shared folder and its settings (requirements X30): listed, added, changed and
// removed on the folder whose permission rows apply, under the rules of
// src/lib/files/members.ts (the matrix's Permission Management and Folder Settings rows).
import type { DatabaseSync } from 'node:sqlite';
import type { InferOutput } from 'valibot';
import type { folderMember, membersFolder } from '../../src/lib/api/contract/members.ts';
import type { AccessContext, UserType } from '../../src/lib/files/access.ts';
import {
  effectiveLevels,
  grantableLevels,
  mayChangeSettings,
  mayInviteGuests,
  mayManageMembers,
  memberChangeRefusal,
} from '../../src/lib/files/members.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../../src/lib/files/permissions.ts';
import type { User } from '../auth/accounts.ts';
import { int, optInt, optText, text } from '../db/rows.ts';
import { accessOf } from './access.ts';
import { folderBySeq, lineageOf } from './folders.ts';
import { Refusal } from './results.ts';
import type { Folder } from './rows.ts';

/** A member as the calls send it. */
export type Member = InferOutput<typeof folderMember>;
/** The folder part of the answers. */
export type MembersFolder = InferOutput<typeof membersFolder>;

/** The folder whose members a call manages, and the caller's access there. */
export interface MembersTarget {
  /** The folder whose permission rows apply (the one asked, or the nearest above with rows). */
  readonly folder: Folder;
  readonly here: boolean;
  readonly access: AccessContext;
}

function levelOf(value: string): AccessLevel {
  const level = ACCESS_LEVELS.find((l) => l === value);
  if (level === undefined) throw new TypeError(`Unknown level ${value}`);
  return level;
}

function userTypeOf(value: string | null): UserType | null {
  return value === 'user' || value === 'guest' || value === 'connect' ? value : null;
}

function hasRows(db: DatabaseSync, dirSeq: number): boolean {
  return (
    db.prepare('SELECT 1 FROM folder_permissions WHERE dir_seq = ? LIMIT 1').get(dirSeq) !==
    undefined
  );
}

/**
 * The folder a member call manages for the caller: the asked folder must be one the caller sees;
 * the members are those of the folder whose rows apply. A folder without rows anywhere (a root
 * area's top, my box) has no members to manage.
 */
export function membersTarget(db: DatabaseSync, user: User, dirSeq: number): MembersTarget {
  const asked = folderBySeq(db, dirSeq);
  if (asked === null || asked.companyId !== user.companyId) throw new Refusal('no_folder');
  const lineage = lineageOf(db, asked);
  if (lineage === null) throw new Refusal('no_folder');
  const access = accessOf(db, user, lineage);
  if (access.levels.length === 0) throw new Refusal('no_folder');
  const folder = lineage.find((f) => f.node === access.aclNode) ?? asked;
  if (folder.root === 'mybox' || !hasRows(db, folder.dirSeq)) throw new Refusal('no_authority');
  return { folder, here: folder.dirSeq === asked.dirSeq, access: access.context };
}

/** The target when the caller may manage its members (Permission Management), else a refusal. */
export function managedTarget(db: DatabaseSync, user: User, dirSeq: number): MembersTarget {
  const target = membersTarget(db, user, dirSeq);
  if (!mayManageMembers(target.access)) throw new Refusal('no_authority');
  return target;
}

/** The members of a folder: users first (strongest level, then name), then groups. */
export function membersOf(db: DatabaseSync, folder: Folder): Member[] {
  const rows = db
    .prepare(
      `SELECT p.level, p.user_id, p.group_id, u.user_name, u.email, u.user_type, u.password_hash,
              g.name AS group_name
       FROM folder_permissions p
       LEFT JOIN users u ON u.id = p.user_id
       LEFT JOIN file_groups g ON g.id = p.group_id
       WHERE p.dir_seq = ?`,
    )
    .all(folder.dirSeq);
  const groups = rows.flatMap((row) => {
    const id = optInt(row, 'group_id');
    return id === null
      ? []
      : [{ id, name: optText(row, 'group_name') ?? '', level: levelOf(text(row, 'level')) }];
  });
  const groupsOf = db.prepare('SELECT group_id FROM file_group_members WHERE user_id = ?');
  const members: Member[] = rows.flatMap((row): Member[] => {
    const userId = optInt(row, 'user_id');
    const level = levelOf(text(row, 'level'));
    if (userId === null) return [];
    const mine = new Set(groupsOf.all(userId).map((g) => int(g, 'group_id')));
    const viaGroups = groups.filter((g) => mine.has(g.id));
    return [
      {
        kind: 'user',
        id: userId,
        name: optText(row, 'user_name') ?? '',
        email: optText(row, 'email') ?? '',
        user_type: userTypeOf(optText(row, 'user_type')),
        level,
        effective: effectiveLevels([level, ...viaGroups.map((g) => g.level)], folder.root),
        groups: viaGroups.map((g) => ({ name: g.name, level: g.level })),
        pending: optText(row, 'password_hash') === '',
      },
    ];
  });
  const rank = (level: AccessLevel): number => ACCESS_LEVELS.indexOf(level);
  members.sort((a, b) => rank(a.level) - rank(b.level) || a.name.localeCompare(b.name));
  const groupMembers = groups
    .map((g): Member => ({
      kind: 'group',
      id: g.id,
      name: g.name,
      email: '',
      user_type: null,
      level: g.level,
      effective: [g.level],
      groups: [],
      pending: false,
    }))
    .sort((a, b) => rank(a.level) - rank(b.level) || a.name.localeCompare(b.name));
  return [...members, ...groupMembers];
}

/** The folder part of the answers, with what the caller may do. */
export function folderPart(target: MembersTarget): MembersFolder {
  const { folder, access } = target;
  return {
    dir_seq: folder.dirSeq,
    node: folder.node,
    name: folder.name,
    folder_type: folder.root,
    here: target.here,
    privall_manages_permissions: folder.privallManagesPermissions,
    export_allowed: folder.exportAllowed,
    grantable: grantableLevels(access),
    may_change_settings: mayChangeSettings(access),
    may_invite_guests: mayInviteGuests(access),
  };
}

/** The answer of every member call. */
export function membersAnswer(db: DatabaseSync, user: User, dirSeq: number) {
  const target = managedTarget(db, user, dirSeq);
  return {
    success: true as const,
    folder: folderPart(target),
    members: membersOf(db, target.folder),
  };
}

/** Who a member reference names, in the caller's company: its user type (null: a group). */
function principal(
  db: DatabaseSync,
  user: User,
  kind: 'user' | 'group',
  id: number,
): { type: UserType | null } {
  const row =
    kind === 'user'
      ? db
          .prepare('SELECT user_type FROM users WHERE id = ? AND company_id = ? AND blocked = 0')
          .get(id, user.companyId)
      : db
          .prepare('SELECT id FROM file_groups WHERE id = ? AND company_id = ?')
          .get(id, user.companyId);
  if (row === undefined) throw new Refusal('no_member');
  return { type: kind === 'user' ? userTypeOf(optText(row, 'user_type')) : null };
}

function currentLevel(
  db: DatabaseSync,
  dirSeq: number,
  kind: 'user' | 'group',
  id: number,
): AccessLevel | null {
  const column = kind === 'user' ? 'user_id' : 'group_id';
  const row = db
    .prepare(`SELECT level FROM folder_permissions WHERE dir_seq = ? AND ${column} = ?`)
    .get(dirSeq, id);
  return row === undefined ? null : levelOf(text(row, 'level'));
}

function userMasters(db: DatabaseSync, dirSeq: number): number {
  const row = db
    .prepare(
      "SELECT COUNT(*) AS n FROM folder_permissions WHERE dir_seq = ? AND user_id IS NOT NULL AND level = 'master'",
    )
    .get(dirSeq);
  return row === undefined ? 0 : int(row, 'n');
}

/**
 * Sets (adds or changes) or, with `level` null, removes one member of the folder the call
 * manages, under memberChangeRefusal's rules.
 */
export function changeMember(
  db: DatabaseSync,
  user: User,
  dirSeq: number,
  member: { kind: 'user' | 'group'; id: number },
  level: AccessLevel | null,
): void {
  const target = managedTarget(db, user, dirSeq);
  const { type } = principal(db, user, member.kind, member.id);
  const from = currentLevel(db, target.folder.dirSeq, member.kind, member.id);
  if (from === null && level === null) throw new Refusal('no_member');
  const refusal = memberChangeRefusal(target.access, {
    from,
    to: level,
    memberType: type,
    masters: userMasters(db, target.folder.dirSeq),
    isUser: member.kind === 'user',
  });
  if (refusal !== null) throw new Refusal(refusal);
  writeLevel(db, target.folder.dirSeq, member, level);
}

/** Writes one member's level on a folder (null removes it). */
export function writeLevel(
  db: DatabaseSync,
  dirSeq: number,
  member: { kind: 'user' | 'group'; id: number },
  level: AccessLevel | null,
): void {
  const column = member.kind === 'user' ? 'user_id' : 'group_id';
  db.prepare(`DELETE FROM folder_permissions WHERE dir_seq = ? AND ${column} = ?`).run(
    dirSeq,
    member.id,
  );
  if (level !== null) {
    db.prepare(`INSERT INTO folder_permissions (dir_seq, ${column}, level) VALUES (?, ?, ?)`).run(
      dirSeq,
      member.id,
      level,
    );
  }
}

/** Users (not yet members, not blocked) and groups of the company whose name or address match. */
export function candidatesFor(db: DatabaseSync, user: User, dirSeq: number, query: string) {
  const target = managedTarget(db, user, dirSeq);
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const users = db
    .prepare(
      `SELECT id, user_name, email, user_type FROM users
       WHERE company_id = ? AND blocked = 0
         AND (user_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR login_id LIKE ? ESCAPE '\\')
         AND id NOT IN (SELECT user_id FROM folder_permissions WHERE dir_seq = ? AND user_id IS NOT NULL)
       ORDER BY user_name LIMIT 20`,
    )
    .all(user.companyId, like, like, like, target.folder.dirSeq)
    .filter((row) => !(user.type === 'connect' && optText(row, 'user_type') === 'connect'));
  const groups = db
    .prepare(
      `SELECT id, name FROM file_groups WHERE company_id = ? AND name LIKE ? ESCAPE '\\'
         AND id NOT IN (SELECT group_id FROM folder_permissions WHERE dir_seq = ? AND group_id IS NOT NULL)
       ORDER BY name LIMIT 10`,
    )
    .all(user.companyId, like, target.folder.dirSeq);
  return {
    success: true as const,
    candidates: [
      ...users.map((row) => ({
        kind: 'user' as const,
        id: int(row, 'id'),
        name: text(row, 'user_name'),
        email: text(row, 'email'),
        user_type: userTypeOf(optText(row, 'user_type')),
      })),
      ...groups.map((row) => ({
        kind: 'group' as const,
        id: int(row, 'id'),
        name: text(row, 'name'),
        email: '',
        user_type: null,
      })),
    ],
  };
}

/** Folder Settings (Master only): PrivAll managing permissions, and the DLP box's export policy. */
export function changeSettings(
  db: DatabaseSync,
  user: User,
  dirSeq: number,
  settings: { privall_manages_permissions: boolean; export_allowed?: boolean | undefined },
): void {
  const target = membersTarget(db, user, dirSeq);
  if (!mayChangeSettings(target.access)) throw new Refusal('no_authority');
  const exportAllowed =
    target.folder.root === 'dlp'
      ? (settings.export_allowed ?? target.folder.exportAllowed)
      : target.folder.exportAllowed;
  db.prepare(
    'UPDATE file_folders SET privall_manages_permissions = ?, export_allowed = ? WHERE dir_seq = ?',
  ).run(settings.privall_manages_permissions ? 1 : 0, exportAllowed ? 1 : 0, target.folder.dirSeq);
}
