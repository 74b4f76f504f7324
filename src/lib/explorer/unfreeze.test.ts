import { describe, expect, it } from 'vitest';
import { json } from '../api/fake-env.ts';
import { ACCESS_LEVELS, cellFor } from '../files/permissions.ts';
import type { Thaw } from '../files/thaw.ts';
import { ACTIONS, visibleActions } from './actions.ts';
import { fakeCommands } from './test-commands.ts';
import { ctx, file } from './test-items.ts';
import { unfreezeAvailability } from './unfreeze-action.ts';
import { THAW_POLL_MS, thawBadge, thawedAccess, unfreezeCommand } from './unfreeze.ts';

const FROZEN: Thaw = { state: 'frozen', progress: 0, readyAt: null };
const THAWING: Thaw = { state: 'thawing', progress: 40, readyAt: 9 };
const AVAILABLE: Thaw = { state: 'available', progress: 100, readyAt: 9 };

const coldFile = (thaw?: Thaw) =>
  file('old.txt', { node: '1{B001', ...(thaw === undefined ? {} : { thaw }) });

describe('Unfreeze follows the Unfreeze row, in cold storage only (requirements X37)', () => {
  it.each(ACCESS_LEVELS)('%s on a frozen file', (level) => {
    const allowed = cellFor('unfreeze', level, 'cold') === 'Y';
    expect(
      unfreezeAvailability(ctx({ level, type: 'cold', selection: [coldFile(FROZEN)] })).state,
    ).toBe(allowed ? 'enabled' : 'hidden');
  });

  it.each([
    ['frozen', FROZEN, 'enabled'],
    ['unknown (no thaw sent): frozen', undefined, 'enabled'],
    ['thawing', THAWING, 'disabled'],
    ['available', AVAILABLE, 'hidden'],
  ] as const)('a Master on a %s file: %s', (_name, thaw, state) => {
    expect(unfreezeAvailability(ctx({ type: 'cold', selection: [coldFile(thaw)] })).state).toBe(
      state,
    );
  });

  it.each(['shared', 'warm', 'mybox'] as const)('is never offered in %s', (type) => {
    expect(unfreezeAvailability(ctx({ type, selection: [coldFile(FROZEN)] })).state).toBe('hidden');
  });
});

describe('Download in cold storage waits for the thaw (requirements X37)', () => {
  const ids = (selection: ReturnType<typeof coldFile>[], level = 'master' as const) =>
    visibleActions(ctx({ level, type: 'cold', selection }), 'selection').map((a) => a.action.id);

  it.each([
    ['frozen', FROZEN, false],
    ['thawing', THAWING, false],
    ['available', AVAILABLE, true],
  ] as const)('a %s file: Download offered %s', (_name, thaw, offered) => {
    expect(ids([coldFile(thaw)]).includes('download')).toBe(offered);
  });

  it('never zips, not even two available files', () => {
    const two = [coldFile(AVAILABLE), { ...coldFile(AVAILABLE), key: 'b', name: 'b.txt' }];
    expect(ids(two)).not.toContain('zipDownload');
    expect(ids(two)).not.toContain('download');
  });

  it('follows the Download row once available: a Downloader yes, a Previewer no', () => {
    expect(ids([coldFile(AVAILABLE)], 'downloader' as never)).toContain('download');
    expect(ids([coldFile(AVAILABLE)], 'previewer' as never)).not.toContain('download');
  });

  it('thawedAccess opens Download for one available cold file only', () => {
    const access = ctx({ type: 'cold' }).access;
    expect(thawedAccess(access, [coldFile(AVAILABLE)], 1).thawed).toBe(true);
    expect(thawedAccess(access, [coldFile(FROZEN)], 1).thawed).toBeUndefined();
    const shared = ctx({ type: 'shared' }).access;
    expect(thawedAccess(shared, [coldFile(AVAILABLE)], 1)).toBe(shared);
  });

  it('is in the action table', () => {
    expect(ACTIONS.some((a) => a.id === 'unfreeze')).toBe(true);
  });
});

describe('the row badge', () => {
  it.each([
    [FROZEN, { key: 'files.thaw.frozen' }],
    [THAWING, { key: 'files.thaw.thawing', values: { percent: 40 } }],
    [AVAILABLE, { key: 'files.thaw.available' }],
  ] as const)('%j', (thaw, text) => {
    expect(thawBadge(thaw)).toEqual(text);
  });
});

function world() {
  const commands = fakeCommands();
  const updates: Thaw[] = [];
  const waits: number[] = [];
  const env = {
    ...commands.env,
    update: (_key: string, thaw: Thaw) => {
      updates.push(thaw);
      return true;
    },
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  return { ...commands, env, updates, waits };
}

const wire = (state: Thaw['state'], progress: number) => ({
  success: true,
  thaw: { state, progress, ready_at: state === 'frozen' ? null : 9 },
});

describe('the unfreeze command', () => {
  it('starts the thaw, polls it into the row, and says when the file is available', async () => {
    const { server, env, toasts, updates, waits } = world();
    server.reply(json(wire('thawing', 0)), json(wire('thawing', 50)), json(wire('available', 100)));
    expect(await unfreezeCommand(env, coldFile(FROZEN))).toBe('available');
    expect(updates.map((t) => [t.state, t.progress])).toEqual([
      ['thawing', 0],
      ['thawing', 50],
      ['available', 100],
    ]);
    expect(waits).toEqual([THAW_POLL_MS, THAW_POLL_MS]);
    const first = server.requests[0];
    expect(new URL(first?.url ?? '').pathname).toBe('/v2/file/unfreeze');
    expect(JSON.parse((await first?.text()) ?? '')).toEqual({ file_seq: 100 });
    expect(new URL(server.requests[1]?.url ?? '').pathname).toBe('/v2/file/unfreeze/status');
    expect(toasts.map((t) => t.options.tone)).toEqual(['info', 'success']);
    expect(toasts[1]?.message).toBe('files.thaw.ready{"name":"old.txt"}');
  });

  it('says the server’s refusal in the user’s language and reloads the list', async () => {
    const { server, env, toasts, page } = world();
    server.reply(
      json({ success: false, result_code: 'no_authority', all: 'You have no authority.' }),
    );
    expect(await unfreezeCommand(env, coldFile(FROZEN))).toBe('refused');
    expect(toasts).toEqual([{ message: 'files.reason.noAuthority', options: { tone: 'error' } }]);
    expect(page.refreshes).toBe(1);
  });
});
