import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeEnv, json } from '../api/fake-env.ts';
import { ROOT_KINDS } from '../files/nodes.ts';
import { ACCESS_LEVELS, cellFor, visibleFunctions } from '../files/permissions.ts';
import {
  checkDay,
  dayStart,
  dayValue,
  earliestDay,
  scheduleAvailability,
  scheduleDate,
  setSchedule,
} from './schedule.ts';
import { ctx, file, folder } from './test-items.ts';
import type { ExplorerItem } from './items.ts';

const combos = ACCESS_LEVELS.flatMap((level) => ROOT_KINDS.map((type) => [level, type] as const));

describe('Delete on schedule follows its matrix row (requirements X24)', () => {
  it.each(combos)('%s in %s', (level, type) => {
    const allowed =
      visibleFunctions(type).includes('scheduled_delete') &&
      cellFor('scheduled_delete', level, type) === 'Y';
    const state = scheduleAvailability(ctx({ level, type, selection: [file('a.pdf')] })).state;
    expect(state).toBe(allowed ? 'enabled' : 'hidden');
  });

  it('judges a folder by the level on the folder itself', () => {
    const own: ExplorerItem = {
      ...folder('Team'),
      permission: { node: '1{2001', access_level: 'privall' },
    };
    expect(scheduleAvailability(ctx({ level: 'editor', selection: [own] })).state).toBe('enabled');
  });

  it('is for one item, and disabled on a file someone else locked', () => {
    expect(scheduleAvailability(ctx({ selection: [file('a.pdf'), file('b.pdf')] })).state).toBe(
      'hidden',
    );
    const locked = file('a.pdf', { lock: { by: 'Bob', at: 1, mine: false } });
    expect(scheduleAvailability(ctx({ selection: [locked] }))).toEqual({
      state: 'disabled',
      reasonKey: 'files.reason.renameLocked',
    });
  });
});

describe('the deletion day', () => {
  const now = new Date(2026, 10, 25, 15, 30).getTime();
  it('reads and writes the date field by local days', () => {
    expect(dayValue(now)).toBe('2026-11-25');
    expect(dayStart('2026-11-26')).toBe(new Date(2026, 10, 26).getTime());
    expect(earliestDay(now)).toBe('2026-11-26');
    expect(earliestDay(new Date(2026, 11, 31, 23, 0).getTime())).toBe('2027-01-01');
  });
  it.each([
    ['', { ok: false, problem: 'empty' }],
    ['2026-02-30', { ok: false, problem: 'empty' }],
    ['26-11-27', { ok: false, problem: 'empty' }],
    ['2026-11-25', { ok: false, problem: 'past' }],
    ['2025-01-01', { ok: false, problem: 'past' }],
    ['2026-11-26', { ok: true, at: new Date(2026, 10, 26).getTime() }],
    ['2040-01-01', { ok: false, problem: 'tooFar' }],
  ])('%j → %j', (value, expected) => {
    expect(checkDay(value, now)).toEqual(expected);
  });
  it('labels an entry with its date, and none without', () => {
    const at = Date.UTC(2026, 11, 24, 12);
    expect(scheduleDate(file('a.pdf', { deleteAt: at }), 'en')).toBe('Dec 24, 2026');
    expect(scheduleDate(file('a.pdf'), 'en')).toBeNull();
  });
});

describe('the schedule call', () => {
  it('sets a file by file_seq and clears a folder by dir_seq', async () => {
    const server = fakeEnv();
    const client = createApiClient(server.env);
    server.reply(
      json({ success: true, delete_at: 5000 }),
      json({ success: true, delete_at: null }),
    );
    const set = await setSchedule(client, file('a.pdf'), 5000);
    expect(set.deleteAt).toBe(5000);
    const team = { ...folder('Team'), dirSeq: 42, deleteAt: 9 };
    const cleared = await setSchedule(client, team, null);
    expect(cleared).not.toHaveProperty('deleteAt');
    expect(await server.requests[0]?.json()).toEqual({ file_seq: 100, delete_at: 5000 });
    expect(await server.requests[1]?.json()).toEqual({ dir_seq: 42, delete_at: null });
  });
});
