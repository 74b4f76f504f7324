import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access.ts';
import {
  COMMENT_MAX,
  commentRights,
  commentSegments,
  commentText,
  mayDeleteComment,
  mayEditComment,
  safeHref,
} from './comments.ts';
import { ACCESS_LEVELS, type AccessLevel } from './permissions.ts';

const shared = (level: AccessLevel): AccessContext => ({
  levels: [level],
  folderType: 'shared',
  userType: 'user',
});

describe('comment text (requirements X28)', () => {
  it.each([
    ['hello', { ok: true, text: 'hello' }],
    ['  two\r\nlines  ', { ok: true, text: 'two\nlines' }],
    ['', { ok: false, problem: 'empty' }],
    [' \n\t ', { ok: false, problem: 'empty' }],
    ['a'.repeat(COMMENT_MAX), { ok: true, text: 'a'.repeat(COMMENT_MAX) }],
    ['a'.repeat(COMMENT_MAX + 1), { ok: false, problem: 'too_long' }],
    ['😀'.repeat(COMMENT_MAX), { ok: true, text: '😀'.repeat(COMMENT_MAX) }],
    ['e\u0301', { ok: true, text: 'é' }],
  ])('%j → %j', (raw, expected) => {
    expect(commentText(raw)).toEqual(expected);
  });
});

describe('who may comment, edit and remove (the Comment and Comments Management rows)', () => {
  // Written out from the matrix: Comment for all but Uploader; Comments Management Master, PrivAll.
  const expected: Record<AccessLevel, [boolean, boolean]> = {
    master: [true, true],
    privall: [true, true],
    editor: [true, false],
    editor_minus: [true, false],
    downloader: [true, false],
    previewer_plus: [true, false],
    previewer: [true, false],
    uploader: [false, false],
  };
  it.each(ACCESS_LEVELS)('%s', (level) => {
    const rights = commentRights(shared(level), true);
    const [comment, manage] = expected[level];
    expect(rights).toEqual({ comment, manage });
    expect(mayEditComment(rights, true)).toBe(comment);
    expect(mayEditComment(rights, false)).toBe(false);
    expect(mayDeleteComment(rights, true)).toBe(comment);
    expect(mayDeleteComment(rights, false)).toBe(manage);
  });

  it('gives nothing where comments are off, even to a Master', () => {
    expect(commentRights(shared('master'), false)).toEqual({ comment: false, manage: false });
  });

  it('follows the folder type: cold storage has no Comment row', () => {
    expect(commentRights({ ...shared('master'), folderType: 'cold' }, true).comment).toBe(false);
  });

  it('combines group and user levels', () => {
    const rights = commentRights({ ...shared('uploader'), levels: ['uploader', 'privall'] }, true);
    expect(rights).toEqual({ comment: true, manage: true });
  });
});

describe('safe links (security K38)', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['www.example.com/x', 'https://www.example.com/x'],
    ['javascript://%0aalert(1)', null],
    ['JAVASCRIPT://x', null],
    ['data://text/html,<b>x</b>', null],
    ['ftp://example.com/file', null],
    ['https://user:pass@example.com/', null],
    ['https://', null],
  ])('%s → %s', (candidate, href) => {
    expect(safeHref(candidate)).toBe(href);
  });
});

describe('comment segments', () => {
  it.each([
    ['plain text', [{ kind: 'text', text: 'plain text' }]],
    [
      'see https://example.com/doc.',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', text: 'https://example.com/doc', href: 'https://example.com/doc' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      '(www.example.com)',
      [
        { kind: 'text', text: '(' },
        { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
        { kind: 'text', text: ')' },
      ],
    ],
    ['javascript:alert(1)', [{ kind: 'text', text: 'javascript:alert(1)' }]],
    ['javascript://%0aalert(1) x', [{ kind: 'text', text: 'javascript://%0aalert(1) x' }]],
    ['<script>alert(1)</script>', [{ kind: 'text', text: '<script>alert(1)</script>' }]],
    [
      'https://a.example/"onmouseover="x',
      [
        { kind: 'link', text: 'https://a.example/', href: 'https://a.example/' },
        { kind: 'text', text: '"onmouseover="x' },
      ],
    ],
    [
      '資料はhttps://example.jp/資料。です',
      [
        { kind: 'text', text: '資料は' },
        {
          kind: 'link',
          text: 'https://example.jp/資料',
          href: 'https://example.jp/%E8%B3%87%E6%96%99',
        },
        { kind: 'text', text: '。です' },
      ],
    ],
  ])('%s', (text, segments) => {
    expect(commentSegments(text)).toEqual(segments);
    // Nothing is lost or added: the runs put together give the text back.
    expect(
      commentSegments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
