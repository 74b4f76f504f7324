import { describe, expect, it } from 'vitest';
import type { PagedState } from './paging.ts';
import { sameItems, selectedItems, sortedIndices } from './selected.ts';

const a = { name: 'a' };
const b = { name: 'b' };
const c = { name: 'c' };

function state(pages: Array<[number, Array<{ name: string }>]>): PagedState<{ name: string }> {
  return {
    status: 'ready',
    total: 200,
    pages: new Map(pages),
    loading: new Set(),
    failed: new Set(),
    error: null,
  };
}

describe('the selected entries', () => {
  it('sorts the selected indices in list order', () => {
    expect(sortedIndices(new Set([51, 2, 0, 10]))).toEqual([0, 2, 10, 51]);
  });

  it.each([
    ['the same array', [a, b], null, true],
    ['arrays of the same entries', [a, b], [a, b], true],
    ['two empty arrays', [], [], true],
    ['a different order', [a, b], [b, a], false],
    ['a different length', [a, b], [a], false],
    ['an equal but different object', [a], [{ name: 'a' }], false],
  ])('compares %s', (_, left, right, same) => {
    expect(sameItems(left, right ?? left)).toBe(same);
  });

  it('returns the loaded entries at the indices and leaves unloaded ones out', () => {
    const list = state([[0, [a, b]]]);
    expect(selectedItems(list, [0, 1, 60])).toEqual([a, b]);
  });

  it('takes the entries from the page each index falls in', () => {
    const list = state([
      [0, [a]],
      [1, [b, c]],
    ]);
    expect(selectedItems(list, [0, 51])).toEqual([a, c]);
  });

  it('gives back the previous array when a page arrives that holds no selected entry', () => {
    const before = state([[0, [a, b]]]);
    const previous = selectedItems(before, [0, 1]);
    const after = state([
      [0, [a, b]],
      [3, [c]],
    ]);
    expect(selectedItems(after, [0, 1], previous)).toBe(previous);
  });

  it('gives a new array when a selected entry has just loaded', () => {
    const previous = selectedItems(state([[0, [a]]]), [0, 50]);
    const next = selectedItems(
      state([
        [0, [a]],
        [1, [b]],
      ]),
      [0, 50],
      previous,
    );
    expect(next).toEqual([a, b]);
    expect(next).not.toBe(previous);
  });
});
