// The copy and move effects (requirements X23): the folder picker, the clipboard of Ctrl+X/C/V,
// and drag and drop, all ending in the one command of copy-move.ts.
import type { UserType } from '../../lib/files/access.ts';
import type { CopyMoveRequest } from '../../lib/explorer/copy-move-action.ts';
import {
  $clipboard,
  clip,
  refsOf,
  runCopyMove,
  type ConflictChoice,
  type CopyMoveEnv,
  type CopyMoveMode,
  type FolderRef,
  type ItemRef,
} from '../../lib/explorer/copy-move.ts';
import { DIALOG, openDialog } from '../../lib/explorer/dialogs.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import type { FolderInfo } from '../../lib/explorer/explorer.ts';
import { startProgress } from '../../lib/ui/progress.ts';
import { toast } from '../../lib/ui/toasts.ts';
import type { AppRuntime } from './runtime.ts';

/** The open folder as a ref (a root area's top by its translated name). */
export function folderRef(folder: FolderInfo, rootName: (kind: string) => string): FolderRef {
  return {
    node: folder.node,
    dirSeq: folder.dir_seq,
    name: folder.path.length <= 1 ? rootName(folder.root) : folder.name,
  };
}

/** The command environment: the runtime's, with the conflict dialog and the progress toast. */
export function copyMoveEnv(runtime: AppRuntime): CopyMoveEnv {
  return {
    ...runtime.commands,
    askConflict: (name, remaining) =>
      new Promise<ConflictChoice | null>((resolve) => {
        openDialog(DIALOG.conflict, { name, remaining, onAnswer: resolve });
      }),
    progress: startProgress,
  };
}

/** Copies or moves items into a target and tells the outcome. */
export function place(
  runtime: AppRuntime,
  mode: CopyMoveMode,
  items: readonly ItemRef[],
  target: FolderRef,
  from: FolderRef | null,
): void {
  void runCopyMove(copyMoveEnv(runtime), mode, items, target, from);
}

/** Runs a copy or move request of the action table. */
export function runCopyMoveRequest(
  runtime: AppRuntime,
  folder: FolderInfo | null,
  userType: UserType,
  request: CopyMoveRequest,
): void {
  if (folder === null) return;
  const { t } = runtime.commands;
  const from = folderRef(folder, (kind) => t(`files.root.${kind}`));
  if (request.type === 'pick') {
    pickAndPlace(runtime, request, userType, folder.dir_seq, from);
    return;
  }
  if (request.type === 'clip') {
    clip(request.mode, request.items, from);
    const key = request.mode === 'move' ? 'files.copyMove.cutDone' : 'files.copyMove.copiedDone';
    toast(t(key, { count: request.items.length }), { tone: 'info' });
    return;
  }
  const clipboard = $clipboard.get();
  if (clipboard === null) return;
  if (clipboard.mode === 'move') $clipboard.set(null);
  place(
    runtime,
    clipboard.mode,
    clipboard.items,
    from,
    clipboard.mode === 'move' ? clipboard.from : null,
  );
}

/**
 * Copy to… and Move to… of search results: the picker, then the one command. The results may
 * live in several folders, so there is no single folder to judge targets against; each carries
 * its own (`holderOf`) for a move's Undo, which puts every one back into its folder. The results
 * are searched again afterwards (the command's refresh).
 */
export function runResultCopyMove(
  runtime: AppRuntime,
  userType: UserType,
  request: CopyMoveRequest,
  holderOf: (item: ExplorerItem) => FolderRef | null,
): void {
  if (request.type !== 'pick') return;
  const refs = request.items.flatMap((item) => {
    const from = holderOf(item);
    return refsOf([item]).map((ref) => (from === null ? ref : { ...ref, from }));
  });
  pickAndPlace(runtime, request, userType, null, null, refs);
}

/** The folder picker for a Copy to… or Move to…, then the command into the chosen folder. */
function pickAndPlace(
  runtime: AppRuntime,
  { mode, items }: Extract<CopyMoveRequest, { type: 'pick' }>,
  userType: UserType,
  fromDirSeq: number | null,
  from: FolderRef | null,
  refs: readonly ItemRef[] = refsOf(items),
): void {
  openDialog(DIALOG.folderPicker, {
    request: pickRequest(mode, items, fromDirSeq, userType),
    count: items.length,
    onPick: (target) => {
      place(runtime, mode, refs, target, from);
    },
  });
}

/** What the picker needs to judge targets for these items. */
export function pickRequest(
  mode: CopyMoveMode,
  items: readonly ExplorerItem[],
  fromDirSeq: number | null,
  userType: UserType,
) {
  return {
    purpose: mode,
    files: items.some((item) => item.kind === 'file'),
    folders: items.some((item) => item.kind === 'folder'),
    dirSeqs: items.flatMap((item) =>
      item.kind === 'folder' && item.dirSeq !== null ? [item.dirSeq] : [],
    ),
    fromDirSeq,
    userType,
  };
}
