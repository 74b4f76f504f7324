// The explorer's commands as ONE table (requirements X8): id, label, icon, hotkey, availability
// from the permission matrix + folder type + user type + selection, and perform through injected
// effects. The toolbar, the context menu and the keyboard shortcuts all read this list.
import { allowedOn, decide, type AccessContext, type Decision } from '../files/access.ts';
import type { FileFunction } from '../files/permissions.ts';
import { previewDecision, type PreviewAuthority, type PreviewRefusal } from '../files/preview.ts';
import type { ExplorerItem } from './items.ts';
import { LOCK_ACTIONS } from './lock-action.ts';
import { UNFREEZE_ACTION } from './unfreeze-action.ts';
import { thawedAccess } from './unfreeze.ts';
import { lockHolder } from './lock.ts';
import { DETAILS_ACTION } from './details-action.ts';
import { RENAME_ACTION } from './rename-action.ts';
import { MEMBERS_ACTION } from './members-action.ts';
import { MAIL_ACTION } from './mail-action.ts';
import { selectionAccess } from './selection-access.ts';
import { TAG_ACTION } from './tag-action.ts';
import { LOGS_ACTION, type LogSubject } from './logs-action.ts';
import { COPY_MOVE_ACTIONS, type CopyMoveRequest } from './copy-move-action.ts';
import type { Clipboard } from './copy-move.ts';
import { SCHEDULE_ACTION } from './schedule.ts';
import { REQUEST_UPLOAD_ACTION, SHARE_LINK_ACTION } from './share-link-action.ts';
import { OPEN_LOCAL_ACTION } from './open-local-action.ts';
import { UPLOAD_FOLDER_ACTION } from './folder-upload-action.ts';

/** Everything availability reads. */
export interface ActionContext {
  readonly access: AccessContext;
  readonly authority: PreviewAuthority;
  /** The selected items whose pages are loaded (all of them, except after select-all). */
  readonly selection: readonly ExplorerItem[];
  /** How many rows are selected (can exceed `selection` after select-all of a huge folder). */
  readonly selectedCount: number;
  /** What Ctrl+X or Ctrl+C put aside, for Paste (copy-move.ts); absent: nothing. */
  readonly clipboard?: Clipboard | null;
  /** The app runs inside the desktop shell (src/lib/shell); absent: a plain browser. */
  readonly inShell?: boolean;
}

/** The side effects actions start; the island supplies them. */
export interface ActionEffects {
  newFolder(): void;
  upload(): void;
  /** Opens the folder chooser of a folder upload (folder-upload-action.ts). */
  uploadFolder(): void;
  /** Opens the scan dialog for the current folder (scanned files are uploaded into it). */
  scan(): void;
  download(items: readonly ExplorerItem[]): void;
  zipDownload(items: readonly ExplorerItem[]): void;
  preview(item: ExplorerItem): void;
  noteDownload(item: ExplorerItem): void;
  remove(items: readonly ExplorerItem[]): void;
  /** Opens the rename dialog for one item. */
  rename(item: ExplorerItem): void;
  /** Locks (`on`) or unlocks one file (lock-action.ts). */
  lock(item: ExplorerItem, on: boolean): void;
  /** Starts a cold-storage file's thaw and follows it (unfreeze-action.ts). */
  unfreeze(item: ExplorerItem): void;
  /** Opens the tags dialog for one file. */
  tags(item: ExplorerItem): void;
  /** Opens the Delete on schedule dialog for one item (schedule.ts). */
  schedule(item: ExplorerItem): void;
  /** Opens the share-link dialog of one file or folder (share-link-action.ts). */
  shareLink(item: ExplorerItem): void;
  /** Opens the upload-request dialog of the open folder (share-link-action.ts). */
  requestUpload(): void;
  inviteGuests(): void;
  /** Opens the members dialog of the current folder (members-action.ts). */
  members(): void;
  /** Opens the mail dialog for the selected files (mail-action.ts). */
  mailFiles(items: readonly ExplorerItem[]): void;
  /** Opens the keyboard shortcuts dialog. */
  shortcuts(): void;
  /** Opens the details panel of the selection (details-action.ts). */
  details(): void;
  /** Opens the File logs view of a file or folder (logs-action.ts). */
  logs(subject: LogSubject): void;
  /** Copy to…, Move to…, cut, copy and paste (copy-move-action.ts). */
  copyMove(request: CopyMoveRequest): void;
  /** Asks the desktop shell to open the file's synced copy (open-local-action.ts). */
  openOnComputer(item: ExplorerItem): void;
}

/** Shown and usable; shown but unusable with a reason (a translation key); or not shown. */
export type Availability =
  | { readonly state: 'enabled' }
  | { readonly state: 'disabled'; readonly reasonKey: string }
  | { readonly state: 'hidden' };

/** Where an action appears: the folder's toolbar, or only with a selection. */
export type ActionScope = 'folder' | 'selection';

/** A keyboard shortcut; `mod` is Ctrl, or Cmd on a Mac. */
export interface Hotkey {
  readonly key: string;
  readonly mod?: boolean;
  readonly shift?: boolean;
  readonly alt?: boolean;
}

