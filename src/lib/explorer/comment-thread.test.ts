import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/errors.ts';
import { messageOf } from '../api/failures.ts';
import {
  COMMENT_FAILURES,
  countBadge,
  withComment,
  withCount,
  withoutComment,
  type Comment,
} from './comment-thread.ts';
import { file } from './test-items.ts';

const comment = (id: number, text = 'x'): Comment => ({
  id,
  file_seq: 1,
  author: 'A',
  mine: true,
  text,
  created_at: 0,
  edited_at: null,
  may_edit: true,
  may_delete: true,
});

describe('the thread (requirements X28)', () => {
  it('appends a new comment and replaces an edited one in place', () => {
    const list = [comment(1), comment(2)];
    expect(withComment(list, comment(3)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(withComment(list, comment(1, 'new')).map((c) => c.text)).toEqual(['new', 'x']);
    expect(withoutComment(list, 1).map((c) => c.id)).toEqual([2]);
  });

  it('gives the row its new count', () => {
    expect(withCount(file('a.pdf'), 4).commentCount).toBe(4);
  });

  it.each([
    [undefined, null],
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('badge of %s: %s', (count, text) => {
    expect(countBadge(count)).toBe(text);
  });

  it.each([
    ['comment_too_long', { key: 'files.comments.tooLong' }],
    ['no_authority', { key: 'files.comments.notAllowed' }],
    ['other', { text: 'Server says no.' }],
  ])('shows %s as %j', (code, message) => {
    expect(messageOf(new ApiFailure(code, 'Server says no.', {}), COMMENT_FAILURES)).toEqual(
      message,
    );
  });
});
