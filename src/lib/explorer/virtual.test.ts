import { describe, expect, it } from 'vitest';
import {
  firstRowInView,
  gridColumns,
  loadRange,
  overscanFor,
  rowWindow,
  scrollDirection,
  scrollToRow,
} from './virtual.ts';

describe('the row window', () => {
  const base = { rowHeight: 40, height: 400, overscan: 5 };

  it.each([
    ['the top of a long list', { scrollTop: 0, rows: 10_000 }, { start: 0, end: 16 }],
    ['the middle of a long list', { scrollTop: 40_000, rows: 10_000 }, { start: 995, end: 1016 }],
    ['the very end', { scrollTop: 399_600, rows: 10_000 }, { start: 9985, end: 10_000 }],
    ['a short list', { scrollTop: 0, rows: 3 }, { start: 0, end: 3 }],
    ['an empty list', { scrollTop: 0, rows: 0 }, { start: 0, end: 0 }],
    [
      'a scroll past the end (rubber band)',
      { scrollTop: 999_999, rows: 100 },
      { start: 94, end: 100 },
    ],
    ['a negative scroll (rubber band)', { scrollTop: -50, rows: 100 }, { start: 0, end: 16 }],
  ])('renders a handful of rows at %s', (_, view, expected) => {
    const window = rowWindow({ ...base, ...view });
    expect({ start: window.start, end: window.end }).toEqual(expected);
    expect(window.before + (window.end - window.start) * 40 + window.after).toBe(view.rows * 40);
  });

  it('never renders more than the visible rows plus the overscan', () => {
    for (let top = 0; top < 400_000; top += 777) {
      const { start, end } = rowWindow({ ...base, scrollTop: top, rows: 10_000 });
      expect(end - start).toBeLessThanOrEqual(10 + 1 + 10);
    }
  });
});

describe('grid columns', () => {
  it.each([
    [1200, 160, 16, 6],
    [336, 160, 16, 2],
    [100, 160, 16, 1],
    [0, 160, 16, 1],
  ])('fits %i px with %i px tiles and %i px gaps into %i columns', (width, tile, gap, cols) => {
    expect(gridColumns(width, tile, gap)).toBe(cols);
  });
});

describe('scrolling a row into view', () => {
  it.each([
    ['a row above the view', 2, 400, 320, 80],
    ['a row below the view', 30, 400, 320, 920],
    ['a visible row', 12, 400, 320, null],
  ])('%s', (_, row, top, height, expected) => {
    expect(scrollToRow(row, top, height, 40)).toBe(expected);
  });
});

describe('the first row in view', () => {
  it.each([
    ['the top of the list', 0, 0],
    ['a list scrolled by whole rows', 400, 10],
    ['a row cut off at the top', 410, 11],
    ['a negative overscroll', -30, 0],
  ])('is row %#: %s', (_, scrollTop, expected) => {
    expect(firstRowInView(scrollTop, 40)).toBe(expected);
  });
});

describe('the scroll direction', () => {
  it.each([
    ['down', 100, 400, 0, 1],
    ['up', 400, 100, 1, -1],
    ['unchanged while the box resizes after a scroll down', 400, 400, 1, 1],
    ['unknown before the first scroll', 0, 0, 0, 0],
  ] as const)('is %s', (_, previous, next, last, expected) => {
    expect(scrollDirection(previous, next, last)).toBe(expected);
  });
});

describe('the items to load', () => {
  it.each([
    ['only the shown ones before the first scroll', 0, { from: 0, to: 16 }],
    ['a margin below while scrolling down', 1, { from: 0, to: 116 }],
    ['a margin above while scrolling up', -1, { from: 0, to: 16 }],
  ] as const)('are %s', (_, direction, expected) => {
    expect(loadRange(0, 16, direction, 100)).toEqual(expected);
  });

  it('takes the margin above from the first shown item while scrolling up', () => {
    expect(loadRange(500, 516, -1, 100)).toEqual({ from: 400, to: 516 });
  });
});

describe('the overscan', () => {
  it.each([
    ['before any scroll: one row below', 0, { before: 0, after: 1 }],
    ['while scrolling down: the margin below, one row above', 1, { before: 1, after: 3 }],
    ['while scrolling up: the margin above, one row below', -1, { before: 3, after: 1 }],
  ] as const)('is %s', (_, direction, expected) => {
    expect(overscanFor(direction, 3)).toEqual(expected);
  });

  it('renders the overscan rows on each side of the visible ones', () => {
    const window = rowWindow({
      scrollTop: 4000,
      height: 400,
      rowHeight: 40,
      rows: 10_000,
      overscan: { before: 1, after: 3 },
    });
    expect({ start: window.start, end: window.end }).toEqual({ start: 99, end: 114 });
  });
});
