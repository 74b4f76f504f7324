import { describe, expect, it } from 'vitest';
import {
  allowedOn,
  canInvite,
  decide,
  decideAll,
  GUEST_DENIED,
  type AccessContext,
} from './access.ts';
import type { AccessLevel } from './permissions.ts';

const ctx = (levels: AccessLevel[], extra: Partial<AccessContext> = {}): AccessContext => ({
  levels,
  folderType: 'shared',
  userType: 'user',
  ...extra,
});

describe('decisions', () => {
  it.each([
    ['Previewer previews', 'preview', ctx(['previewer']), 'allowed'],
    ['Uploader cannot preview', 'preview', ctx(['uploader']), 'denied'],
    ['Editor deletes own uploads only', 'delete', ctx(['editor']), 'own'],
    ['Editor- cannot delete', 'delete', ctx(['editor_minus']), 'denied'],
    ['Downloader downloads', 'download', ctx(['downloader']), 'allowed'],
    ['Previewer+ uploads', 'upload', ctx(['previewer_plus']), 'allowed'],
    ['Downloader cannot upload', 'upload', ctx(['downloader']), 'denied'],
    [
      'PrivAll manages permissions only when the folder allows it',
      'permission_management',
      ctx(['privall']),
      'denied',
    ],
    [
      'PrivAll manages permissions when allowed',
      'permission_management',
      ctx(['privall'], { privallManagesPermissions: true }),
      'allowed',
    ],
    [
      'PrivAll manages permissions in the document box',
      'permission_management',
      ctx(['privall'], { folderType: 'document' }),
      'allowed',
    ],
    ['Master settles folder settings', 'folder_settings', ctx(['master']), 'allowed'],
    ['no level, no access', 'preview', ctx([]), 'denied'],
  ] as const)('%s', (_, fn, context, decision) => {
    expect(decide(fn, context)).toBe(decision);
  });

  it.each([
    [
      'Previewer + Uploader (a group) may preview and upload',
      ['previewer', 'uploader'],
      'upload',
      'allowed',
    ],
    ['Previewer + Uploader still cannot download', ['previewer', 'uploader'], 'download', 'denied'],
    [
      'Editor- + Downloader may edit and download',
      ['editor_minus', 'downloader'],
      'download',
      'allowed',
    ],
    ['Editor + Master deletes anything', ['editor', 'master'], 'delete', 'allowed'],
  ] as const)('combines group and user levels: %s', (_, levels, fn, decision) => {
    expect(decide(fn, ctx([...levels]))).toBe(decision);
  });

  it('lets a restricted Master keep only the listed functions', () => {
    const context = ctx(['master'], { masterScope: ['preview', 'download'] });
    expect(decide('download', context)).toBe('allowed');
    expect(decide('folder_settings', context)).toBe('denied');
    expect(decide('folder_settings', { ...context, levels: ['master', 'privall'] })).toBe('denied');
    expect(decide('move', { ...context, levels: ['master', 'privall'] })).toBe('allowed');
  });

  it.each(GUEST_DENIED.map((fn) => [fn]))('never gives a guest %s, even as Master', (fn) => {
    expect(
      decide(fn, ctx(['master'], { userType: 'guest', privallManagesPermissions: true })),
    ).toBe('denied');
    expect(decide(fn, ctx(['master'], { userType: 'user' }))).toBe('allowed');
  });

  it.each([
    [false, 'denied'],
    [true, 'allowed'],
  ] as const)(
    'gives a guest File Link only as the administrator allows (%s)',
    (guestLinkAllowed, decision) => {
      expect(decide('link', ctx(['editor'], { userType: 'guest', guestLinkAllowed }))).toBe(
        decision,
      );
    },
  );

  it.each([
    [false, 'denied'],
    [true, 'allowed'],
  ] as const)('subjects DLP downloads to the export policy (%s)', (exportAllowed, decision) => {
    expect(decide('download', ctx(['master'], { folderType: 'dlp', exportAllowed }))).toBe(
      decision,
    );
    expect(decide('pdf_download', ctx(['downloader'], { folderType: 'dlp', exportAllowed }))).toBe(
      decision,
    );
  });

  it('offers Download on Office only with the Office viewer', () => {
    expect(decide('download_office', ctx(['editor']))).toBe('denied');
    expect(decide('download_office', ctx(['editor'], { officeViewer: true }))).toBe('allowed');
    expect(
      decide('download_office', ctx(['editor'], { officeViewer: true, folderType: 'project' })),
    ).toBe('denied');
  });

  it('refuses what a folder type hides, whatever the level', () => {
    expect(decide('edit', ctx(['master'], { folderType: 'warm' }))).toBe('denied');
    expect(decide('preview', ctx(['master'], { folderType: 'cold' }))).toBe('denied');
    expect(decide('upload', ctx(['master'], { folderType: 'cold' }))).toBe('allowed');
    expect(decide('subfolder', ctx(['master'], { folderType: 'fax_receive' }))).toBe('denied');
  });

  it('lists a decision for every visible function', () => {
    expect([...decideAll(ctx(['previewer'], { folderType: 'cold' })).keys()]).toEqual([
      'upload',
      'move',
      'permission_management',
      'folder_settings',
      'unfreeze',
    ]);
  });

  it.each([
    ['allowed', false, true],
    ['own', true, true],
    ['own', false, false],
    ['denied', true, false],
  ] as const)(
    'applies %s to an item uploaded by the caller: %s → %s',
    (decision, own, expected) => {
      expect(allowedOn(decision, own)).toBe(expected);
    },
  );

  it.each([
    ['user', 'guest', true],
    ['user', 'connect', true],
    ['connect', 'guest', true],
    ['connect', 'connect', false],
    ['guest', 'guest', false],
  ] as const)('lets a %s invite a %s: %s', (inviter, invitee, expected) => {
    expect(canInvite(inviter, invitee)).toBe(expected);
  });
});

describe('cold storage: Download only for an unfrozen file (requirements X37)', () => {
  const cold = (level: AccessLevel, thawed?: boolean): AccessContext =>
    ctx([level], { folderType: 'cold', ...(thawed === undefined ? {} : { thawed }) });
  it.each([
    ['Master, frozen', cold('master'), 'denied'],
    ['Master, thawing or unknown', cold('master', false), 'denied'],
    ['Master, available', cold('master', true), 'allowed'],
    ['Editor, available', cold('editor', true), 'allowed'],
    ['Downloader, available', cold('downloader', true), 'allowed'],
    ['Previewer, available', cold('previewer', true), 'denied'],
    ['Uploader, available', cold('uploader', true), 'denied'],
  ] as const)('%s → %s', (_name, context, expected) => {
    expect(decide('download', context)).toBe(expected);
  });

  it.each([
    ['Master unfreezes', 'master', 'allowed'],
    ['PrivAll unfreezes', 'privall', 'allowed'],
    ['Editor does not', 'editor', 'denied'],
    ['Downloader does not', 'downloader', 'denied'],
  ] as const)('%s', (_name, level, expected) => {
    expect(decide('unfreeze', cold(level))).toBe(expected);
  });

  it('a thawed flag opens nothing else: no zip-only rows, no preview, no Unfreeze elsewhere', () => {
    expect(decide('preview', cold('master', true))).toBe('denied');
    expect(decide('download', ctx(['master'], { folderType: 'warm', thawed: true }))).toBe(
      'allowed',
    );
    expect(decide('unfreeze', ctx(['master'], { folderType: 'warm' }))).toBe('denied');
    expect(decide('link', ctx(['master'], { folderType: 'warm' }))).toBe('denied');
  });
});
