import { describe, expect, it } from 'vitest';
import {
  NARROW_VISIBLE,
  WIDE_VISIBLE,
  moreShift,
  overflowEntries,
  sameIds,
} from './toolbar-fit.ts';

const entries = ['upload', 'scan', 'newFolder', 'uploadFolder', 'request', 'share', 'mail'].map(
  (id) => ({ action: { id } }),
);
const ids = (list: readonly { action: { id: string } }[]) => list.map(({ action }) => action.id);

describe('the toolbar’s More menu', () => {
  it.each([
    [
      'a phone: all but the first two',
      true,
      [],
      ['newFolder', 'uploadFolder', 'request', 'share', 'mail'],
    ],
    [
      'a phone ignores what the wide line clipped',
      true,
      ['scan'],
      ['newFolder', 'uploadFolder', 'request', 'share', 'mail'],
    ],
    ['a wide screen with room: from the sixth on', false, [], ['share', 'mail']],
    ['a wide screen, the fifth clipped', false, ['request'], ['request', 'share', 'mail']],
    [
      'a wide screen, clipped in the toolbar’s order',
      false,
      ['request', 'uploadFolder'],
      ['uploadFolder', 'request', 'share', 'mail'],
    ],
    [
      'a clipped sixth is not offered twice',
      false,
      ['share', 'request'],
      ['request', 'share', 'mail'],
    ],
    ['an id no longer on the toolbar is ignored', false, ['gone'], ['share', 'mail']],
  ])('%s', (_, narrow, clipped, expected) => {
    expect(ids(overflowEntries(entries, narrow, new Set(clipped)))).toEqual(expected);
  });

  it('is empty on a wide screen when every button fits and there are five or fewer', () => {
    expect(overflowEntries(entries.slice(0, WIDE_VISIBLE), false, new Set())).toEqual([]);
    expect(overflowEntries(entries.slice(0, NARROW_VISIBLE), true, new Set())).toEqual([]);
  });

  it.each([
    [[], [], true],
    [['a', 'b'], ['b', 'a'], true],
    [['a'], ['a', 'b'], false],
    [['a', 'b'], ['a', 'c'], false],
  ])('compares %j and %j', (a, b, same) => {
    expect(sameIds(new Set(a), new Set(b))).toBe(same);
  });
});

describe('where More sits', () => {
  it.each([
    ['one gap after the last button shown whole', [100, 220, 310], 20, 400, 8, 82],
    ['the buttons in any order', [310, 100, 220], 20, 400, 8, 82],
    ['already there: no move', [392], 20, 400, 8, 0],
    ['never further along than its own place', [395], 20, 400, 8, 0],
    ['no button shown whole: where the first would begin', [], 20, 400, 8, 380],
    ['whole pixels', [100.4], 20, 150.2, 8, 42],
  ])('%s', (_, ends, start, moreStart, gap, expected) => {
    expect(moreShift(ends, start, moreStart, gap)).toBe(expected);
  });
});
