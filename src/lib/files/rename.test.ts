import { describe, expect, it } from 'vitest';
import { INVALID_NAME_CHARS } from './names.ts';
import { baseNameRange, checkRename, extensionChange, type RenameTarget } from './rename.ts';

const FILE: RenameTarget = {
  kind: 'file',
  name: 'report.pdf',
  siblings: ['report.pdf', 'Budget.xlsx', '写真', '회의록.txt', '\u30AC.txt'],
};
const FOLDER: RenameTarget = {
  kind: 'folder',
  name: 'Projects',
  siblings: ['Projects', 'Invoices'],
};
const IRM: RenameTarget = { kind: 'file', name: 'Design spec.pdf.irm', siblings: [] };

describe('checkRename', () => {
  it.each<[string, RenameTarget, string]>([
    ['final report.pdf', FILE, 'final report.pdf'],
    ['見積書.pdf', FILE, '見積書.pdf'],
    ['보고서.pdf', FILE, '보고서.pdf'],
    ['\u30C7\u30FC\u30BF\u3099.pdf', FILE, '\u30C7\u30FC\u30C0.pdf'], // a decomposed ダ becomes NFC
    ['Report.pdf', FILE, 'Report.pdf'], // a change of case only is the item's own name
    ['report.txt', FILE, 'report.txt'],
    ['Plans 2026', FOLDER, 'Plans 2026'],
    ['projects', FOLDER, 'projects'],
    ['Draft spec.pdf.irm', IRM, 'Draft spec.pdf.irm'],
    ['Draft spec.PDF.IRM', IRM, 'Draft spec.PDF.IRM'],
  ])('accepts %j', (raw, target, name) => {
    expect(checkRename(raw, target)).toEqual({ ok: true, name, unchanged: false });
  });

  it.each<[string, RenameTarget]>([
    ['report.pdf', FILE],
    ['Projects', { ...FOLDER, name: 'Projects' }],
    ['Projects', FOLDER],
  ])('says %j is unchanged', (raw, target) => {
    expect(checkRename(raw, target)).toMatchObject({ ok: true, unchanged: true });
  });

  it.each<[string, RenameTarget, string]>([
    ['', FILE, 'empty'],
    ['   ', FOLDER, 'empty'],
    ...INVALID_NAME_CHARS.map((c): [string, RenameTarget, string] => [
      `a${c}b.pdf`,
      FILE,
      'invalid_chars',
    ]),
    ['Q1/Q2', FOLDER, 'invalid_chars'],
    ['x'.repeat(256), FOLDER, 'too_long'],
    ['budget.xlsx', FILE, 'duplicate'],
    ['BUDGET.XLSX', FILE, 'duplicate'],
    ['写真', FILE, 'duplicate'],
    ['회의록.txt', FILE, 'duplicate'],
    ['\u30AB\u3099.TXT', FILE, 'duplicate'], // decomposed ガ, other case
    ['invoices', FOLDER, 'duplicate'],
    ['Design spec.pdf', IRM, 'irm_extension'],
    ['Design spec.docx.irm', IRM, 'irm_extension'],
    ['Design spec', IRM, 'irm_extension'],
    ['report.pdf.irm', FILE, 'irm_extension'],
  ])('refuses %j: %s', (raw, target, reason) => {
    expect(checkRename(raw, target)).toEqual({ ok: false, reason });
  });

  it('lets a folder take a name ending in .irm (the rule is about files)', () => {
    expect(checkRename('old.irm', FOLDER)).toMatchObject({ ok: true });
  });
});

describe('extensionChange', () => {
  it.each([
    ['report.pdf', 'final.pdf', null],
    ['report.pdf', 'final.PDF', null],
    ['Design spec.pdf.irm', 'Draft.pdf.irm', null],
    ['README', 'NOTES', null],
    ['.bashrc', '.zshrc', null],
    ['report.pdf', 'report.txt', { from: '.pdf', to: '.txt' }],
    ['report.pdf', 'report', { from: '.pdf', to: '' }],
    ['README', 'README.md', { from: '', to: '.md' }],
    ['archive.tar.gz', 'archive.tar', { from: '.gz', to: '.tar' }],
  ])('%j → %j', (current, next, change) => {
    expect(extensionChange(current, next)).toEqual(change);
  });
});

describe('baseNameRange', () => {
  it.each<['file' | 'folder', string, readonly [number, number]]>([
    ['file', 'report.pdf', [0, 6]],
    ['file', 'Quarterly report.docx', [0, 16]],
    ['file', 'Design spec.pdf.irm', [0, 11]],
    ['file', '2026-01-12 회의록.txt', [0, 14]],
    ['file', 'README', [0, 6]],
    ['file', '.bashrc', [0, 7]],
    ['folder', 'v1.2 release', [0, 12]],
  ])('a %s named %j selects %j', (kind, name, range) => {
    expect(baseNameRange(kind, name)).toEqual(range);
  });
});
