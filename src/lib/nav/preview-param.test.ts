import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDigits, parsePreviewParam, previewFromSearch, withPreview } from './preview-param.ts';

describe('isDigits', () => {
  it.each([
    ['0', true],
    ['123', true],
    ['007', true],
    ['', false],
    [' 1', false],
    ['1 ', false],
    ['1\n', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    ['0x1', false],
    ['１２３', false],
    ['١٢٣', false],
    ['12a', false],
    [123, false],
    [null, false],
  ])('says %j is digits: %j', (value, expected) => {
    expect(isDigits(value)).toBe(expected);
  });

  it('agrees with ^\\d+$ for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(isDigits(value)).toBe(/^\d+$/.test(value));
      }),
    );
  });
});

describe('parsePreviewParam', () => {
  it.each([
    ['123', 123],
    [['456', 'x'], 456],
    [['x', '456'], null],
    [42, 42],
    [-1, null],
    [1.5, null],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', null],
    ['12345678901234567890', null],
    ['123456789012345678901', null],
    ['123;alert(1)', null],
    ['../123', null],
    [null, null],
    [undefined, null],
    [[], null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parsePreviewParam(raw)).toBe(expected);
  });

  it('returns only safe whole numbers or null for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,25}$/), fc.jsonValue()), (raw) => {
        const result = parsePreviewParam(raw);
        expect(result === null || (Number.isSafeInteger(result) && result >= 0)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('the preview query parameter', () => {
  it.each([
    ['?preview=42', 42],
    ['?a=1&preview=42&b=2', 42],
    ['?preview=42&preview=7', 42],
    ['?preview=%34%32', 42],
    ['?preview=42%0A', null],
    ['?preview=', null],
    ['', null],
  ])('reads %j as the file sequence %j', (search, expected) => {
    expect(previewFromSearch(search)).toBe(expected);
  });

  it.each([
    ['', 42, '?preview=42'],
    ['?a=1', 42, '?a=1&preview=42'],
    ['?a=1&preview=7&b=2', 42, '?a=1&preview=42&b=2'],
    ['?a=1&preview=7', null, '?a=1'],
    ['?preview=7', null, ''],
  ])('turns %j with preview %j into %j, keeping other parameters', (search, seq, expected) => {
    expect(withPreview(search, seq)).toBe(expected);
  });
});
