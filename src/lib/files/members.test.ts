import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access.ts';
import {
  effectiveLevels,
  grantableLevels,
  groupGivesMore,
  isInviteAddress,
  mayChangeSettings,
  mayInviteGuests,
  mayManageMembers,
  memberChangeRefusal,
  parseAddresses,
  type MemberChange,
} from './members.ts';
import type { RootKind } from './nodes.ts';
import type { AccessLevel } from './permissions.ts';

const ctx = (levels: AccessLevel[], extra: Partial<AccessContext> = {}): AccessContext => ({
  levels,
  folderType: 'shared',
  userType: 'user',
  ...extra,
});

describe('effective level: group and user permissions combined', () => {
  it.each<[string, AccessLevel[], RootKind, AccessLevel[]]>([
    ['nothing', [], 'shared', []],
    ['one level is itself', ['editor'], 'shared', ['editor']],
    ['a group at Editor over an own Previewer', ['previewer', 'editor'], 'shared', ['editor']],
    [
      'Previewer with Uploader is Previewer+',
      ['previewer', 'uploader'],
      'shared',
      ['previewer_plus'],
    ],
    ['Master covers everything', ['master', 'uploader', 'downloader'], 'shared', ['master']],
    [
      'Editor- with Downloader is no single level',
      ['downloader', 'editor_minus'],
      'shared',
      ['editor_minus', 'downloader'],
    ],
    [
      'Downloader with Previewer is Downloader',
      ['previewer', 'downloader'],
      'shared',
      ['downloader'],
    ],
    ['in cold storage a held level is kept', ['editor'], 'cold', ['editor']],
    ['in the document box PrivAll is itself', ['privall', 'editor'], 'document', ['privall']],
  ])('%s', (_, levels, folderType, expected) => {
    expect(effectiveLevels(levels, folderType)).toEqual(expected);
  });

  it.each<[AccessLevel | null, AccessLevel[], boolean]>([
    ['previewer', ['previewer', 'uploader'], true],
    ['editor', ['editor', 'previewer'], false],
    [null, ['uploader'], true],
    ['master', ['master', 'editor'], false],
  ])('own %s with %j: a group gives more is %s', (own, all, expected) => {
    expect(groupGivesMore(own, all, 'shared')).toBe(expected);
  });
});

describe('who manages members and settings', () => {
  it.each<[string, AccessContext, boolean, boolean, boolean]>([
    ['Master', ctx(['master']), true, true, true],
    ['PrivAll without the folder setting', ctx(['privall']), false, false, true],
    [
      'PrivAll with the folder setting',
      ctx(['privall'], { privallManagesPermissions: true }),
      true,
      false,
      true,
    ],
    [
      'PrivAll in the document box',
      ctx(['privall'], { folderType: 'document' }),
      true,
      false,
      true,
    ],
    ['Editor', ctx(['editor']), false, false, false],
    ['a guest Master', ctx(['master'], { userType: 'guest' }), false, true, false],
    ['a connect Master', ctx(['master'], { userType: 'connect' }), true, true, true],
    [
      'a fax Master invites no guests',
      ctx(['master'], { folderType: 'fax_receive' }),
      true,
      true,
      false,
    ],
  ])('%s: members %s, settings %s, guests %s', (_, access, members, settings, guests) => {
    expect(mayManageMembers(access)).toBe(members);
    expect(mayChangeSettings(access)).toBe(settings);
    expect(mayInviteGuests(access)).toBe(guests);
  });

  it('hands out Master only as a Master', () => {
    expect(grantableLevels(ctx(['master']))).toContain('master');
    const privall = grantableLevels(ctx(['privall'], { privallManagesPermissions: true }));
    expect(privall).not.toContain('master');
    expect(privall).toContain('privall');
    expect(grantableLevels(ctx(['editor']))).toEqual([]);
  });
});

describe('member changes', () => {
  const change = (extra: Partial<MemberChange>): MemberChange => ({
    from: null,
    to: 'editor',
    memberType: 'user',
    masters: 1,
    isUser: true,
    ...extra,
  });
  const privall = ctx(['privall'], { privallManagesPermissions: true });
  it.each<[string, AccessContext, MemberChange, string | null]>([
    ['a Master adds an Editor', ctx(['master']), change({}), null],
    ['an Editor adds no one', ctx(['editor']), change({}), 'no_authority'],
    ['a PrivAll adds an Editor', privall, change({}), null],
    ['a PrivAll makes no Master', privall, change({ to: 'master' }), 'master_only'],
    [
      'a PrivAll removes no Master',
      privall,
      change({ from: 'master', to: null, masters: 2 }),
      'master_only',
    ],
    [
      'the last Master stays',
      ctx(['master']),
      change({ from: 'master', to: 'editor' }),
      'last_master',
    ],
    [
      'one of two Masters steps down',
      ctx(['master']),
      change({ from: 'master', to: null, masters: 2 }),
      null,
    ],
    [
      'a Master group is not the last Master',
      ctx(['master']),
      change({ from: 'master', to: null, isUser: false, memberType: null }),
      null,
    ],
    [
      'a connect user adds no connect user',
      ctx(['master'], { userType: 'connect' }),
      change({ memberType: 'connect' }),
      'cannot_invite',
    ],
    [
      'a connect user adds a company user',
      ctx(['master'], { userType: 'connect' }),
      change({ memberType: 'user' }),
      null,
    ],
    [
      'a guest is no PrivAll',
      ctx(['master']),
      change({ memberType: 'guest', to: 'privall' }),
      'guest_level',
    ],
    ['a guest may be an Editor', ctx(['master']), change({ memberType: 'guest' }), null],
  ])('%s', (_, access, c, expected) => {
    expect(memberChangeRefusal(access, c)).toBe(expected);
  });
});

describe('invitation addresses', () => {
  it.each([
    ['a@b.example', true],
    ['a@b', false],
    ['a b@c.example', false],
    ['', false],
    [`${'a'.repeat(250)}@b.example`, false],
  ])('%s is an address: %s', (value, expected) => {
    expect(isInviteAddress(value)).toBe(expected);
  });

  it('splits a typed list', () => {
    expect(parseAddresses(' a@x.example, b@x.example;A@x.example\nc@x.example ')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
    ]);
  });
});
