import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { toItem } from './adapt.ts';
import { renameCommand, renameTarget } from './rename-command.ts';
import { fakeCommands } from './test-commands.ts';
import { file, folder, wireFile } from './test-items.ts';

describe('what the rename call names', () => {
  it.each([
    ['a file by its file_seq', file('a.txt', { fileSeq: 11, dirSeq: 7 }), { file_seq: 11 }],
    [
      'a folder by its node',
      { ...folder('Docs'), node: '1{2001a', dirSeq: 7 },
      { node: '1{2001a' },
    ],
    [
      'a connect-area folder with its dir_seq',
      { ...folder('Docs'), node: '1{6001a', dirSeq: 7 },
      { node: '1{6001a', dir_seq: 7 },
    ],
    [
      'a connect-area folder without a dir_seq',
      { ...folder('Docs'), node: '1{6001a', dirSeq: null },
      { node: '1{6001a' },
    ],
  ])('%s', (_, item, expected) => {
    expect(renameTarget(item)).toEqual(expected);
  });
});

describe('the rename command', () => {
  it('sends the name and answers the entry as now listed', async () => {
    const { server, env } = fakeCommands();
    const renamed = wireFile({ name: 'b.txt' });
    server.reply(json({ success: true, item: renamed }));
    const result = await renameCommand(env.client, file('a.txt', { fileSeq: 5 })).submit('b.txt');
    expect(result).toEqual({ status: 'done', value: toItem(renamed) });
    expect(JSON.parse((await server.requests[0]?.text()) ?? '')).toEqual({
      file_seq: 5,
      name: 'b.txt',
    });
  });

  it.each([
    ['duplicate_name', 'Exists.', { key: 'files.rename.duplicate' }],
    ['file_locked', 'Locked.', { key: 'files.reason.renameLocked' }],
    ['no_authority', 'No.', { key: 'files.reason.noAuthority' }],
    ['other', 'Something else.', { text: 'Something else.' }],
    ['01', 'Session expired.', null],
  ])('shows the refusal %s in the user’s language', async (code, all, expected) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: code, all }));
    const command = renameCommand(env.client, file('a.txt'));
    expect(await command.submit('b.txt')).toEqual({ status: 'failed', error: expected });
    expect(command.$error.get()).toEqual(expected);
  });

  it('says the network failed when no answer came', async () => {
    const { server, env } = fakeCommands();
    server.reply(reset);
    expect(await renameCommand(env.client, file('a.txt')).submit('b.txt')).toEqual({
      status: 'failed',
      error: { key: 'files.upload.network' },
    });
  });
});