/** One command. */
export interface Action {
  readonly id: string;
  readonly labelKey: string;
  readonly icon: string;
  readonly scope: ActionScope;
  /** Offered in the context menu only (rarely used; keeps the toolbar short). */
  readonly menuOnly?: boolean;
  readonly hotkey?: Hotkey;
  /** The shortcuts dialog's label, where two actions share one key (Lock and Unlock). */
  readonly hotkeyLabelKey?: string;
  /** The matrix row it needs, if any. */
  readonly fn?: FileFunction;
  readonly available: (ctx: ActionContext) => Availability;
  readonly perform: (ctx: ActionContext, effects: ActionEffects) => void;
}

const ENABLED: Availability = { state: 'enabled' };
const HIDDEN: Availability = { state: 'hidden' };
const disabled = (reasonKey: string): Availability => ({ state: 'disabled', reasonKey });

function decision(ctx: ActionContext, fn: FileFunction): Decision {
  return decide(fn, ctx.access);
}

/** The matrix says yes (or "own uploads") for the folder. */
function folderAllows(ctx: ActionContext, fn: FileFunction): boolean {
  return decision(ctx, fn) !== 'denied';
}

const only = (ctx: ActionContext): ExplorerItem | undefined =>
  ctx.selectedCount === 1 ? ctx.selection[0] : undefined;

const PREVIEW_REASON: Readonly<Record<PreviewRefusal, string>> = {
  no_authority: 'files.reason.noAuthority',
  locked: 'files.reason.previewLocked',
  unsupported: 'files.reason.unsupported',
  too_large: 'files.reason.tooLarge',
  media_too_large: 'files.reason.mediaTooLarge',
};

function previewAvailability(ctx: ActionContext): Availability {
  if (!folderAllows(ctx, 'preview')) return HIDDEN;
  const item = only(ctx);
  if (item === undefined || item.kind !== 'file') return HIDDEN;
  const verdict = previewDecision(
    { name: item.name, size: item.size, locked: item.previewLocked },
    ctx.authority,
  );
  return verdict.ok ? ENABLED : disabled(PREVIEW_REASON[verdict.reason]);
}

function downloadAvailability(ctx: ActionContext, zip: boolean): Availability {
  // In cold storage, one available file downloads (requirements X37); a zip never does.
  const access = zip
    ? selectionAccess(ctx)
    : thawedAccess(selectionAccess(ctx), ctx.selection, ctx.selectedCount);
  if (decide('download', access) === 'denied' || ctx.selectedCount === 0) return HIDDEN;
  const hasFolder = ctx.selection.some((item) => item.kind === 'folder');
  // Files download themselves, one or several (several ask: one by one, or as one zip:
  // requirements D2); a folder or several items also zip.
  if (zip ? !hasFolder && ctx.selectedCount < 2 : hasFolder) return HIDDEN;
  if (ctx.selection.some((item) => item.downloadLocked))
    return disabled('files.reason.downloadLocked');
  return ENABLED;
}

function deleteAvailability(ctx: ActionContext): Availability {
  const access = selectionAccess(ctx);
  const verdict = decide('delete', access);
  if (verdict === 'denied' || ctx.selectedCount === 0) return HIDDEN;
  const folders = ctx.selection.some((item) => item.kind === 'folder');
  if (folders && decide('subfolder', access) === 'denied')
    return disabled('files.reason.noFolderDelete');
  if (!ctx.selection.every((item) => allowedOn(verdict, item.ownUpload))) {
    return disabled('files.reason.ownUploadsOnly');
  }
  if (ctx.selection.some((item) => lockHolder(item) === 'other'))
    return disabled('files.reason.renameLocked');
  return ENABLED;
}

