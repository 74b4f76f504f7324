import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { loadCommonTags, loadTagged, setFileTag } from './tag-commands.ts';
import { fakeCommands } from './test-commands.ts';
import { file, folder, wireFile } from './test-items.ts';

describe('the common tags', () => {
  it.each([
    ['the answer’s tags', json({ success: true, tags: ['red', 'blue'] }), ['red', 'blue']],
    ['none on a refusal', json({ success: false, result_code: 'x', all: 'No.' }), []],
    ['none without an answer', reset, []],
  ])('%s', async (_, answer, expected) => {
    const { server, env } = fakeCommands();
    server.reply(answer);
    expect(await loadCommonTags(env.client)).toEqual(expected);
  });
});

describe('adding or removing a tag', () => {
  it.each([
    ['adds', true, '/v2/tag/file/add'],
    ['removes', false, '/v2/tag/file/remove'],
  ])('%s the tag and answers the file with the server’s tags', async (_, on, path) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: true, file_seq: 11, tags: ['red'] }));
    const outcome = await setFileTag(env, file('a.txt', { fileSeq: 11 }), 'red', on);
    expect(outcome).toEqual({ ok: true, item: file('a.txt', { fileSeq: 11, tags: ['red'] }) });
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe(path);
    expect(JSON.parse((await request?.text()) ?? '')).toEqual({ file_seq: 11, tag: 'red' });
  });

  it.each([
    [
      'the server’s text',
      json({ success: false, result_code: 'x', all: 'Too many.' }),
      'Too many.',
    ],
    ['the network message', reset, 'files.upload.network'],
  ])('answers %s on a failure', async (_, answer, message) => {
    const { server, env } = fakeCommands();
    server.reply(answer);
    expect(await setFileTag(env, file('a.txt'), 'red', true)).toEqual({ ok: false, message });
  });

  it('sends nothing for a folder', async () => {
    const { server, env } = fakeCommands();
    expect(await setFileTag(env, { ...folder('Docs'), fileSeq: null }, 'red', true)).toEqual({
      ok: false,
      message: 'files.error.generic',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('the files with one tag', () => {
  it('answers each file’s seq, name, root area and folders', async () => {
    const { server, env } = fakeCommands();
    server.reply(
      json({
        success: true,
        tag: 'red',
        files: [
          {
            item: wireFile(),
            root: 'shared',
            location: [
              { node: '1{6', dir_seq: 0, name: 'Shared' },
              { node: '1{6001', dir_seq: 42, name: 'Plans' },
            ],
          },
        ],
      }),
    );
    expect(await loadTagged(env, 'red')).toEqual({
      ok: true,
      files: [{ fileSeq: 5, name: 'plan.txt', root: 'shared', location: ['Shared', 'Plans'] }],
    });
    expect(new URL(server.requests[0]?.url ?? '').searchParams.get('tag')).toBe('red');
  });

  it('answers the failure’s text', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: 'invalid_tag', all: 'Bad tag.' }));
    expect(await loadTagged(env, 'red')).toEqual({ ok: false, message: 'Bad tag.' });
  });
});
