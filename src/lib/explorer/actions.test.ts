import { describe, expect, it, vi } from 'vitest';
import { decide } from '../files/access.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../files/permissions.ts';
import {
  ACTIONS,
  actionForKey,
  performIfAvailable,
  visibleActions,
  type ActionContext,
  type ActionEffects,
} from './actions.ts';
import type { ExplorerItem } from './items.ts';
import { ctx, file, folder } from './test-items.ts';

const ids = (c: ActionContext) => visibleActions(c).map(({ action }) => action.id);
const state = (c: ActionContext, id: string) =>
  ACTIONS.find((action) => action.id === id)?.available(c);

const combos = ACCESS_LEVELS.flatMap((level) =>
  ROOT_KINDS.flatMap((type) =>
    (['user', 'guest', 'connect'] as const).map((user) => [level, type, user] as const),
  ),
);

describe('actions follow the permission matrix', () => {
  it.each(combos)(
    '%s in %s as %s: the toolbar offers what the matrix allows',
    (level, type, user) => {
      const folderCtx = ctx({ level, type, user });
      const selected = ctx({ level, type, user, selection: [file('a.pdf')] });
      const allowed = (fn: Parameters<typeof decide>[0]) =>
        decide(fn, folderCtx.access) !== 'denied';
      expect(ids(folderCtx).includes('upload')).toBe(allowed('upload'));
      expect(ids(folderCtx).includes('scan')).toBe(allowed('upload'));
      expect(ids(folderCtx).includes('newFolder')).toBe(allowed('subfolder'));
      expect(ids(folderCtx).includes('inviteGuests')).toBe(
        allowed('guest_invitation') && type !== 'mybox',
      );
      expect(ids(selected).includes('download')).toBe(allowed('download'));
      expect(ids(selected).includes('delete')).toBe(allowed('delete'));
      expect(ids(selected).includes('preview')).toBe(allowed('preview'));
      expect(ids(selected).includes('rename')).toBe(allowed('edit'));
      if (user === 'guest') expect(ids(folderCtx)).not.toContain('inviteGuests');
    },
  );

  it.each([
    [
      'a Master in the shared box',
      ctx(),
      [
        'upload',
        'scan',
        'newFolder',
        'inviteGuests',
        'members',
        'uploadFolder',
        'request-upload',
        'shortcuts',
      ],
    ],
    [
      'a guest Master in the shared box',
      ctx({ user: 'guest' }),
      ['upload', 'scan', 'newFolder', 'uploadFolder', 'shortcuts'],
    ],
    ['a Previewer', ctx({ level: 'previewer' }), ['shortcuts']],
    ['an Uploader', ctx({ level: 'uploader' }), ['upload', 'scan', 'shortcuts']],
    [
      'a Master in a fax folder',
      ctx({ type: 'fax_receive' }),
      ['upload', 'scan', 'members', 'request-upload', 'shortcuts'],
    ],
    ['a Master in cold storage', ctx({ type: 'cold' }), ['upload', 'scan', 'members', 'shortcuts']],
  ])('offers %s the folder actions it may use', (_, c, expected) => {
    expect(ids(c)).toEqual(expected);
  });
});

describe('at the Shared Box top, a folder’s own level judges commands on it (requirements F8)', () => {
  const sharedTop = (selection: ExplorerItem[]): ActionContext => {
    const base = ctx({ selection });
    return { ...base, access: { ...base.access, levels: [] } };
  };
  const own = (name: string, level: AccessLevel): ExplorerItem => ({
    ...folder(name),
    permission: { node: '1{2001', access_level: level },
  });
  it.each<[string, ExplorerItem[], string[]]>([
    [
      'a folder the user is Master of',
      [own('Team', 'master')],
      ['zipDownload', 'rename', 'delete'],
    ],
    ['a folder the user only previews', [own('Board', 'previewer')], []],
    [
      'two folders with different levels: the top’s (none) judges',
      [own('Team', 'master'), own('Board', 'previewer')],
      [],
    ],
    [
      'two folders the user is Master of',
      [own('Team', 'master'), own('Sales', 'master')],
      ['zipDownload', 'delete'],
    ],
  ])('%s', (_, selection, expected) => {
    const offered = visibleActions(sharedTop(selection), 'selection').map(
      ({ action }) => action.id,
    );
    expect(offered.filter((id) => ['zipDownload', 'rename', 'delete'].includes(id))).toEqual(
      expected,
    );
  });
});

