import {
  addComment,
  editComment,
  listComments,
  removeComment,
} from '../../src/lib/api/contract/comments.ts';
import type { AppContext } from '../context.ts';
import type { Router } from './types.ts';
import * as comments from '../files/comments.ts';
import { refusing } from '../files/results.ts';

/** Routes the comment calls under {api}/v2/file/comments (ours; requirements X28). */
export function registerCommentRoutes(router: Router, app: AppContext): void {
  router.addAuthed(listComments, (input, { auth: { user } }) =>
    refusing(() => {
      const { rights, comments: list } = comments.listComments(app.db, user, input.file_seq);
      return {
        success: true as const,
        file_seq: input.file_seq,
        may_comment: rights.comment,
        may_manage: rights.manage,
        comments: list,
      };
    }),
  );
  router.addAuthed(addComment, (input, { auth: { user } }) =>
    refusing(() => {
      const comment = comments.addComment(
        app.db,
        user,
        input.file_seq,
        input.text,
        app.clock.now(),
      );
      return {
        success: true as const,
        file_seq: input.file_seq,
        count: comments.commentCount(app.db, input.file_seq),
        comment,
      };
    }),
  );
  router.addAuthed(editComment, (input, { auth: { user } }) =>
    refusing(() => {
      const comment = comments.editComment(app.db, user, input.id, input.text, app.clock.now());
      return {
        success: true as const,
        file_seq: comment.file_seq,
        count: comments.commentCount(app.db, comment.file_seq),
        comment,
      };
    }),
  );
  router.addAuthed(removeComment, (input, { auth: { user } }) =>
    refusing(() => {
      const fileSeq = comments.removeComment(app.db, user, input.id);
      return {
        success: true as const,
        file_seq: fileSeq,
        count: comments.commentCount(app.db, fileSeq),
      };
    }),
  );
}
