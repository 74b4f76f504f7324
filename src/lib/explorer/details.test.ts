import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../files/access.ts';
import type { AccessLevel } from '../files/permissions.ts';
import { allowedFunctions, detailsOf, lockKey, pathOf, permissionSource } from './details.ts';
import { isDetailsKey } from './details-action.ts';
import type { ExplorerItem } from './items.ts';
import { file, folder } from './test-items.ts';

type Source = NonNullable<ExplorerItem['permission']['source']>;

function withPermission(
  item: ExplorerItem,
  level: AccessLevel | null,
  source?: Source,
  extra: Partial<ExplorerItem> = {},
): ExplorerItem {
  return {
    ...item,
    ...extra,
    permission: { node: '1{9', access_level: level, ...(source ? { source } : {}) },
  };
}

const access = (level: AccessLevel): AccessContext => ({
  levels: [level],
  folderType: 'shared',
  userType: 'user',
  exportAllowed: true,
});

describe('isDetailsKey', () => {
  it.each([
    [{ key: 'Enter', alt: true, mod: false, shift: false }, true],
    [{ key: 'i', alt: false, mod: false, shift: false }, true],
    [{ key: 'I', alt: false, mod: false, shift: false }, true],
    [{ key: 'Enter', alt: false, mod: false, shift: false }, false],
    [{ key: 'i', alt: false, mod: true, shift: false }, false],
    [{ key: 'i', alt: true, mod: false, shift: false }, false],
    [{ key: 'Enter', alt: true, mod: false, shift: true }, false],
  ])('%j → %s', (press, expected) => {
    expect(isDetailsKey(press)).toBe(expected);
  });
});

describe('permissionSource', () => {
  it.each<[string, ExplorerItem, AccessLevel | null, ReturnType<typeof permissionSource>]>([
    [
      'own grant',
      withPermission(file('a.txt'), 'master', {
        name: 'Sales',
        grants: [{ level: 'master', via: 'user' }],
      }),
      null,
      {
        level: 'Master',
        grants: [{ level: 'Master', key: 'files.details.viaUser', values: { folder: 'Sales' } }],
      },
    ],
    [
      'own and group grants',
      withPermission(file('a.txt'), 'previewer', {
        name: 'Design',
        grants: [
          { level: 'previewer', via: 'user' },
          { level: 'uploader', via: 'group', group: 'Design Team' },
        ],
      }),
      null,
      {
        level: 'Previewer',
        grants: [
          { level: 'Previewer', key: 'files.details.viaUser', values: { folder: 'Design' } },
          {
            level: 'Uploader',
            key: 'files.details.viaGroup',
            values: { group: 'Design Team', folder: 'Design' },
          },
        ],
      },
    ],
    [
      'box owner',
      withPermission(file('a.txt'), 'master', {
        name: 'My box',
        grants: [{ level: 'master', via: 'owner' }],
      }),
      null,
      { level: 'Master', grants: [{ level: 'Master', key: 'files.details.viaOwner', values: {} }] },
    ],
    [
      'no source from the back end: level only',
      withPermission(file('a.txt'), 'editor'),
      null,
      { level: 'Editor', grants: [] },
    ],
    [
      'no level on the item: the folder’s',
      withPermission(file('a.txt'), null),
      'downloader',
      { level: 'Downloader', grants: [] },
    ],
    ['nothing at all', withPermission(file('a.txt'), null), null, { level: null, grants: [] }],
  ])('%s', (_, item, folderLevel, expected) => {
    expect(permissionSource(item, folderLevel)).toEqual(expected);
  });
});

describe('allowedFunctions', () => {
  it.each<[string, ExplorerItem, AccessLevel, string[]]>([
    ['previewer: preview and comment', file('a.txt'), 'previewer', ['preview', 'comment']],
    ['uploader: upload only', file('a.txt'), 'uploader', ['upload']],
  ])('%s', (_, item, level, expected) => {
    const fns = allowedFunctions(item, access(level)).map((entry) => entry.fn);
    expect(fns).toEqual(expected);
  });

  it('lists "own uploads" functions only on the user’s own upload', () => {
    const mine = allowedFunctions(file('a.txt', { ownUpload: true }), access('editor'));
    const theirs = allowedFunctions(file('a.txt'), access('editor'));
    expect(mine.some((entry) => entry.own)).toBe(mine.length > theirs.length);
  });

  it('judges a folder by its own level', () => {
    const item = withPermission(folder('Sub'), 'master');
    const fns = allowedFunctions(item, access('previewer')).map((entry) => entry.fn);
    expect(fns).toContain('delete');
  });
});

describe('pathOf and lockKey', () => {
  it.each([
    [['Shared box', 'Sales'], 'a.txt', 'Shared box / Sales / a.txt'],
    [[], 'a.txt', 'a.txt'],
  ])('%j + %s', (crumbs, name, expected) => {
    expect(pathOf(crumbs, name)).toBe(expected);
  });
  it.each<[Partial<ExplorerItem>, string]>([
    [{ previewLocked: true }, 'files.details.lockPreview'],
    [{ downloadLocked: true }, 'files.details.lockDownload'],
    [{ previewLocked: true, downloadLocked: true }, 'files.details.lockBoth'],
  ])('%j → %s', (extra, expected) => {
    expect(lockKey(file('a.txt', extra))).toBe(expected);
  });
});

describe('detailsOf', () => {
  const options = {
    locale: 'en',
    access: access('master'),
    folderLevel: 'master' as const,
    crumbs: ['Shared box', 'Sales'],
  };

  it('shows a file’s size, dates, uploader and path', () => {
    const item = withPermission(
      file('a.txt', { updatedAt: Date.UTC(2026, 0, 2) }),
      'master',
      undefined,
      {
        createdAt: Date.UTC(2026, 0, 1),
      },
    );
    const details = detailsOf(item, options);
    expect(details.kindKey).toBe('files.details.kindFile');
    expect(details.rows.map((row) => row.labelKey)).toEqual([
      'files.details.size',
      'files.details.created',
      'files.details.modified',
      'files.details.uploader',
      'files.details.path',
    ]);
    expect(details.rows[0]?.value).toBe('1.0 KB');
    expect(details.rows[1]?.value).toContain('2026');
    expect(details.rows[4]?.value).toBe('Shared box / Sales / a.txt');
    expect(details.permission.level).toBe('Master');
  });

  it('shows a dash for unknown dates and a folder’s size, and lock and favorite lines', () => {
    const item = { ...folder('Sub'), updatedAt: null, downloadLocked: true, favorite: true };
    const details = detailsOf(item, options);
    const values = Object.fromEntries(details.rows.map((row) => [row.labelKey, row.value]));
    expect(values).toMatchObject({
      'files.details.size': '—',
      'files.details.created': '—',
      'files.details.modified': '—',
      'files.details.owner': 'Alice',
      'files.details.lock': 'files.details.lockDownload',
      'files.details.favorite': 'files.details.yes',
    });
  });
});
