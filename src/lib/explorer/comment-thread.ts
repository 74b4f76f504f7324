// The comment thread of the details panel (requirements X28): its failure texts, the list after
// each change, and the row's count badge. The island only renders these.
import type { InferOutput } from 'valibot';
import type { commentEntry } from '../api/contract/comments.ts';
import type { FailureKeys } from '../api/failures.ts';
import type { ExplorerItem } from './items.ts';

/** One comment as the calls send it. */
export type Comment = InferOutput<typeof commentEntry>;

/** What a failed comment call shows: our translation of each refusal, else the server's text. */
export const COMMENT_FAILURES: FailureKeys = {
  failed: 'files.error.generic',
  network: 'files.comments.network',
  notOffered: 'files.error.notOffered',
  codes: {
    comments_off: 'files.comments.off',
    comment_empty: 'files.comments.empty',
    comment_too_long: 'files.comments.tooLong',
    comment_not_yours: 'files.comments.notYours',
    no_authority: 'files.comments.notAllowed',
    not_found: 'files.comments.gone',
  },
};

/** The thread after a comment was posted or edited (same id replaced, else appended). */
export function withComment(list: readonly Comment[], comment: Comment): Comment[] {
  return list.some((c) => c.id === comment.id)
    ? list.map((c) => (c.id === comment.id ? comment : c))
    : [...list, comment];
}

/** The thread without one comment. */
export function withoutComment(list: readonly Comment[], id: number): Comment[] {
  return list.filter((c) => c.id !== id);
}

/** The entry with its new comment count. */
export function withCount(item: ExplorerItem, count: number): ExplorerItem {
  return { ...item, commentCount: count };
}

/** The row's badge text: nothing for none, the number, or `99+`. */
export function countBadge(count: number | undefined): string | null {
  if (count === undefined || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
