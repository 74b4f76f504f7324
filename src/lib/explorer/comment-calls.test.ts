import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import {
  commentError,
  deleteComment,
  loadComments,
  postComment,
  saveComment,
} from './comment-calls.ts';
import type { Comment } from './comment-thread.ts';
import { fakeCommands } from './test-commands.ts';

const COMMENT: Comment = {
  id: 4,
  file_seq: 5,
  author: 'Alice',
  mine: true,
  text: 'Looks good',
  created_at: 1000,
  edited_at: null,
  may_edit: true,
  may_delete: true,
};
const done = (extra: object = {}) => json({ success: true, file_seq: 5, count: 2, ...extra });

describe('the comment calls', () => {
  it('load the thread of a file', async () => {
    const { server, env } = fakeCommands();
    server.reply(
      json({
        success: true,
        file_seq: 5,
        may_comment: true,
        may_manage: false,
        comments: [COMMENT],
      }),
    );
    expect(await loadComments(env.client, 5)).toEqual([COMMENT]);
    expect(new URL(server.requests[0]?.url ?? '').searchParams.get('file_seq')).toBe('5');
  });

  it.each([
    ['post a comment', () => postComment, '/v2/file/comments/add', { file_seq: 5, text: 'Hi' }],
    ['edit a comment', () => saveComment, '/v2/file/comments/edit', { id: 5, text: 'Hi' }],
  ])('%s and answer it with the count', async (_, call, path, body) => {
    const { server, env } = fakeCommands();
    server.reply(done({ comment: COMMENT }));
    expect(await call()(env.client, 5, 'Hi')).toEqual({ comment: COMMENT, count: 2 });
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe(path);
    expect(await server.requests[0]?.json()).toEqual(body);
  });

  it('remove a comment and answer the count', async () => {
    const { server, env } = fakeCommands();
    server.reply(done());
    expect(await deleteComment(env.client, 4)).toBe(2);
    expect(await server.requests[0]?.json()).toEqual({ id: 4 });
  });

  it.each([
    ['comments_off', 'files.comments.off'],
    ['comment_not_yours', 'files.comments.notYours'],
    ['not_found', 'files.comments.gone'],
  ])('turn the refusal %s into our text', async (code, key) => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: code, all: 'No.' }));
    const failure: unknown = await deleteComment(env.client, 4).catch((e: unknown) => e);
    expect(commentError(failure)).toEqual({ key });
  });

  it.each([
    ['say the network failed', reset, { key: 'files.comments.network' }],
    [
      'say nothing after a session end (the client told the user)',
      json({ success: false, result_code: '01', all: 'Session expired.' }),
      null,
    ],
  ])('%s', async (_, reply, message) => {
    const { server, env } = fakeCommands();
    server.reply(reply);
    const failure: unknown = await deleteComment(env.client, 4).catch((e: unknown) => e);
    expect(commentError(failure)).toEqual(message);
  });
});
