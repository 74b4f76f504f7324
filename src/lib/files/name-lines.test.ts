import { describe, expect, it } from 'vitest';
import { namePieces, nameRuns, pieceEnd } from './name-lines.ts';

describe('nameRuns', () => {
  it.each([
    ['name in the middle', 'Tags of a.txt here', 'a.txt', ['Tags of ', '[a.txt]', ' here']],
    ['name first', '営業部門.xlsx のタグ', '営業部門.xlsx', ['[営業部門.xlsx]', ' のタグ']],
    ['name last', 'File logs: q3.pdf', 'q3.pdf', ['File logs: ', '[q3.pdf]']],
    ['name twice', '“A” is set on “A”.', 'A', ['“', '[A]', '” is set on “', '[A]', '”.']],
    [
      'Korean particle after it',
      '“회의록”이 이미 있습니다.',
      '회의록',
      ['“', '[회의록]', '”이 이미 있습니다.'],
    ],
    ['name absent', 'Members', 'x.txt', ['Members']],
    ['the whole text', 'x.txt', 'x.txt', ['[x.txt]']],
    ['empty name', 'Members', '', ['Members']],
    ['empty text', '', 'x', []],
  ])('%s', (_, text, name, expected) => {
    const runs = nameRuns(text, name);
    expect(runs.map((run) => (run.name ? `[${run.text}]` : run.text))).toEqual(expected);
    expect(runs.map((run) => run.text).join('')).toBe(text);
  });
});

describe('namePieces', () => {
  it.each([
    [
      'Japanese words between underscores, break before the extension',
      '2026年度第3四半期_営業部門売上報告書_123.txt',
      ['2026年度第3四半期_', '営業部門売上報告書_', '123', '.txt'],
    ],
    ['hyphens and a version', 'report-v2.1-final.pdf', ['report-', 'v2', '.1-', 'final', '.pdf']],
    ['full-width separators', '見積＿2026】控え', ['見積＿', '2026】', '控え']],
    ['brackets', '(draft)notes[1].md', ['(draft)', 'notes[1]', '.md']],
    ['a leading dot stays with its name', '.env', ['.env']],
    ['two dots together: no break at them', 'a..b', ['a..b']],
    ['a separator at the end stays on its line', 'name_', ['name_']],
    ['no separator', '営業部門売上報告書', ['営業部門売上報告書']],
    ['empty', '', []],
  ])('%s', (_, name, expected) => {
    expect(namePieces(name)).toEqual(expected);
    expect(namePieces(name).join('')).toBe(name);
  });
});

describe('pieceEnd', () => {
  it.each([
    ['a separator kept with its letter', '2026年度第3四半期_', ['2026年度第3四半', '期_']],
    ['a Latin piece', 'report-', ['repor', 't-']],
    ['a letter outside the BMP stays whole', 'a𠮷_', ['a', '𠮷_']],
    ['no separator at the end', '.txt', ['.txt', '']],
    ['the separator alone', '_', ['_', '']],
    ['two letters', 'a_', ['', 'a_']],
    ['empty', '', ['', '']],
  ])('%s', (_, piece, expected) => {
    expect(pieceEnd(piece)).toEqual(expected);
    expect(pieceEnd(piece).join('')).toBe(piece);
  });
});
