import { describe, expect, it } from 'vitest';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../files/permissions.ts';
import { membersAvailability } from './members-action.ts';
import {
  allowedAt,
  effectiveLabel,
  levelOptions,
  levelsLabel,
  type FolderMember,
} from './members.ts';
import { ctx } from './test-items.ts';

const member = (level: AccessLevel, effective: AccessLevel[]): FolderMember => ({
  kind: 'user',
  id: 1,
  name: 'Pia',
  email: 'pia@demo.example',
  user_type: 'user',
  level,
  effective,
  groups: [],
  pending: false,
});

describe('the Members command follows Permission Management', () => {
  it.each(ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const)))(
    '%s in %s',
    (level, type) => {
      const manages = level === 'master' || (level === 'privall' && type === 'document');
      const expected = manages && type !== 'mybox' ? 'enabled' : 'hidden';
      expect(membersAvailability(ctx({ level, type })).state).toBe(expected);
    },
  );

  it('is hidden for a guest and where the user has no level', () => {
    expect(membersAvailability(ctx({ user: 'guest' })).state).toBe('hidden');
    const none = ctx();
    expect(membersAvailability({ ...none, access: { ...none.access, levels: [] } }).state).toBe(
      'hidden',
    );
  });
});

describe('member lines', () => {
  it.each<[FolderMember, string | null]>([
    [member('editor', ['editor']), null],
    [member('previewer', ['previewer_plus']), 'Previewer+'],
    [member('downloader', ['editor_minus', 'downloader']), 'Editor- + Downloader'],
    [member('editor', []), null],
  ])('%j shows the effective level %s', (m, expected) => {
    expect(effectiveLabel(m)).toBe(expected);
  });

  it('joins level labels', () => {
    expect(levelsLabel(['master', 'uploader'])).toBe('Master + Uploader');
  });

  it('offers what may be handed out, and locks a level that may not', () => {
    const privall = ACCESS_LEVELS.filter((level) => level !== 'master');
    expect(levelOptions(privall, 'editor').map((o) => o.level)).toEqual(privall);
    expect(levelOptions(privall, 'master')).toEqual([
      { level: 'master', label: 'Master', locked: true },
    ]);
    expect(levelOptions(privall, null)).toHaveLength(privall.length);
  });

  it('lists what a level allows beside the picker', () => {
    expect(allowedAt('uploader', 'shared').map((r) => r.fn)).toEqual(['upload']);
    expect(allowedAt('privall', 'shared').find((r) => r.fn === 'permission_management')).toEqual({
      fn: 'permission_management',
      labelKey: 'perm.fn.permission_management',
      note: 'conditional',
    });
    expect(allowedAt('editor', 'shared').find((r) => r.fn === 'delete')?.note).toBe('own');
    expect(allowedAt('editor', 'document').map((r) => r.labelKey)).toContain(
      'perm.fn.document.upload',
    );
  });
});
