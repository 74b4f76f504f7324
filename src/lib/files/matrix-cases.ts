// THE permission table as cases (requirements X25): every function of the matrix × the 8 levels ×
// the 10 folder types, plus the user types and the footnotes where they change the answer,
// written out again from the rules' own words (requirements F1, F2, F3). One table drives both
// sides: the app's decisions and commands (matrix-cases.test.ts) and the reference server's
// calls (server/files/matrix-cases.test.ts); either disagreeing with it fails. Never imported by
// the app.
import type { Decision, UserType } from './access.ts';
import { ROOT_KINDS, type RootKind } from './nodes.ts';
import {
  ACCESS_LEVELS,
  FILE_FUNCTIONS,
  type AccessLevel,
  type FileFunction,
} from './permissions.ts';

const ALL_BUT_UPLOADER = 'master privall editor editor_minus downloader previewer_plus previewer';
const EDITORS = 'master privall editor editor_minus';
const DOWNLOAD = 'master privall editor downloader';
const MPE = 'master privall editor';
const MP = 'master privall';

/** Who the spec's rows allow (Y); Editor's own-uploads Delete and PrivAll's conditional
 * Permission Management are the footnotes below. */
const ROWS: Readonly<Record<FileFunction, string>> = {
  preview: ALL_BUT_UPLOADER,
  comment: ALL_BUT_UPLOADER,
  edit: EDITORS,
  download: DOWNLOAD,
  download_office: MPE,
  pdf_download: DOWNLOAD,
  upload: 'master privall editor editor_minus previewer_plus uploader',
  request_upload: EDITORS,
  copy: MPE,
  link: MPE,
  mail_attach: MPE,
  delete: MP,
  lock: EDITORS,
  move: MP,
  new_document: MP,
  file_logs: MP,
  guest_invitation: MP,
  scheduled_delete: MP,
  comments_management: MP,
  subfolder: MP,
  permission_management: 'master',
  folder_settings: 'master',
  unfreeze: MP,
};

/** Rows each folder type hides, or (cold storage) the only rows it keeps (requirements F2). */
const COLD_ONLY: readonly FileFunction[] = [
  'upload',
  'move',
  'unfreeze',
  'permission_management',
  'folder_settings',
];
const HIDDEN: Readonly<Partial<Record<RootKind, readonly FileFunction[]>>> = {
  warm: [
    'edit',
    'request_upload',
    'link',
    'lock',
    'new_document',
    'mail_attach',
    'scheduled_delete',
  ],
  document: ['delete', 'file_logs'],
  fax_receive: ['guest_invitation', 'subfolder'],
  fax_send: ['guest_invitation', 'subfolder'],
};
/** Rows that exist only in some folder types. */
const ONLY_IN: Readonly<Partial<Record<FileFunction, readonly RootKind[]>>> = {
  pdf_download: ['dlp'],
  unfreeze: ['cold'],
  download_office: ['shared', 'mybox'],
};
/** The DLP box's rows under the file-export policy. */
const EXPORT_POLICY: readonly FileFunction[] = [
  'download',
  'pdf_download',
  'copy',
  'link',
  'mail_attach',
];
/** Guests never get these (requirements F3); File Link only where the administrator allows. */
const GUEST_NEVER: readonly FileFunction[] = [
  'guest_invitation',
  'request_upload',
  'mail_attach',
  'permission_management',
];

/** The conditions a case is judged under (the footnotes and the profile). */
export interface CaseConditions {
  readonly userType: UserType;
  /** The folder lets PrivAll manage permissions. */
  readonly privallManagesPermissions: boolean;
  /** The DLP box's file-export policy allows exporting. */
  readonly exportAllowed: boolean;
  /** The profile has the Office viewer. */
  readonly officeViewer: boolean;
  /** The administrator lets guests make links. */
  readonly guestLinkAllowed: boolean;
}

/** A company user with the Office viewer, exports allowed, PrivAll not managing permissions. */
export const PLAIN: CaseConditions = {
  userType: 'user',
  privallManagesPermissions: false,
  exportAllowed: true,
  officeViewer: true,
  guestLinkAllowed: false,
};

/** The expected answer of one level for one function in one folder type. */
export function expectedOne(
  fn: FileFunction,
  level: AccessLevel,
  folderType: RootKind,
  c: CaseConditions = PLAIN,
): Decision {
  const only = ONLY_IN[fn];
  if (only !== undefined && !only.includes(folderType)) return 'denied';
  if (folderType === 'cold' && !COLD_ONLY.includes(fn)) return 'denied';
  if ((HIDDEN[folderType] ?? []).includes(fn)) return 'denied';
  if (fn === 'download_office' && !c.officeViewer) return 'denied';
  if (folderType === 'dlp' && EXPORT_POLICY.includes(fn) && !c.exportAllowed) return 'denied';
  if (c.userType === 'guest' && GUEST_NEVER.includes(fn)) return 'denied';
  if (c.userType === 'guest' && fn === 'link' && !c.guestLinkAllowed) return 'denied';
  if (ROWS[fn].split(' ').includes(level)) return 'allowed';
  // Footnotes: Editor deletes only their own uploads; PrivAll manages permissions where the
  // folder lets it (always in the document box).
  if (fn === 'delete' && level === 'editor') return 'own';
  if (fn === 'permission_management' && level === 'privall')
    return folderType === 'document' || c.privallManagesPermissions ? 'allowed' : 'denied';
  return 'denied';
}

const RANK: Readonly<Record<Decision, number>> = { denied: 0, own: 1, allowed: 2 };

/** Group and user permissions combined (the footnote): the best answer of any level. */
export function expected(
  fn: FileFunction,
  levels: readonly AccessLevel[],
  folderType: RootKind,
  c: CaseConditions = PLAIN,
): Decision {
  let best: Decision = 'denied';
  for (const level of levels) {
    const one = expectedOne(fn, level, folderType, c);
    if (RANK[one] > RANK[best]) best = one;
  }
  return best;
}

/** One cell of the table. */
export interface MatrixCase {
  readonly fn: FileFunction;
  readonly level: AccessLevel;
  readonly folderType: RootKind;
  readonly expected: Decision;
}

/**
 * Every function × level × folder type for a company user. In my box only its owner (Master)
 * has a level, so its other columns are not cases.
 */
export const MATRIX_CASES: readonly MatrixCase[] = ROOT_KINDS.flatMap((folderType) =>
  ACCESS_LEVELS.filter((level) => folderType !== 'mybox' || level === 'master').flatMap((level) =>
    FILE_FUNCTIONS.map((fn) => ({
      fn,
      level,
      folderType,
      expected: expectedOne(fn, level, folderType),
    })),
  ),
);
