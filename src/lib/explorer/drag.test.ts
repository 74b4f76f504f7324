import { describe, expect, it } from 'vitest';
import { draggedItems, dropMode, mayDrop } from './drag.ts';
import { ctx, file, folder } from './test-items.ts';

const a = file('a.pdf');
const b = file('b.pdf', { key: 'b' });
const f = { ...folder('F'), key: 'F', dirSeq: 7 };
const target = { node: '1{2001', dirSeq: 9, level: 'master' as const };

describe('what a drag carries', () => {
  it.each([
    ['a selected row: the whole selection', a, [a, b], [a, b]],
    ['a row outside the selection: that row', f, [a, b], [f]],
    ['with nothing selected: that row', a, [], [a]],
  ])('%s', (_, item, selection, expected) => {
    expect(draggedItems(item, selection)).toEqual(expected);
  });

  it.each([
    [{ ctrl: false, alt: false, meta: false }, 'move'],
    [{ ctrl: true, alt: false, meta: false }, 'copy'],
    [{ ctrl: false, alt: true, meta: false }, 'copy'],
    [{ ctrl: false, alt: false, meta: true }, 'move'],
  ] as const)('%o %s', (keys, mode) => {
    expect(dropMode(keys)).toBe(mode);
  });
});

describe('where a drop is taken', () => {
  it.each([
    ['a Master moves files into a folder', ctx(), [a], 'move', target, 5, true],
    ['an Editor may not move', ctx({ level: 'editor' }), [a], 'move', target, 5, false],
    ['an Editor may copy', ctx({ level: 'editor' }), [a], 'copy', target, 5, true],
    ['a Previewer may do neither', ctx({ level: 'previewer' }), [a], 'copy', target, 5, false],
    ['not into the folder they are in', ctx(), [a], 'move', target, 9, false],
    ['not a folder onto itself', ctx(), [f], 'move', { ...target, dirSeq: 7 }, 5, false],
    [
      'not into a folder the user only previews',
      ctx(),
      [a],
      'move',
      { ...target, level: 'previewer' as const },
      5,
      false,
    ],
    [
      'a folder not where the user only uploads',
      ctx(),
      [f],
      'move',
      { ...target, level: 'uploader' as const },
      5,
      false,
    ],
    [
      'onto a breadcrumb: the server judges it',
      ctx(),
      [f],
      'move',
      { node: '1{2', dirSeq: 2 },
      5,
      true,
    ],
  ] as const)('%s', (_, c, items, mode, to, from, ok) => {
    expect(mayDrop(c, items, mode, to, from)).toBe(ok);
  });
});
