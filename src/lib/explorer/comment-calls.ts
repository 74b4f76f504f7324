// The calls of the comment thread (requirements X28): the thread of a file, posting, editing and
// removing a comment (each answering the file's new count), and what a failed call shows. The
// island renders what these answer.
import type { ApiClient } from '../api/client.ts';
import { addComment, editComment, listComments, removeComment } from '../api/contract/comments.ts';
import { messageOf } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';
import { COMMENT_FAILURES, type Comment } from './comment-thread.ts';
import { isSessionEnd } from './commands.ts';

/** What a post or an edit did: the comment as the server keeps it, and the file's count. */
export interface CommentDone {
  readonly comment: Comment | undefined;
  readonly count: number;
}

/** The thread of a file, oldest first. */
export async function loadComments(
  client: ApiClient,
  fileSeq: number,
): Promise<readonly Comment[]> {
  const answer = await client.call(listComments, { file_seq: fileSeq }, { onFailure: 'caller' });
  return answer.comments;
}

/** Posts a comment on a file. */
export async function postComment(
  client: ApiClient,
  fileSeq: number,
  text: string,
): Promise<CommentDone> {
  const answer = await client.call(
    addComment,
    { file_seq: fileSeq, text },
    { onFailure: 'caller' },
  );
  return { comment: answer.comment, count: answer.count };
}

/** Changes a comment's text. */
export async function saveComment(
  client: ApiClient,
  id: number,
  text: string,
): Promise<CommentDone> {
  const answer = await client.call(editComment, { id, text }, { onFailure: 'caller' });
  return { comment: answer.comment, count: answer.count };
}

/** Removes a comment; answers the file's new count. */
export async function deleteComment(client: ApiClient, id: number): Promise<number> {
  const answer = await client.call(removeComment, { id }, { onFailure: 'caller' });
  return answer.count;
}

/** What a failed comment call shows: nothing after a session end, else our text or the server's. */
export function commentError(failure: unknown): Message | null {
  return isSessionEnd(failure) ? null : messageOf(failure, COMMENT_FAILURES);
}
