// The app's half of the one permission table test (requirements X25): the decisions and the
// commands the toolbar, the row menu and the keys offer follow MATRIX_CASES. The server's half
// is server/files/matrix-cases.test.ts, driven by the same table.
import { describe, expect, it } from 'vitest';
import { visibleActions, type ActionContext } from '../explorer/actions.ts';
import { ctx, file, folder } from '../explorer/test-items.ts';
import { canInvite, decide, type AccessContext, type UserType } from './access.ts';
import {
  expected,
  expectedOne,
  MATRIX_CASES,
  PLAIN,
  type CaseConditions,
  type MatrixCase,
} from './matrix-cases.ts';
import { ROOT_KINDS, type RootKind } from './nodes.ts';
import {
  ACCESS_LEVELS,
  FILE_FUNCTIONS,
  type AccessLevel,
  type FileFunction,
} from './permissions.ts';

function access(levels: readonly AccessLevel[], folderType: RootKind, c: CaseConditions) {
  return {
    levels,
    folderType,
    userType: c.userType,
    officeViewer: c.officeViewer,
    privallManagesPermissions: c.privallManagesPermissions,
    exportAllowed: c.exportAllowed,
    guestLinkAllowed: c.guestLinkAllowed,
  } satisfies AccessContext;
}

const label = (c: MatrixCase) => `${c.fn} × ${c.level} × ${c.folderType} → ${c.expected}`;

describe('the table covers the whole matrix', () => {
  it('has every function × level × folder type (my box: its owner only)', () => {
    expect(MATRIX_CASES).toHaveLength(
      FILE_FUNCTIONS.length * (ACCESS_LEVELS.length * (ROOT_KINDS.length - 1) + 1),
    );
  });
});

describe('the app decides as the table says', () => {
  it.each(MATRIX_CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(decide(c.fn, access([c.level], c.folderType, PLAIN))).toBe(c.expected);
  });
});

const VARIANTS: readonly (readonly [string, CaseConditions])[] = [
  ['a guest', { ...PLAIN, userType: 'guest' }],
  ['a guest whose company allows links', { ...PLAIN, userType: 'guest', guestLinkAllowed: true }],
  ['a connect user', { ...PLAIN, userType: 'connect' }],
  ['a user without the Office viewer', { ...PLAIN, officeViewer: false }],
  ['a folder whose export policy forbids exporting', { ...PLAIN, exportAllowed: false }],
  ['a folder where PrivAll manages permissions', { ...PLAIN, privallManagesPermissions: true }],
];

describe('user types and footnotes', () => {
  it.each(VARIANTS)('%s: every cell as the table says', (_, conditions) => {
    for (const folderType of ROOT_KINDS)
      for (const level of ACCESS_LEVELS)
        for (const fn of FILE_FUNCTIONS)
          expect(
            decide(fn, access([level], folderType, conditions)),
            `${fn} × ${level} × ${folderType}`,
          ).toBe(expectedOne(fn, level, folderType, conditions));
  });

  it('combines group and user permissions: any level that allows, allows', () => {
    for (const folderType of ROOT_KINDS)
      for (const a of ACCESS_LEVELS)
        for (const b of ACCESS_LEVELS)
          for (const fn of FILE_FUNCTIONS)
            expect(decide(fn, access([a, b], folderType, PLAIN)), `${fn} ${a}+${b}`).toBe(
              expected(fn, [a, b], folderType),
            );
  });

  it.each([
    ['Previewer + Uploader previews and uploads', ['previewer', 'uploader'], 'upload', 'allowed'],
    ['Editor + Downloader deletes own uploads only', ['editor', 'downloader'], 'delete', 'own'],
    ['Editor- + Downloader downloads', ['editor_minus', 'downloader'], 'download', 'allowed'],
  ] as const)('%s', (_, levels, fn, answer) => {
    expect(expected(fn, levels, 'shared')).toBe(answer);
  });
});

