import { describe, expect, it } from 'vitest';
import { previewFromUrl, withPreview, withoutPreview } from './preview-url.ts';

describe('withPreview', () => {
  it.each([
    ['adds the parameter to a bare path', '/files', 42, '/files?preview=42'],
    ['keeps other parameters', '/files?dir=3&sort=name', 42, '/files?dir=3&sort=name&preview=42'],
    ['replaces an earlier preview', '/files?preview=1&dir=3', 2, '/files?dir=3&preview=2'],
    ['replaces duplicated previews with one', '/f?preview=1&preview=x&a=1', 9, '/f?a=1&preview=9'],
    [
      'keeps encoded values byte for byte',
      '/f?q=a%20b+c&n=%E3%81%82',
      5,
      '/f?q=a%20b+c&n=%E3%81%82&preview=5',
    ],
    ['recognises an encoded parameter name', '/f?pre%76iew=1&a=2', 5, '/f?a=2&preview=5'],
    ['keeps the hash', '/f?a=1#top', 5, '/f?a=1&preview=5#top'],
    [
      'takes a full address and returns its path',
      'https://app.example.com/f?a=1',
      5,
      '/f?a=1&preview=5',
    ],
    ['ignores a file seq that is not a whole number', '/f?a=1&preview=3', 1.5, '/f?a=1'],
    ['ignores a negative file seq', '/f?a=1&preview=3', -2, '/f?a=1'],
  ])('%s', (_name, url, seq, expected) => {
    expect(withPreview(url, seq)).toBe(expected);
  });
});

describe('withoutPreview', () => {
  it.each([
    ['removes the only parameter with its question mark', '/files?preview=42', '/files'],
    ['keeps the other parameters in order', '/f?a=1&preview=42&b=2', '/f?a=1&b=2'],
    ['removes every duplicate', '/f?preview=1&a=1&preview=2', '/f?a=1'],
    ['keeps encoded values byte for byte', '/f?q=a%20b&preview=1&r=%2F', '/f?q=a%20b&r=%2F'],
    ['keeps a parameter whose name cannot be decoded', '/f?%E0=1&preview=1', '/f?%E0=1'],
    [
      'keeps parameters that only look similar',
      '/f?previews=1&preview_x=2',
      '/f?previews=1&preview_x=2',
    ],
    ['keeps the hash', '/f?preview=1#c', '/f#c'],
    ['changes nothing without a preview', '/f?a=1', '/f?a=1'],
  ])('%s', (_name, url, expected) => {
    expect(withoutPreview(url)).toBe(expected);
  });
});

describe('previewFromUrl', () => {
  it.each([
    ['reads a digit file seq', '/f?preview=42', 42],
    ['reads it among other parameters', '/f?a=1&preview=7&b=2', 7],
    ['reads it from a URL object', new URL('https://x.test/f?preview=8'), 8],
    ['uses the first of duplicates', '/f?preview=1&preview=2', 1],
    ['ignores duplicates whose first value is bad', '/f?preview=x&preview=2', null],
    ['ignores non-digits', '/f?preview=12a', null],
    ['ignores a negative number', '/f?preview=-1', null],
    ['ignores an empty value', '/f?preview=', null],
    ['ignores full-width digits', '/f?preview=%EF%BC%91', null],
    ['ignores script text', '/f?preview=javascript:alert(1)', null],
    ['ignores an encoded space after digits', '/f?preview=1%20', null],
    ['returns null without the parameter', '/f?a=1', null],
  ])('%s', (_name, url, expected) => {
    expect(previewFromUrl(url)).toBe(expected);
  });
});
