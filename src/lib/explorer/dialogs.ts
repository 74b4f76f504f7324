// The app's dialogs by id, each with the props it opens with: `openDialog` is typed by this map,
// so a dialog receives exactly its props and never re-checks them.
import type { RootKind } from '../files/nodes.ts';
import { openModal } from '../ui/modals.ts';
import type { ConflictChoice, FolderRef } from './copy-move.ts';
import type { PickRequest } from './folder-picker.ts';
import type { ExplorerItem } from './items.ts';
import type { LogSubject } from './logs-action.ts';

/** The ids of the app's dialogs. */
export const DIALOG = {
  newFolder: 'new-folder',
  delete: 'delete-confirm',
  invite: 'invite-guests',
  scan: 'scan',
  shortcuts: 'keyboard-shortcuts',
  rename: 'rename',
  tags: 'tags',
  tagged: 'tagged',
  shareLink: 'share-link',
  requestUpload: 'request-upload',
  downloadChoice: 'download-choice',
  workflowDownload: 'workflow-download',
  permissionMatrix: 'permission-matrix',
  fileLogs: 'file-logs',
  members: 'members',
  mail: 'mail-files',
  folderPicker: 'folder-picker',
  conflict: 'copy-move-conflict',
  trustedBrowsers: 'trusted-browsers',
} as const;

/** The folder a new folder is made in; `fax` folders also ask for a fax number and name. */
export type NewFolderTarget = {
  readonly node: string;
  readonly dirSeq: number | null;
  readonly fax: boolean;
};

/** The props of each dialog, by id. */
export type DialogProps = {
  readonly [DIALOG.newFolder]: NewFolderTarget;
  readonly [DIALOG.delete]: { readonly items: readonly ExplorerItem[] };
  /** The folder guests are invited to (requirements X31). */
  readonly [DIALOG.invite]: { readonly dirSeq: number; readonly folderType: RootKind };
  readonly [DIALOG.scan]: {
    readonly node: string;
    readonly dirSeq: number | null;
    readonly name: string;
  };
  readonly [DIALOG.shortcuts]: Readonly<Record<string, never>>;
  /** The entry to rename (requirements X16). */
  readonly [DIALOG.rename]: { readonly item: ExplorerItem };
  /** The file whose tags are edited (requirements X22). */
  readonly [DIALOG.tags]: { readonly item: ExplorerItem };
  /** Every file with this tag. */
  readonly [DIALOG.tagged]: { readonly tag: string };
  /** The file or folder whose share links are made and managed (requirements X26). */
  readonly [DIALOG.shareLink]: { readonly item: ExplorerItem };
  /** The open folder that upload requests are made for (requirements X27). */
  readonly [DIALOG.requestUpload]: { readonly dirSeq: number; readonly name: string };
  /** "One by one or as a zip" for several files. */
  readonly [DIALOG.downloadChoice]: { readonly items: readonly ExplorerItem[] };
  /** The files whose download needs approval. */
  readonly [DIALOG.workflowDownload]: { readonly fileSeqs: readonly number[] };
  readonly [DIALOG.permissionMatrix]: { readonly folderType: RootKind };
  /** The file or folder whose log is shown (requirements X29). */
  readonly [DIALOG.fileLogs]: { readonly subject: LogSubject };
  /** The folder whose members are managed (requirements X30). */
  readonly [DIALOG.members]: { readonly dirSeq: number; readonly folderType: RootKind };
  /** The files to send by e-mail (requirements X32). */
  readonly [DIALOG.mail]: { readonly items: readonly ExplorerItem[] };
  /** The folder picker (requirements X23): what is placed, how many, and what to do with the choice. */
  readonly [DIALOG.folderPicker]: {
    readonly request: PickRequest;
    readonly count: number;
    readonly onPick: (target: FolderRef) => void;
  };
  /** A name conflict of a copy or move, and how many remain. */
  readonly [DIALOG.conflict]: {
    readonly name: string;
    readonly remaining: number;
    readonly onAnswer: (choice: ConflictChoice | null) => void;
  };
  /** The user's trusted browsers (requirements X45). */
  readonly [DIALOG.trustedBrowsers]: Readonly<Record<string, never>>;
};

/** A dialog id. */
export type DialogId = keyof DialogProps;

/** The dialogs the viewer's folder registers (downloads and the permission matrix). */
export type ViewerDialogs = Pick<
  DialogProps,
  typeof DIALOG.downloadChoice | typeof DIALOG.workflowDownload | typeof DIALOG.permissionMatrix
>;

/** The file list's own dialogs. */
export type ListDialogs = Omit<DialogProps, keyof ViewerDialogs>;

/** Opens one of the app's dialogs with its props. */
export function openDialog<K extends DialogId>(id: K, props: DialogProps[K]): void {
  openModal(id, props);
}