// The commands and the matrix row each stands for: shown (enabled or with a reason) exactly
// where the table allows, for a selected file and a selected folder the user did not upload.
const FILE_COMMANDS: readonly (readonly [string, FileFunction])[] = [
  ['download', 'download'],
  ['rename', 'edit'],
  ['tags', 'edit'],
  ['copyTo', 'copy'],
  ['moveTo', 'move'],
  ['lock', 'lock'],
  ['mailFiles', 'mail_attach'],
  ['schedule', 'scheduled_delete'],
  ['file-logs', 'file_logs'],
  ['delete', 'delete'],
];
const FOLDER_COMMANDS: readonly (readonly [string, FileFunction])[] = [
  ['upload', 'upload'],
  ['newFolder', 'subfolder'],
  ['members', 'permission_management'],
  ['inviteGuests', 'guest_invitation'],
  ['request-upload', 'request_upload'],
];

function shown(c: ActionContext): Set<string> {
  return new Set(visibleActions(c).map(({ action }) => action.id));
}

function contextOf(level: AccessLevel, folderType: RootKind, user: UserType, sel = true) {
  return ctx({
    level,
    type: folderType,
    user,
    selection: sel ? [file('a.txt', { tags: [] })] : [],
  });
}

const COMMAND_CASES = ROOT_KINDS.flatMap((folderType) =>
  ACCESS_LEVELS.filter((level) => folderType !== 'mybox' || level === 'master').flatMap((level) =>
    (['user', 'guest', 'connect'] as const).map((user) => [level, folderType, user] as const),
  ),
);

describe('the commands follow the table', () => {
  it.each(COMMAND_CASES)('%s in %s as %s', (level, folderType, user) => {
    const conditions = { ...PLAIN, userType: user };
    const selected = shown(contextOf(level, folderType, user));
    for (const [id, fn] of FILE_COMMANDS) {
      const allowed = expectedOne(fn, level, folderType, conditions) !== 'denied';
      expect(selected.has(id), `${id} (${fn})`).toBe(allowed);
    }
    // A guest's File Link refused only by the company's link policy shows with that reason.
    const link = visibleActions(contextOf(level, folderType, user)).find(
      ({ action }) => action.id === 'share-link',
    );
    const policyLink = { ...conditions, guestLinkAllowed: true };
    expect(link?.availability.state ?? 'hidden', 'share-link (link)').toBe(
      expectedOne('link', level, folderType, conditions) !== 'denied'
        ? 'enabled'
        : expectedOne('link', level, folderType, policyLink) !== 'denied'
          ? 'disabled'
          : 'hidden',
    );
    const open = shown(contextOf(level, folderType, user, false));
    for (const [id, fn] of FOLDER_COMMANDS) {
      // My box is its owner's alone: no members to manage, no guests to invite into it.
      const sharing = id === 'members' || id === 'inviteGuests';
      const allowed =
        expectedOne(fn, level, folderType, conditions) !== 'denied' &&
        !(sharing && folderType === 'mybox');
      expect(open.has(id), `${id} (${fn})`).toBe(allowed);
    }
    // A selected folder is judged by the level on itself.
    const own = ctx({
      level: 'previewer',
      type: folderType,
      user,
      selection: [{ ...folder('F'), permission: { node: '1{2001', access_level: level } }],
    });
    expect(shown(own).has('rename'), 'rename of a folder').toBe(
      expectedOne('edit', level, folderType, conditions) !== 'denied',
    );
  });
});

describe('who may invite whom (requirements F3)', () => {
  it.each([
    ['user', 'user', true],
    ['user', 'guest', true],
    ['user', 'connect', true],
    ['connect', 'user', true],
    ['connect', 'guest', true],
    ['connect', 'connect', false],
    ['guest', 'user', false],
    ['guest', 'guest', false],
    ['guest', 'connect', false],
  ] as const)('%s invites %s: %s', (inviter, invitee, allowed) => {
    expect(canInvite(inviter, invitee)).toBe(allowed);
  });
});
