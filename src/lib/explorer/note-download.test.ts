import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { noteDownloadCommand } from './note-download.ts';
import { file } from './test-items.ts';
import { fakeCommands } from './test-commands.ts';

const item = file('a.txt', { fileSeq: 11 });

describe('downloading a note', () => {
  it('hands the note link to the browser', async () => {
    const { server, env, toasts } = fakeCommands();
    server.reply(
      json({
        success: true,
        download_url: 'https://download.example.com/n/1',
        file_name: 'a.txt.note',
        expires_at: 1,
      }),
    );
    const assigned: string[] = [];
    await noteDownloadCommand(env, item, (url) => assigned.push(url));
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/item/note/download/');
    expect(Object.fromEntries(new URLSearchParams(await server.requests[0]?.text()))).toEqual({
      fileid: '11',
    });
    expect(assigned).toEqual(['https://download.example.com/n/1']);
    expect(toasts).toEqual([]);
  });

  it.each([
    [
      'a refusal: its text',
      json({ success: false, result_code: 'x', all: 'No note.' }),
      'No note.',
    ],
    ['a broken connection', reset, 'files.upload.network'],
  ])('toasts %s', async (_, reply, message) => {
    const { server, env, toasts } = fakeCommands();
    server.reply(reply);
    const assigned: string[] = [];
    await noteDownloadCommand(env, item, (url) => assigned.push(url));
    expect(assigned).toEqual([]);
    expect(toasts).toEqual([{ message, options: { tone: 'error' } }]);
  });
});
