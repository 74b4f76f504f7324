import type { ShellMessage, ShellMessageOf } from './messages.ts';

// What each bridge message means in the app, as small pure functions: an incoming message and
// what the app shows become one app command; an app event becomes the outgoing message. The hook
// (src/islands/app/useShellBridge.ts) only runs the commands. docs/shell-bridge.md describes
// these mappings message by message.

/** One entry the app shows, in the bridge's terms. */
export interface ShellEntry {
  readonly kind: 'folder' | 'file';
  /** A folder's own node; a file's folder node. */
  readonly node: string;
  readonly fileSeq: number | null;
  readonly name: string;
}

/** The open folder, in the bridge's terms. */
export interface ShellFolder {
  readonly node: string;
  readonly dirSeq: number;
  readonly name: string;
  /** Folder names from the root area down to this folder. */
  readonly path: readonly string[];
}

/** What the app shows when a message arrives. */
export interface ShellView {
  readonly folder: ShellFolder | null;
  /** The loaded entries of the open folder. */
  readonly items: readonly ShellEntry[];
  readonly selected: readonly ShellEntry[];
}

/** What the app does for an incoming message. */
export type ShellCommand =
  | { readonly kind: 'refresh' }
  | { readonly kind: 'rename'; readonly fileSeq: string; readonly name: string }
  | { readonly kind: 'history'; readonly action: 'back' | 'forward' }
  | { readonly kind: 'answer'; readonly message: ShellMessage }
  | { readonly kind: 'acknowledge'; readonly note: string }
  | { readonly kind: 'ignore'; readonly reason: string };

// The bridge sends sequence ids as digit strings; the app holds numbers.
const seqText = (seq: number): string => `${seq}`;

const shows = (view: ShellView, fileSeq: string): boolean =>
  view.items.some((item) => item.fileSeq !== null && seqText(item.fileSeq) === fileSeq);

const inOpenFolder = (view: ShellView, node: string): boolean =>
  view.folder?.node === node || view.items.some((item) => item.node === node);

const outside = { kind: 'ignore', reason: 'not in the open folder' } as const;

/** The app command for an incoming message (outgoing-only types are ignored). */
export function commandFor(message: ShellMessage, view: ShellView): ShellCommand {
  switch (message.type) {
    case 'RefreshItem':
      return inOpenFolder(view, message.payload.node) ? { kind: 'refresh' } : outside;
    case 'FileRestored':
      return view.folder?.node === message.payload.node ? { kind: 'refresh' } : outside;
    case 'FileRenamed':
      return shows(view, message.payload.fileSeq)
        ? { kind: 'rename', fileSeq: message.payload.fileSeq, name: message.payload.name }
        : outside;
    case 'OnLinkCreatedOrChanged':
      return shows(view, message.payload.fileSeq) ? { kind: 'refresh' } : outside;
    case 'HandleHistory':
      return { kind: 'history', action: message.payload.action };
    case 'GetCurrentCopyMoveInfo':
      return { kind: 'answer', message: copyMoveAnswer(message.payload.requestId, view) };
    case 'GetRevertItem':
      return { kind: 'answer', message: revertItemAnswer(message.payload.requestId, view) };
    case 'OnUpdatedAllowedApp':
      return { kind: 'acknowledge', note: `${String(message.payload.apps.length)} allowed apps` };
    default:
      return { kind: 'ignore', reason: `${message.type} is not sent to the page` };
  }
}

/** The answer to GetCurrentCopyMoveInfo: the web app keeps no pending copy or move, so the
 * answer is mode none with the open folder and the selected files. */
export function copyMoveAnswer(
  requestId: string,
  view: ShellView,
): ShellMessageOf<'GetCurrentCopyMoveInfo'> {
  const fileSeqs = view.selected.flatMap((item) =>
    item.fileSeq === null ? [] : [seqText(item.fileSeq)],
  );
  return {
    type: 'GetCurrentCopyMoveInfo',
    payload: {
      requestId,
      mode: 'none',
      fileSeqs,
      ...(view.folder === null ? {} : { node: view.folder.node }),
    },
  };
}

/** The answer to GetRevertItem: the open folder and the one selected file, when exactly one is. */
export function revertItemAnswer(
  requestId: string,
  view: ShellView,
): ShellMessageOf<'GetRevertItem'> {
  const files = view.selected.filter((item) => item.kind === 'file' && item.fileSeq !== null);
  const file = files.length === 1 ? files[0] : undefined;
  return {
    type: 'GetRevertItem',
    payload: {
      requestId,
      ...(view.folder === null ? {} : { node: view.folder.node }),
      ...(file?.fileSeq == null ? {} : { fileSeq: seqText(file.fileSeq), name: file.name }),
    },
  };
}

/** NotifyChangeDir for the folder the app now shows. */
export function changeDirMessage(folder: ShellFolder): ShellMessageOf<'NotifyChangeDir'> {
  return {
    type: 'NotifyChangeDir',
    payload: {
      node: folder.node,
      dir_seq: seqText(folder.dirSeq),
      name: folder.name,
      path: `/${folder.path.join('/')}`,
    },
  };
}

/** Download for a link the browser would otherwise open; null for a link the shell must not get. */
export function downloadMessage(
  url: string,
  fileName: string,
  base: string,
): ShellMessageOf<'Download'> | null {
  let absolute: URL;
  try {
    absolute = new URL(url, base);
  } catch {
    return null;
  }
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') return null;
  const name = fileName === '' ? 'download' : fileName.slice(0, 255);
  return { type: 'Download', payload: { url: absolute.href, file_name: name } };
}

/** The file name of a download link (its last path segment), for zips that have no item name. */
export function fileNameOfUrl(url: string, fallback: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || fallback;
  } catch {
    return last || fallback;
  }
}

/** SetSize for an app-mode page (login/gdpr); sizes outside 100–10000 px are clamped. */
export function setSizeMessage(width: number, height: number): ShellMessageOf<'SetSize'> {
  const clamp = (n: number) => Math.min(10_000, Math.max(100, Math.round(n)));
  return { type: 'SetSize', payload: { width: clamp(width), height: clamp(height) } };
}

/** OpenFilePath for a file the user opens in the desktop file manager. */
export function openFilePathMessage(entry: ShellEntry): ShellMessageOf<'OpenFilePath'> | null {
  if (entry.fileSeq === null) return null;
  return {
    type: 'OpenFilePath',
    payload: { fileSeq: seqText(entry.fileSeq), node: entry.node, name: entry.name },
  };
}

/** How long Snooze in the auto-logout warning holds the shell's reminder (requirements H5). */
export const IDLE_SNOOZE_MINUTES = 10;

/** SnoozeAlert for the shell's reminder, in whole minutes from 1 to 1440. */
export function snoozeMessage(minutes: number): ShellMessageOf<'SnoozeAlert'> {
  return {
    type: 'SnoozeAlert',
    payload: { minutes: Math.min(1440, Math.max(1, Math.round(minutes))) },
  };
}

/** The messages without a payload: GdprAgree after agreeing, Close to end an app-mode page. */
export const GDPR_AGREE: ShellMessageOf<'GdprAgree'> = { type: 'GdprAgree', payload: {} };
/** Close the shell window (after the app-mode agreement, the mail-auth page). */
export const CLOSE: ShellMessageOf<'Close'> = { type: 'Close', payload: {} };
