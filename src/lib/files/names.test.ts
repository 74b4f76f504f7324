import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkName,
  formatSize,
  INVALID_NAME_CHARS,
  INVALID_NAME_MESSAGE,
  splitExtension,
} from './names.ts';

describe('folder names', () => {
  it('words the invalid-name message exactly as the spec', () => {
    expect(INVALID_NAME_MESSAGE).toBe(
      'File(Folder) name includes the invalid characters. (\\ / : * ? " < > |)',
    );
  });

  it.each([
    ['Projects', 'Projects'],
    ['写真', '写真'],
    ['회의록', '회의록'],
    ['a', 'a'],
    ['report (final).v2', 'report (final).v2'],
    ['ガ', 'ガ'],
  ])('accepts %j', (raw, name) => {
    expect(checkName(raw)).toEqual({ ok: true, name });
  });

  it('normalises a decomposed name to NFC', () => {
    expect(checkName('ガ')).toEqual({ ok: true, name: 'ガ' });
  });

  it.each(INVALID_NAME_CHARS.map((c) => [c]))('refuses a name containing %s', (c) => {
    expect(checkName(`bad${c}name`)).toEqual({ ok: false, reason: 'invalid_chars' });
  });

  it.each([[''], ['   ']])('refuses the empty name %j', (raw) => {
    expect(checkName(raw)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses names over 255 characters', () => {
    expect(checkName('x'.repeat(256))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('accepts a name exactly when it has a visible character and none of the forbidden ones', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const name = raw.normalize('NFC');
        const expected = name.trim() !== '' && !INVALID_NAME_CHARS.some((c) => name.includes(c));
        expect(checkName(raw).ok).toBe(expected);
      }),
    );
  });
});

describe('extension split', () => {
  it.each([
    ['report.pdf', 'report', 'pdf', 'pdf', false],
    ['Report.PDF', 'Report', 'pdf', 'pdf', false],
    ['archive.tar.gz', 'archive.tar', 'gz', 'gz', false],
    ['Design spec.pdf.irm', 'Design spec', 'pdf.irm', 'pdf', true],
    ['sheet.XLSX.IRM', 'sheet', 'xlsx.irm', 'xlsx', true],
    ['plain.irm', 'plain', 'irm', '', true],
    ['README', 'README', '', '', false],
    ['.env', '.env', '', '', false],
  ])('splits %j', (name, stem, extension, contentExtension, irm) => {
    expect(splitExtension(name)).toEqual({ stem, extension, contentExtension, irm });
  });
});

describe('file size display', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [31_457_280, '30.0 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 4, '1.0 TB'],
    [-1, ''],
    [Number.NaN, ''],
  ])('shows %d bytes as %j', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('never shows 1024.0 of a unit', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });
});
