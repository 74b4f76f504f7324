import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { toItem } from './adapt.ts';
import type { ExplorerItem } from './items.ts';
import { lockCommand } from './lock-command.ts';
import { fakeCommands } from './test-commands.ts';
import { file, wireFile } from './test-items.ts';

function world(rowLoaded = true) {
  const commands = fakeCommands();
  const replaced: { key: string; next: ExplorerItem }[] = [];
  const env = {
    ...commands.env,
    replace: (key: string, next: ExplorerItem) => {
      replaced.push({ key, next });
      return rowLoaded;
    },
  };
  return { ...commands, env, replaced };
}

describe('the lock command', () => {
  it.each([
    ['locks', true, 'files.lock.locked'],
    ['unlocks', false, 'files.lock.unlocked'],
  ])('%s the file, shows the row as answered and says so', async (_, on, key) => {
    const { server, env, toasts, page, replaced } = world();
    const answered = wireFile();
    server.reply(json({ success: true, item: answered }));
    const item = file('plan.txt', { fileSeq: 5 });
    expect(await lockCommand(env, item, on)).toBe('done');
    expect(JSON.parse((await server.requests[0]?.text()) ?? '')).toEqual({ file_seq: 5, lock: on });
    expect(replaced).toEqual([{ key: item.key, next: toItem(answered) }]);
    expect(toasts).toEqual([
      { message: `${key}{"name":"plan.txt"}`, options: { tone: 'success' } },
    ]);
    expect(page.refreshes).toBe(0);
  });

  it('reloads the list where the row is not loaded', async () => {
    const { server, env, page } = world(false);
    server.reply(json({ success: true, item: wireFile() }));
    expect(await lockCommand(env, file('plan.txt'), true)).toBe('done');
    expect(page.refreshes).toBe(1);
  });

  it.each([
    ['lock_not_yours', 'Not yours.', 'files.lock.notYours'],
    ['not_found', 'Gone.', 'files.lock.gone'],
    ['other', 'Something else.', 'Something else.'],
  ])('shows the refusal %s and reloads the list', async (code, all, message) => {
    const { server, env, toasts, page, replaced } = world();
    server.reply(json({ success: false, result_code: code, all }));
    expect(await lockCommand(env, file('plan.txt'), true)).toBe('refused');
    expect(toasts).toEqual([{ message, options: { tone: 'error' } }]);
    expect(replaced).toEqual([]);
    expect(page.refreshes).toBe(1);
  });

  it('says the network failed when no answer came', async () => {
    const { server, env, toasts } = world();
    server.reply(reset);
    expect(await lockCommand(env, file('plan.txt'), true)).toBe('refused');
    expect(toasts).toEqual([{ message: 'files.upload.network', options: { tone: 'error' } }]);
  });

  it('adds nothing after a session end (the client told the user)', async () => {
    const { server, env, toasts, page } = world();
    server.reply(json({ success: false, result_code: '01', all: 'Session expired.' }));
    expect(await lockCommand(env, file('plan.txt'), true)).toBe('session');
    expect(toasts).toEqual([]);
    expect(page.refreshes).toBe(0);
  });
});
