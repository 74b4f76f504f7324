import { describe, expect, it } from 'vitest';
import type { NameSettings } from './name.ts';
import { NAME_PARTS, SEPARATOR_CHOICES, scanFileName, withPart } from './name.ts';

const at = new Date(2026, 0, 5, 9, 7, 3); // local time
const all = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

describe('the scanned file name', () => {
  it.each<[string, NameSettings, 'pdf' | 'png' | 'jpeg', number, string]>([
    [
      'joins prefix, date and time with the separator',
      { prefix: 'Scan', separator: '_', datetime: [...all] },
      'pdf',
      1,
      'Scan_20260105_090703.pdf',
    ],
    [
      'keeps only the chosen parts, in order',
      { prefix: 'Scan', separator: '-', datetime: ['day', 'year', 'minute'] },
      'pdf',
      1,
      'Scan-202605-07.pdf',
    ],
    [
      'numbers each image page',
      { prefix: 'Receipt', separator: '.', datetime: [] },
      'png',
      12,
      'Receipt.012.png',
    ],
    [
      'names JPEG files .jpg',
      { prefix: 'A', separator: '', datetime: ['year'] },
      'jpeg',
      1,
      'A2026001.jpg',
    ],
    [
      'keeps a Japanese prefix',
      { prefix: '請求書', separator: '_', datetime: ['year', 'month', 'day'] },
      'pdf',
      1,
      '請求書_20260105.pdf',
    ],
    [
      'keeps a Korean prefix',
      { prefix: '영수증', separator: '-', datetime: [] },
      'png',
      2,
      '영수증-002.png',
    ],
    [
      'normalises a decomposed prefix to NFC',
      { prefix: 'か\u3099', separator: '_', datetime: [] },
      'pdf',
      1,
      'が.pdf',
    ],
    [
      'trims the prefix',
      { prefix: '  Scan  ', separator: '_', datetime: [] },
      'pdf',
      1,
      'Scan.pdf',
    ],
    [
      'falls back to "scan" when nothing is chosen',
      { prefix: '', separator: '_', datetime: [] },
      'pdf',
      1,
      'scan.pdf',
    ],
  ])('%s', (_, name, format, page, expected) => {
    expect(scanFileName(name, format, at, page)).toBe(expected);
  });
});

describe('the name part of the settings form', () => {
  it.each([
    [
      'ticks a part into its written place',
      ['year', 'day'],
      'month',
      true,
      ['year', 'month', 'day'],
    ],
    ['ticks the last part', ['year'], 'second', true, ['year', 'second']],
    ['unticks a part', ['year', 'month', 'day'], 'month', false, ['year', 'day']],
    ['keeps a ticked part once', ['year'], 'year', true, ['year']],
  ] as const)('%s', (_, parts, part, on, expected) => {
    expect(withPart(parts, part, on)).toEqual(expected);
  });

  it('offers every separator with its label, and the parts in written order', () => {
    expect(SEPARATOR_CHOICES.map((c) => [c.value, c.labelKey])).toEqual([
      ['_', 'scan.separator.underscore'],
      ['-', 'scan.separator.hyphen'],
      ['.', 'scan.separator.dot'],
      ['', 'scan.separator.none'],
    ]);
    expect(NAME_PARTS).toEqual(all);
  });
});
