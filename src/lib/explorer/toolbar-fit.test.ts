import { describe, expect, it } from 'vitest';
import { NARROW_VISIBLE, WIDE_VISIBLE, overflowEntries, sameIds } from './toolbar-fit.ts';

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