describe('actions follow the selection', () => {
  it.each<[string, ExplorerItem[], string[]]>([
    [
      'one file',
      [file('a.pdf')],
      [
        'preview',
        'download',
        'rename',
        'copyTo',
        'moveTo',
        'cut',
        'copy',
        'lock',
        'mailFiles',
        'schedule',
        'share-link',
        'details',
        'file-logs',
        'delete',
      ],
    ],
    [
      'two files',
      [file('a.pdf'), file('b.pdf')],
      ['download', 'zipDownload', 'copyTo', 'moveTo', 'cut', 'copy', 'mailFiles', 'delete'],
    ],
    [
      'a file and a folder',
      [file('a.pdf'), folder('F')],
      ['zipDownload', 'copyTo', 'moveTo', 'cut', 'copy', 'delete'],
    ],
    [
      'a folder',
      [folder('F')],
      [
        'zipDownload',
        'rename',
        'copyTo',
        'moveTo',
        'cut',
        'copy',
        'schedule',
        'share-link',
        'details',
        'delete',
      ],
    ],
    [
      'a file with a note',
      [file('a.pdf', { hasNote: true })],
      [
        'preview',
        'download',
        'noteDownload',
        'rename',
        'copyTo',
        'moveTo',
        'cut',
        'copy',
        'lock',
        'mailFiles',
        'schedule',
        'share-link',
        'details',
        'file-logs',
        'delete',
      ],
    ],
  ])('offers %s its actions', (_, selection, expected) => {
    const c = ctx({ selection });
    expect(visibleActions(c, 'selection').map(({ action }) => action.id)).toEqual(expected);
  });

  it.each([
    [
      'a preview-locked file',
      ctx({ selection: [file('a.pdf', { previewLocked: true })] }),
      'preview',
      'files.reason.previewLocked',
    ],
    [
      'a type that cannot be previewed',
      ctx({ selection: [file('a.exe')] }),
      'preview',
      'files.reason.unsupported',
    ],
    [
      'a file over 30 MB',
      ctx({ selection: [file('a.pdf', { size: 31_457_281 })] }),
      'preview',
      'files.reason.tooLarge',
    ],
    [
      'no preview authority',
      ctx({ selection: [file('a.pdf')], usePreview: false }),
      'preview',
      'files.reason.noAuthority',
    ],
    [
      'a download-locked file',
      ctx({ selection: [file('a.pdf', { downloadLocked: true })] }),
      'download',
      'files.reason.downloadLocked',
    ],
    [
      'an Editor deleting someone else’s file',
      ctx({ level: 'editor', selection: [file('a.pdf')] }),
      'delete',
      'files.reason.ownUploadsOnly',
    ],
    [
      'an Editor deleting a folder',
      ctx({ level: 'editor', selection: [folder('F')] }),
      'delete',
      'files.reason.noFolderDelete',
    ],
  ])('disables with a reason: %s', (_, c, id, reasonKey) => {
    expect(state(c, id)).toEqual({ state: 'disabled', reasonKey });
  });

  it('lets an Editor delete their own upload', () => {
    expect(
      state(ctx({ level: 'editor', selection: [file('a.pdf', { ownUpload: true })] }), 'delete'),
    ).toEqual({
      state: 'enabled',
    });
  });
});

describe('an action on the whole selection, once loaded', () => {
  const remove = ACTIONS.find((action) => action.id === 'delete');
  it('is performed where still available, with every entry', () => {
    const removed = vi.fn();
    const fx = { remove: removed } as unknown as ActionEffects;
    const whole = ctx({ selection: [file('a.pdf'), file('b.pdf')] });
    expect(remove && performIfAvailable(remove, whole, fx)).toEqual({ state: 'enabled' });
    expect(removed).toHaveBeenCalledWith(whole.selection);
  });

  it('is not performed where an entry loaded last is refused, and says why', () => {
    const removed = vi.fn();
    const fx = { remove: removed } as unknown as ActionEffects;
    const locked = file('b.pdf', { lock: { mine: false, by: 'Bob', at: null } });
    const whole = ctx({ selection: [file('a.pdf'), locked] });
    expect(remove && performIfAvailable(remove, whole, fx)).toEqual({
      state: 'disabled',
      reasonKey: 'files.reason.renameLocked',
    });
    expect(removed).not.toHaveBeenCalled();
  });
});

describe('shortcuts', () => {
  const press = (
    key: string,
    extra: Partial<{ mod: boolean; shift: boolean; alt: boolean }> = {},
  ) => ({
    key,
    mod: false,
    shift: false,
    alt: false,
    ...extra,
  });

  it.each([
    [
      'Delete deletes the selection',
      ctx({ selection: [file('a.pdf')] }),
      press('Delete'),
      'delete',
    ],
    [
      'Delete does nothing for a Previewer',
      ctx({ level: 'previewer', selection: [file('a.pdf')] }),
      press('Delete'),
      null,
    ],
    ['Alt+N makes a new folder', ctx(), press('n', { alt: true }), 'newFolder'],
    [
      'Alt+D downloads one file',
      ctx({ selection: [file('a.pdf')] }),
      press('d', { alt: true }),
      'download',
    ],
    [
      'Alt+D asks how to download two files (one by one or as one zip)',
      ctx({ selection: [file('a.pdf'), file('b.pdf')] }),
      press('d', { alt: true }),
      'download',
    ],
    [
      'Alt+D zips a folder',
      ctx({ selection: [folder('F')] }),
      press('d', { alt: true }),
      'zipDownload',
    ],
    ['? opens the keyboard shortcuts', ctx(), press('?', { shift: true }), 'shortcuts'],
    ['a plain letter runs nothing', ctx(), press('n'), null],
  ])('%s', (_, c, key, expected) => {
    expect(actionForKey(c, key)?.id ?? null).toBe(expected);
  });

  it('runs perform through the injected effects', () => {
    const remove = vi.fn();
    const effects = { remove } as unknown as ActionEffects;
    const c = ctx({ selection: [file('a.pdf')] });
    actionForKey(c, press('Delete'))?.perform(c, effects);
    expect(remove).toHaveBeenCalledWith(c.selection);
  });
});
