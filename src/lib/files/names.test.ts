import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkName,
  foldName,
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

  it.each([
    ['NUL', 'a\u0000b', 'control_chars'],
    ['LF', 'a\nb', 'control_chars'],
    ['CR', 'a\rb', 'control_chars'],
    ['TAB', 'a\tb', 'control_chars'],
    ['DEL', 'a\u007fb', 'control_chars'],
    ['C1', 'a\u0085b', 'control_chars'],
    ['line separator', 'a\u2028b', 'control_chars'],
    ['RLO', 'evil\u202etxt.exe', 'bidi_chars'],
    ['LRE', '\u202aname', 'bidi_chars'],
    ['PDF', 'name\u202cx', 'bidi_chars'],
    ['LRI', 'a\u2066b', 'bidi_chars'],
    ['PDI', 'a\u2069b', 'bidi_chars'],
    ['zero-width space only', '\u200b', 'empty'],
    ['zero-width joiners and spaces', ' \u200d\u200c\u2060 ', 'empty'],
    ['BOM only', '\ufeff', 'empty'],
    ['dot', '.', 'dot_name'],
    ['dot dot', '..', 'dot_name'],
    ['trailing dot', 'report.', 'trailing_dot_space'],
    ['trailing space', 'a ', 'trailing_dot_space'],
    ['trailing no-break space', 'a\u00a0', 'trailing_dot_space'],
    ['three dots', '...', 'trailing_dot_space'],
    ['CON', 'CON', 'reserved'],
    ['con', 'con', 'reserved'],
    ['PRN', 'PRN', 'reserved'],
    ['AUX', 'Aux', 'reserved'],
    ['NUL', 'NUL', 'reserved'],
    ['nul.txt', 'nul.txt', 'reserved'],
    ['COM1', 'COM1', 'reserved'],
    ['com9.log', 'com9.log', 'reserved'],
    ['LPT1', 'LPT1', 'reserved'],
    ['lpt9.tar.gz', 'lpt9.tar.gz', 'reserved'],
    ['COM¹', 'COM\u00b9', 'reserved'],
    ['CON .txt', 'CON .txt', 'reserved'],
  ] as const)('refuses %s', (_label, raw, reason) => {
    expect(checkName(raw)).toEqual({ ok: false, reason });
  });

  it.each([
    ['.env'],
    ['.gitignore'],
    ['a.b.c'],
    ['CONFIG'],
    ['console.txt'],
    ['nullable'],
    ['COM10'],
    ['LPT0'],
    ['my con'],
    [' leading space'],
    ['שלום.txt'],
    ['مرحبا'],
    ['👩‍💻 team'],
    ['a\u200bb'],
  ])('still accepts %j', (raw) => {
    expect(checkName(raw)).toEqual({ ok: true, name: raw.normalize('NFC') });
  });

  it('never accepts a name with a forbidden, control or bidi character or a trailing dot or space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (raw) => {
        const check = checkName(raw);
        if (!check.ok) return;
        expect(INVALID_NAME_CHARS.some((c) => check.name.includes(c))).toBe(false);
        expect(check.name).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
        expect(check.name).not.toMatch(/[.\s]$/u);
        expect(['.', '..']).not.toContain(check.name);
      }),
    );
  });
});

describe('name folding (uniqueness in a folder)', () => {
  it.each([
    ['straße', 'STRASSE'],
    ['Straße', 'strasse'],
    ['Report.PDF', 'report.pdf'],
    ['ﬁle', 'FILE'],
    ['ガ', 'ガ'],
    ['ΌΣΟΣ', 'όσος'],
    ['Ǆ', 'ǆ'],
  ])('%j and %j clash', (a, b) => {
    expect(foldName(a)).toBe(foldName(b));
  });

  it.each([
    ['a', 'b'],
    ['résumé', 'resume'],
    ['写真', '写眞'],
  ])('%j and %j do not', (a, b) => {
    expect(foldName(a)).not.toBe(foldName(b));
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
