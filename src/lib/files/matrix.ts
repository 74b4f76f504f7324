// The "Permission of Shared User" modal's view of THE matrix (src/lib/files/permissions.ts):
// translation keys for rows, cells and footnotes, and which footnotes a folder type needs.
import type { RootKind } from './nodes.ts';
import {
  ACCESS_LEVELS,
  FOOTNOTES,
  VARIATIONS,
  matrixFor,
  type AccessLevel,
  type Cell,
  type FileFunction,
} from './permissions.ts';

/** A footnote of the matrix (the keys of FOOTNOTES). */
export type Footnote = keyof typeof FOOTNOTES;

/** One cell as shown: the table's value, its translation key and the footnote it points to. */
export interface MatrixCellView {
  readonly level: AccessLevel;
  readonly cell: Cell;
  /** `perm.cell.yes` | `perm.cell.no` | `perm.cell.conditional` | `perm.cell.own`. */
  readonly key: string;
  readonly note: Footnote | null;
}

/** One row as shown. */
export interface MatrixRowView {
  readonly fn: FileFunction;
  /** `perm.fn.<fn>`, or `perm.fn.<folderType>.<fn>` for a renamed row. */
  readonly labelKey: string;
  readonly cells: readonly MatrixCellView[];
  readonly note: Footnote | null;
}

/** The whole table of a folder type. */
export interface MatrixView {
  readonly folderType: RootKind;
  readonly levels: readonly AccessLevel[];
  readonly rows: readonly MatrixRowView[];
  /** The footnotes to print under the table, in FOOTNOTES order. */
  readonly notes: readonly Footnote[];
}

const CELL_KEY: Readonly<Record<Cell, string>> = {
  Y: 'perm.cell.yes',
  N: 'perm.cell.no',
  C: 'perm.cell.conditional',
  O: 'perm.cell.own',
};

const CELL_NOTE: Readonly<Record<Cell, Footnote | null>> = {
  Y: null,
  N: null,
  C: 'privallConditional',
  O: 'editorOwn',
};

/** The translation key of a row title in a folder type. */
export function rowLabelKey(fn: FileFunction, folderType: RootKind): string {
  const renamed = VARIATIONS[folderType]?.rename?.[fn] !== undefined;
  return renamed ? `perm.fn.${folderType}.${fn}` : `perm.fn.${fn}`;
}

/** The matrix of a folder type, ready to render. */
export function matrixView(folderType: RootKind): MatrixView {
  const rows = matrixFor(folderType).map((row): MatrixRowView => ({
    fn: row.fn,
    labelKey: rowLabelKey(row.fn, folderType),
    cells: row.cells.map((cell, index) => ({
      level: ACCESS_LEVELS[index] ?? 'uploader',
      cell,
      key: CELL_KEY[cell],
      note: CELL_NOTE[cell],
    })),
    note: row.exportPolicy ? 'exportPolicy' : null,
  }));
  const used = new Set<Footnote>(['combined', 'masterScope']);
  for (const row of rows) {
    if (row.note !== null) used.add(row.note);
    for (const cell of row.cells) if (cell.note !== null) used.add(cell.note);
  }
  const notes = (Object.keys(FOOTNOTES) as Footnote[]).filter((note) => used.has(note));
  return { folderType, levels: ACCESS_LEVELS, rows, notes };
}

/** The footnote marks, 1-based in the order the notes are printed. */
export function noteMarks(view: MatrixView): ReadonlyMap<Footnote, number> {
  return new Map(view.notes.map((note, index) => [note, index + 1]));
}