/** Every command, in toolbar order. */
export const ACTIONS: readonly Action[] = [
  {
    id: 'upload',
    labelKey: 'files.action.upload',
    icon: 'upload',
    scope: 'folder',
    hotkey: { key: 'u', alt: true },
    fn: 'upload',
    available: (ctx) => (folderAllows(ctx, 'upload') ? ENABLED : HIDDEN),
    perform: (_, fx) => {
      fx.upload();
    },
  },
  {
    id: 'scan',
    labelKey: 'scan.title',
    icon: 'scan',
    scope: 'folder',
    fn: 'upload',
    available: (ctx) => (folderAllows(ctx, 'upload') ? ENABLED : HIDDEN),
    perform: (_, fx) => {
      fx.scan();
    },
  },
  {
    id: 'newFolder',
    labelKey: 'files.action.newFolder',
    icon: 'folder-plus',
    scope: 'folder',
    hotkey: { key: 'n', alt: true },
    fn: 'subfolder',
    available: (ctx) => (folderAllows(ctx, 'subfolder') ? ENABLED : HIDDEN),
    perform: (_, fx) => {
      fx.newFolder();
    },
  },
  {
    id: 'inviteGuests',
    labelKey: 'files.action.inviteGuests',
    icon: 'user-plus',
    scope: 'folder',
    fn: 'guest_invitation',
    // Into a shared folder (requirements X31): my box is its owner's alone.
    available: (ctx) =>
      folderAllows(ctx, 'guest_invitation') && ctx.access.folderType !== 'mybox' ? ENABLED : HIDDEN,
    perform: (_, fx) => {
      fx.inviteGuests();
    },
  },
  MEMBERS_ACTION,
  // After Members, so the first five on a wide screen stay as they were in shared folders.
  UPLOAD_FOLDER_ACTION,
  {
    id: 'preview',
    labelKey: 'files.action.preview',
    icon: 'eye',
    scope: 'selection',
    hotkey: { key: 'Enter', shift: true },
    fn: 'preview',
    available: previewAvailability,
    perform: (ctx, fx) => {
      const item = only(ctx);
      if (item !== undefined) fx.preview(item);
    },
  },
  {
    id: 'download',
    labelKey: 'files.action.download',
    icon: 'download',
    scope: 'selection',
    hotkey: { key: 'd', alt: true },
    fn: 'download',
    available: (ctx) => downloadAvailability(ctx, false),
    perform: (ctx, fx) => {
      fx.download(ctx.selection);
    },
  },
  {
    id: 'zipDownload',
    labelKey: 'files.action.zipDownload',
    icon: 'archive',
    scope: 'selection',
    hotkey: { key: 'd', alt: true },
    fn: 'download',
    available: (ctx) => downloadAvailability(ctx, true),
    perform: (ctx, fx) => {
      fx.zipDownload(ctx.selection);
    },
  },
  {
    id: 'noteDownload',
    labelKey: 'files.action.noteDownload',
    icon: 'note',
    scope: 'selection',
    menuOnly: true,
    fn: 'download',
    available: (ctx) => {
      const item = only(ctx);
      if (item?.hasNote !== true || !folderAllows(ctx, 'download')) return HIDDEN;
      return item.downloadLocked ? disabled('files.reason.downloadLocked') : ENABLED;
    },
    perform: (ctx, fx) => {
      const item = only(ctx);
      if (item !== undefined) fx.noteDownload(item);
    },
  },
  OPEN_LOCAL_ACTION,
  RENAME_ACTION,
  ...COPY_MOVE_ACTIONS,
  ...LOCK_ACTIONS,
  UNFREEZE_ACTION,
  TAG_ACTION,
  MAIL_ACTION,
  SCHEDULE_ACTION,
  SHARE_LINK_ACTION,
  REQUEST_UPLOAD_ACTION,
  DETAILS_ACTION,
  LOGS_ACTION,
  {
    id: 'delete',
    labelKey: 'files.action.delete',
    icon: 'trash',
    scope: 'selection',
    hotkey: { key: 'Delete' },
    fn: 'delete',
    available: deleteAvailability,
    perform: (ctx, fx) => {
      fx.remove(ctx.selection);
    },
  },
  {
    id: 'shortcuts',
    labelKey: 'files.action.shortcuts',
    icon: 'keyboard',
    scope: 'folder',
    hotkey: { key: '?', shift: true },
    available: () => ENABLED,
    perform: (_, fx) => {
      fx.shortcuts();
    },
  },
];

/** The actions with their availability, minus the hidden ones. */
export function visibleActions(
  ctx: ActionContext,
  scope?: ActionScope,
): { readonly action: Action; readonly availability: Availability }[] {
  return ACTIONS.filter((action) => scope === undefined || action.scope === scope)
    .map((action) => ({ action, availability: action.available(ctx) }))
    .filter(({ availability }) => availability.state !== 'hidden');
}

/**
 * Performs the action where it is available for `ctx`, and says how it stood: an action run on the
 * whole selection, once its entries not loaded before have come, may find one it refuses (a file
 * someone else locked), and the caller says why.
 */
export function performIfAvailable(
  action: Action,
  ctx: ActionContext,
  fx: ActionEffects,
): Availability {
  const availability = action.available(ctx);
  if (availability.state === 'enabled') action.perform(ctx, fx);
  return availability;
}

/** The key facts of a keyboard event, as `actionForKey` reads them. */
export interface KeyPress {
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

function matches(hotkey: Hotkey, press: KeyPress): boolean {
  return (
    hotkey.key.toLowerCase() === press.key.toLowerCase() &&
    (hotkey.mod ?? false) === press.mod &&
    (hotkey.alt ?? false) === press.alt &&
    // Shift is part of the character for `?`; it only counts for keys that have no shifted form.
    (hotkey.key.length === 1 && !/[a-z]/i.test(hotkey.key)
      ? true
      : (hotkey.shift ?? false) === press.shift)
  );
}

/**
 * The enabled action a key press runs, or null. `available` answers for the selection instead of
 * each action's own rule (the search results ask every result's own permissions: requirements X36).
 */
export function actionForKey(
  ctx: ActionContext,
  press: KeyPress,
  available: (action: Action) => Availability = (action) => action.available(ctx),
): Action | null {
  for (const action of ACTIONS) {
    if (action.hotkey === undefined || !matches(action.hotkey, press)) continue;
    if (available(action).state === 'enabled') return action;
  }
  return null;
}
