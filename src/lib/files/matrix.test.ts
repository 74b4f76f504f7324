import { describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../i18n/catalog.ts';
import { ROOT_KINDS } from './nodes.ts';
import { ACCESS_LEVELS, matrixFor } from './permissions.ts';
import { matrixView, noteMarks, rowLabelKey } from './matrix.ts';

const english = Object.assign(
  {},
  ...readLocaleFiles(process.cwd(), 'en').map((file) => file.entries),
) as Record<string, string>;

describe.each(ROOT_KINDS.map((kind) => [kind]))('the matrix of the %s folder type', (kind) => {
  const view = matrixView(kind);

  it('shows every row of THE table, in its order', () => {
    expect(view.rows.map((row) => row.fn)).toEqual(matrixFor(kind).map((row) => row.fn));
  });

  it('has eight cells per row matching the table', () => {
    const table = matrixFor(kind);
    view.rows.forEach((row, index) => {
      expect(row.cells.map((cell) => cell.level)).toEqual([...ACCESS_LEVELS]);
      expect(row.cells.map((cell) => cell.cell)).toEqual(table[index]?.cells);
    });
  });

  it('has an English text for every row title, cell and footnote', () => {
    const keys = [
      ...view.rows.flatMap((row) => [row.labelKey, ...row.cells.map((cell) => cell.key)]),
      ...view.notes.map((note) => `perm.note.${note}`),
    ];
    expect(keys.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('always prints the combined-permissions and master-scope notes', () => {
    expect(view.notes).toEqual(expect.arrayContaining(['combined', 'masterScope']));
  });
});

describe('folder-type variations', () => {
  it.each([
    [
      'cold storage shows only five rows',
      'cold',
      ['upload', 'move', 'permission_management', 'folder_settings', 'unfreeze'],
    ],
  ] as const)('%s', (_, kind, rows) => {
    expect(matrixView(kind).rows.map((row) => row.fn)).toEqual(rows);
  });

  it.each([
    ['the document box renames Upload', 'upload', 'document', 'perm.fn.document.upload'],
    ['the document box renames Edit', 'edit', 'document', 'perm.fn.document.edit'],
    ['the shared box keeps Upload', 'upload', 'shared', 'perm.fn.upload'],
  ] as const)('%s', (_, fn, kind, key) => {
    expect(rowLabelKey(fn, kind)).toBe(key);
  });

  it('marks the DLP rows under the file-export policy and prints that note', () => {
    const view = matrixView('dlp');
    const marked = view.rows.filter((row) => row.note === 'exportPolicy').map((row) => row.fn);
    expect(marked).toEqual(expect.arrayContaining(['download', 'pdf_download']));
    expect(view.notes).toContain('exportPolicy');
  });

  it('points Editor’s own-uploads delete and PrivAll’s conditional cell at their notes', () => {
    const view = matrixView('shared');
    const marks = noteMarks(view);
    const del = view.rows.find((row) => row.fn === 'delete');
    const perm = view.rows.find((row) => row.fn === 'permission_management');
    expect(del?.cells[2]).toMatchObject({ cell: 'O', note: 'editorOwn' });
    expect(perm?.cells[1]).toMatchObject({ cell: 'C', note: 'privallConditional' });
    expect(marks.get('combined')).toBe(1);
    expect([...marks.values()]).toEqual(view.notes.map((_, index) => index + 1));
  });
});
