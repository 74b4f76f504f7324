import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import type { AccessLevel } from '../files/permissions.ts';
import { ACCESS_LEVELS } from '../files/permissions.ts';
import { formatUpdated } from './dates.ts';
import {
  lockDoneText,
  lockHolder,
  lockLabel,
  lockRefusalKey,
  mayUnlock,
  setFileLock,
  type LockHolder,
} from './lock.ts';
import { file, folder } from './test-items.ts';

const AT = Date.UTC(2026, 10, 25, 9, 30);
const mine = file('a.pdf', { lock: { by: 'Alice', at: AT, mine: true } });
const theirs = file('a.pdf', {
  downloadLocked: true,
  previewLocked: true,
  lock: { by: 'Bob', at: AT, mine: false },
});
const anonymous = file('a.pdf', {
  downloadLocked: true,
  lock: { by: null, at: null, mine: false },
});
const bare = file('a.pdf', { downloadLocked: true });

describe('lockHolder', () => {
  it.each([
    ['an unlocked file', file('a.pdf'), 'none'],
    ['a folder', folder('F'), 'none'],
    ['a file the user locked', mine, 'mine'],
    ['a file someone else locked', theirs, 'other'],
    ['a lock without a locker', anonymous, 'other'],
    ['a lock from a back end without the lock field', bare, 'other'],
  ] as const)('%s: %s', (_, item, holder: LockHolder) => {
    expect(lockHolder(item)).toBe(holder);
  });
});

describe('lockLabel', () => {
  it.each([
    ['an unlocked file', file('a.pdf'), null],
    [
      'a named lock with its time',
      theirs,
      { key: 'files.lock.lockedBy', values: { name: 'Bob', date: formatUpdated('en', AT) } },
    ],
    [
      'the user’s own lock',
      mine,
      { key: 'files.lock.lockedBy', values: { name: 'Alice', date: formatUpdated('en', AT) } },
    ],
    [
      'a name without a time',
      file('a.pdf', { lock: { by: 'Bob', at: null, mine: false } }),
      { key: 'files.lock.lockedByName', values: { name: 'Bob' } },
    ],
    ['a lock without a locker', anonymous, { key: 'files.locked' }],
    ['a lock without the lock field', bare, { key: 'files.locked' }],
  ] as const)('%s', (_, item, label) => {
    expect(lockLabel(item, 'en')).toEqual(label);
  });

  it('writes the date in the user’s language', () => {
    expect(lockLabel(theirs, 'ja')?.values?.['date']).toBe(formatUpdated('ja', AT));
  });
});

describe('mayUnlock', () => {
  const lifts = (level: AccessLevel) => level === 'master' || level === 'privall';
  it.each(ACCESS_LEVELS)('someone else’s lock, as %s', (level) => {
    expect(mayUnlock(theirs, [level])).toBe(lifts(level));
    expect(mayUnlock(anonymous, [level])).toBe(lifts(level));
  });
  it.each(ACCESS_LEVELS)('the user’s own lock, as %s', (level) => {
    expect(mayUnlock(mine, [level])).toBe(true);
  });
  it('combines group and user levels', () => {
    expect(mayUnlock(theirs, ['editor', 'privall'])).toBe(true);
  });
  it('has nothing to lift on an unlocked file', () => {
    expect(mayUnlock(file('a.pdf'), ['master'])).toBe(false);
  });
});

describe('refusals and toasts', () => {
  it.each([
    ['file_locked', 'files.reason.renameLocked'],
    ['lock_not_yours', 'files.lock.notYours'],
    ['no_authority', 'files.reason.noAuthority'],
    ['not_found', 'files.lock.gone'],
    ['something_else', null],
    [null, null],
  ] as const)('%s → %s', (code, key) => {
    expect(lockRefusalKey(code)).toBe(key);
  });
  it.each([
    [true, 'files.lock.locked'],
    [false, 'files.lock.unlocked'],
  ] as const)('lock %s', (on, key) => {
    expect(lockDoneText(file('a.pdf'), on)).toEqual({ key, values: { name: 'a.pdf' } });
  });
});

describe('setFileLock', () => {
  it('sends the file and the wanted state, and answers the listed entry', async () => {
    const wire = {
      kind: 'file',
      id: 'f100',
      file_seq: 100,
      dir_seq: 7,
      name: 'a.pdf',
      extension: 'pdf',
      size: 1,
      thumbnail: false,
      node: '1{2001',
      permission: { node: '1{2001', access_level: 'master' },
      is_permission: 0,
      permission_flag_preview: 'Y',
      use_set_file_comment: false,
      reginfo: 'r100v1',
      updated_at: 1,
      owner_name: 'Alice',
      own: true,
      lock: { by: 'Alice', at: AT, mine: true },
    };
    const call = vi.fn().mockResolvedValue({ success: true, item: wire });
    const next = await setFileLock({ call } as unknown as ApiClient, file('a.pdf'), true);
    expect(call.mock.calls[0]?.[1]).toEqual({ file_seq: 100, lock: true });
    expect(call.mock.calls[0]?.[0]).toMatchObject({ path: '/v2/file/lock' });
    expect(lockHolder(next)).toBe('mine');
    expect(next.downloadLocked).toBe(false);
  });
});
