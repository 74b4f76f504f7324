// The shared-folder permission matrix (requirements F1) as ONE table: access level × function, with
// the folder-type variations, footnotes and user-type rules. The server enforces it on every
// call; the app's toolbar and the "Permission of Shared User" modal read the same table.
import type { RootKind } from './nodes.ts';

/** The access levels (the matrix's columns), most powerful first. */
export const ACCESS_LEVELS = [
  'master',
  'privall',
  'editor',
  'editor_minus',
  'downloader',
  'previewer_plus',
  'previewer',
  'uploader',
] as const;
/** One access level of a shared user. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The spec's column titles. */
export const ACCESS_LEVEL_LABELS: Readonly<Record<AccessLevel, string>> = {
  master: 'Master',
  privall: 'PrivAll',
  editor: 'Editor',
  editor_minus: 'Editor-',
  downloader: 'Downloader',
  previewer_plus: 'Previewer+',
  previewer: 'Previewer',
  uploader: 'Uploader',
};

/** A cell: yes, no, conditional (PrivAll's Permission Management), own uploads only (Editor's Delete). */
export type Cell = 'Y' | 'N' | 'C' | 'O';

// Columns: Master PrivAll Editor Editor- Downloader Previewer+ Previewer Uploader.
const ROWS = {
  preview: ['Preview', 'YYYYYYYN'],
  comment: ['Comment', 'YYYYYYYN'],
  edit: ['Edit', 'YYYYNNNN'],
  download: ['Download', 'YYYNYNNN'],
  download_office: ['Download on Office', 'YYYNNNNN'],
  pdf_download: ['PDF Download', 'YYYNYNNN'],
  upload: ['Upload', 'YYYYNYNY'],
  request_upload: ['Request Upload', 'YYYYNNNN'],
  copy: ['Copy File', 'YYYNNNNN'],
  link: ['File Link', 'YYYNNNNN'],
  mail_attach: ['File Attachment via Mail', 'YYYNNNNN'],
  delete: ['Delete File', 'YYONNNNN'],
  lock: ['File Lock', 'YYYYNNNN'],
  move: ['Move File', 'YYNNNNNN'],
  new_document: ['New Document', 'YYNNNNNN'],
  file_logs: ['File Logs Management', 'YYNNNNNN'],
  guest_invitation: ['Guest Invitation', 'YYNNNNNN'],
  scheduled_delete: ['Delete Files on Schedule', 'YYNNNNNN'],
  comments_management: ['Comments Management', 'YYNNNNNN'],
  subfolder: ['Sub-folder creation/deletion', 'YYNNNNNN'],
  permission_management: ['Permission Management', 'YCNNNNNN'],
  folder_settings: ['Folder Settings', 'YNNNNNNN'],
  // Not a row of the spec's table; cold storage shows it. Levels defined by us, like Move File.
  unfreeze: ['Unfreeze', 'YYNNNNNN'],
} as const satisfies Record<string, readonly [string, string]>;

/** One function of the matrix (its rows). */
export type FileFunction = keyof typeof ROWS;
/** Every function, in the table's row order. */
export const FILE_FUNCTIONS = Object.keys(ROWS) as FileFunction[];

/** The spec's English row title of a function (before folder-type renames). */
export function functionLabel(fn: FileFunction): string {
  return ROWS[fn][0];
}

/** The raw cell of the table. */
export function cellOf(fn: FileFunction, level: AccessLevel): Cell {
  const cell = ROWS[fn][1][ACCESS_LEVELS.indexOf(level)];
  return cell === 'Y' || cell === 'C' || cell === 'O' ? cell : 'N';
}

/** How a folder type changes the table (requirements F2). */
interface Variation {
  /** Only these rows are shown (cold storage). */
  readonly only?: readonly FileFunction[];
  readonly hide?: readonly FileFunction[];
  readonly rename?: Partial<Record<FileFunction, string>>;
  /** Rows subject to the file-export policy (DLP). */
  readonly exportPolicy?: readonly FileFunction[];
  /** Cells that differ from the table. */
  readonly cells?: Partial<Record<FileFunction, Partial<Record<AccessLevel, Cell>>>>;
}

const FAX: Variation = { hide: ['guest_invitation', 'subfolder'] };

/** The variations; where the spec says "and more" or "some rows", the choice is ours. */
export const VARIATIONS: Readonly<Partial<Record<RootKind, Variation>>> = {
  cold: { only: ['upload', 'move', 'unfreeze', 'permission_management', 'folder_settings'] },
  warm: {
    hide: [
      'edit',
      'request_upload',
      'link',
      'lock',
      'new_document',
      'mail_attach',
      'scheduled_delete',
    ],
  },
  document: {
    hide: ['delete', 'file_logs'],
    rename: { upload: 'Register Document', edit: 'Revise Document' },
    cells: { permission_management: { privall: 'Y' } },
  },
  fax_receive: FAX,
  fax_send: FAX,
  dlp: { exportPolicy: ['download', 'pdf_download', 'copy', 'link', 'mail_attach'] },
};

/** Rows that exist only in some folder types. */
const ONLY_IN: Readonly<Partial<Record<FileFunction, readonly RootKind[]>>> = {
  pdf_download: ['dlp'],
  unfreeze: ['cold'],
  download_office: ['shared', 'mybox'],
};

/** The functions a folder type shows, in row order. */
export function visibleFunctions(folderType: RootKind): FileFunction[] {
  const variation = VARIATIONS[folderType] ?? {};
  return FILE_FUNCTIONS.filter((fn) => {
    const only = ONLY_IN[fn];
    if (only !== undefined && !only.includes(folderType)) return false;
    if (variation.only !== undefined) return variation.only.includes(fn);
    return !(variation.hide ?? []).includes(fn);
  });
}

/** The cell for a folder type (document box makes PrivAll's Permission Management a yes). */
export function cellFor(fn: FileFunction, level: AccessLevel, folderType: RootKind): Cell {
  return VARIATIONS[folderType]?.cells?.[fn]?.[level] ?? cellOf(fn, level);
}

/** Whether a function is subject to the file-export policy in this folder type. */
export function underExportPolicy(fn: FileFunction, folderType: RootKind): boolean {
  return (VARIATIONS[folderType]?.exportPolicy ?? []).includes(fn);
}

/** The row title shown for a folder type. */
export function labelFor(fn: FileFunction, folderType: RootKind): string {
  return VARIATIONS[folderType]?.rename?.[fn] ?? functionLabel(fn);
}

/** The footnotes of the matrix. */
export const FOOTNOTES = {
  combined: 'Group and user permissions are combined.',
  editorOwn: 'Editor deletes only their own uploads.',
  masterScope: 'The master scope may be restricted.',
  privallConditional: 'PrivAll manages permissions only when the folder allows it.',
  exportPolicy: 'Subject to the file-export policy.',
} as const;

/** One row of the matrix as the help modal shows it. */
export interface MatrixRow {
  readonly fn: FileFunction;
  readonly label: string;
  readonly cells: readonly Cell[];
  readonly exportPolicy: boolean;
}

/** The matrix of a folder type: visible rows, renamed titles, cells in ACCESS_LEVELS order. */
export function matrixFor(folderType: RootKind): MatrixRow[] {
  return visibleFunctions(folderType).map((fn) => ({
    fn,
    label: labelFor(fn, folderType),
    cells: ACCESS_LEVELS.map((level) => cellFor(fn, level, folderType)),
    exportPolicy: underExportPolicy(fn, folderType),
  }));
}
