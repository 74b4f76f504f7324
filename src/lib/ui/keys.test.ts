import { describe, expect, it } from 'vitest';
import {
  isImeComposing,
  isSubmitEnter,
  toHalfWidthDigits,
  type ComposingEventLike,
} from './keys.ts';

describe('isImeComposing', () => {
  it.each<[string, ComposingEventLike, boolean]>([
    ['is true while a DOM event is composing', { isComposing: true, keyCode: 13 }, true],
    [
      'is true while a React event is composing',
      { nativeEvent: { isComposing: true }, keyCode: 13 },
      true,
    ],
    ['is true for the IME key code 229 (Safari)', { isComposing: false, keyCode: 229 }, true],
    ['is false for a plain Enter', { isComposing: false, keyCode: 13 }, false],
    ['is false for an event with no composition data', {}, false],
  ])('%s', (_name, event, expected) => {
    expect(isImeComposing(event)).toBe(expected);
  });
});

describe('isSubmitEnter', () => {
  it.each([
    ['submits on a plain Enter', { key: 'Enter', keyCode: 13 }, true],
    ['never submits on Enter during IME composition', { key: 'Enter', isComposing: true }, false],
    [
      'never submits on the Enter that ends a Safari composition',
      { key: 'Enter', keyCode: 229 },
      false,
    ],
    ['does not submit on other keys', { key: 'a', keyCode: 65 }, false],
  ])('%s', (_name, event, expected) => {
    expect(isSubmitEnter(event)).toBe(expected);
  });
});

describe('toHalfWidthDigits', () => {
  it.each([
    ['turns full-width digits into ASCII digits', '０１２３４５６７８９', '0123456789'],
    ['leaves ASCII digits alone', '123456', '123456'],
    ['converts mixed input', '１2３', '123'],
    ['leaves other full-width characters alone', 'ＡＢ－１', 'ＡＢ－1'],
    ['leaves an empty string empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(toHalfWidthDigits(input)).toBe(expected);
  });
});
