// Copy and move as a command (requirements X23): the calls in batches with the progress toast,
// name conflicts asked once (or item by item), per-item outcomes summed up, the spec's two
// network-error messages, and the Undo of a move. Also the cut/copy clipboard of the list.
import { atom } from 'nanostores';
import type { InferOutput } from 'valibot';
import {
  copyItems,
  moveItems,
  type ConflictPolicy,
  type copyMoveResult,
} from '../api/contract/copy-move.ts';
import type { FileResultCode } from '../api/contract/files.ts';
import { ApiFailure, HttpError, NetworkError, TimeoutError } from '../api/errors.ts';
import { needsDirSeq } from '../files/nodes.ts';
import type { ProgressHandle } from '../ui/progress.ts';
import { entryKey } from './adapt.ts';
import { failureText, isSessionEnd, type CommandEnv } from './commands.ts';
import type { ExplorerItem } from './items.ts';

/** Copy or move. */
export type CopyMoveMode = 'copy' | 'move';
/** One item's outcome as the server answers it. */
export type CopyMoveResult = InferOutput<typeof copyMoveResult>;

/** A folder items go to (or come from). */
export interface FolderRef {
  readonly node: string;
  readonly dirSeq: number;
  readonly name: string;
}

/** An item to copy or move, by kind and seq. */
export interface ItemRef {
  readonly kind: 'file' | 'folder';
  readonly seq: number;
  readonly name: string;
  /** The folder it lives in, where items come from several (search results): a move's Undo. */
  readonly from?: FolderRef;
}

/** The items of a selection as refs. */
export function refsOf(items: readonly ExplorerItem[]): ItemRef[] {
  return items.flatMap((item) => {
    const seq = item.kind === 'file' ? item.fileSeq : item.dirSeq;
    return seq === null ? [] : [{ kind: item.kind, seq, name: item.name }];
  });
}

/** What the user answered about a conflict: a policy, for this one or for all that remain. */
export interface ConflictChoice {
  readonly policy: Exclude<ConflictPolicy, 'ask'>;
  readonly all: boolean;
}

/** What the command needs besides the common environment. */
export interface CopyMoveEnv extends CommandEnv {
  /** Asks about one conflict; null: cancelled (the rest are skipped). */
  readonly askConflict: (name: string, remaining: number) => Promise<ConflictChoice | null>;
  readonly progress: (label: string) => ProgressHandle;
}

/** Items per call: a huge selection goes in several calls, each reported on the progress toast. */
export const BATCH = 200;

/** Splits a list into batches. */
export function batches<T>(list: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The request body of one call. */
export function requestOf(refs: readonly ItemRef[], target: FolderRef, conflict: ConflictPolicy) {
  return {
    file_seqs: refs.filter((r) => r.kind === 'file').map((r) => r.seq),
    dir_seqs: refs.filter((r) => r.kind === 'folder').map((r) => r.seq),
    node: target.node,
    ...(needsDirSeq(target.node) || target.dirSeq > 0 ? { dir_seq: target.dirSeq } : {}),
    conflict,
  };
}

/** The tally of a finished run. */
export interface CopyMoveSummary {
  readonly done: CopyMoveResult[];
  readonly skipped: number;
  readonly failed: CopyMoveResult[];
  /** The run stopped on a network error: `uncertain` (the result is unknown) or `stopped`. */
  readonly network: 'uncertain' | 'stopped' | null;
}

/** Sorts conflicts into policies, asking for each until an answer applies to all. */
export async function resolveConflicts(
  conflicts: readonly CopyMoveResult[],
  ask: CopyMoveEnv['askConflict'],
): Promise<Map<ConflictChoice['policy'], CopyMoveResult[]>> {
  const groups = new Map<ConflictChoice['policy'], CopyMoveResult[]>();
  let forAll: ConflictChoice['policy'] | null = null;
  for (const [index, conflict] of conflicts.entries()) {
    let policy: ConflictChoice['policy'] | null = forAll;
    if (policy === null) {
      const choice = await ask(conflict.name, conflicts.length - index);
      policy = choice?.policy ?? 'skip';
      if (choice === null || choice.all) forAll = policy;
    }
    groups.set(policy, [...(groups.get(policy) ?? []), conflict]);
  }
  return groups;
}

function networkOutcome(error: unknown): 'uncertain' | 'stopped' | null {
  if (error instanceof TimeoutError || (error instanceof NetworkError && error.reason === 'failed'))
    return 'uncertain';
  if (error instanceof NetworkError) return 'stopped';
  return null;
}

const PROGRESS_KEY: Readonly<Record<CopyMoveMode, string>> = {
  copy: 'files.copyMove.copying',
  move: 'files.copyMove.moving',
};

/**
 * Copies or moves items into a target: the calls in batches, conflicts asked once, then a toast
 * with the outcome (and Undo after a move); the list reloads. Refusals of the whole call (a
 * target the user cannot write) are thrown to the caller's toast.
 */
export async function runCopyMove(
  env: CopyMoveEnv,
  mode: CopyMoveMode,
  refs: readonly ItemRef[],
  target: FolderRef,
  from: FolderRef | null,
): Promise<CopyMoveSummary> {
  const endpoint = mode === 'copy' ? copyItems : moveItems;
  const done: CopyMoveResult[] = [];
  const failed: CopyMoveResult[] = [];
  const conflicts: CopyMoveResult[] = [];
  let skipped = 0;
  const take = (results: readonly CopyMoveResult[]): void => {
    for (const result of results) {
      if (result.status === 'done') done.push(result);
      else if (result.status === 'failed') failed.push(result);
      else if (result.status === 'conflict') conflicts.push(result);
      else skipped += 1;
    }
  };
  const progress = env.progress(env.t(PROGRESS_KEY[mode], { count: refs.length }));
  const call = async (list: readonly ItemRef[], conflict: ConflictPolicy): Promise<void> => {
    for (const batch of batches(list)) {
      const answer = await env.client.call(endpoint, requestOf(batch, target, conflict), {
        onFailure: 'caller',
      });
      take(answer.results);
      progress.update(
        env.t('files.copyMove.progress', { done: done.length + skipped, count: refs.length }),
      );
    }
  };
  let network: CopyMoveSummary['network'] = null;
  try {
    await call(refs, 'ask');
    if (conflicts.length > 0) {
      const groups = await resolveConflicts(conflicts, env.askConflict);
      for (const [policy, list] of groups) {
        if (policy === 'skip') skipped += list.length;
        else await call(list, policy);
      }
    }
    progress.done();
  } catch (error) {
    network = networkOutcome(error);
    if (network !== null) progress.fail(env.t(`files.copyMove.${network}`));
    else {
      progress.fail();
      if (!isSessionEnd(error)) {
        const code = error instanceof ApiFailure ? (error.resultCode ?? '') : '';
        // A back end without our calls (requirements C13) says so plainly.
        const missing =
          error instanceof HttpError && (error.status === 404 || error.status === 405);
        env.toast(
          missing
            ? env.t('files.copyMove.unavailable')
            : (codeText(env, code, target.name) ?? failureText(error, env.t)),
          { tone: 'error' },
        );
      }
    }
  }
  const summary: CopyMoveSummary = { done, skipped, failed, network };
  report(env, mode, summary, { target, refs, from });
  env.refresh();
  return summary;
}

/** The translated text of a result code, or null where it has none. */
export function codeText(env: Pick<CommandEnv, 't'>, code: string, name: string): string | null {
  const key = `files.copyMove.code.${code}`;
  const text = env.t(key, { name });
  return text === key ? null : text;
}

/** The translated text of a failed item: its code's text, else the server's text. */
export function failureOf(env: Pick<CommandEnv, 't'>, result: CopyMoveResult): string {
  return (
    codeText(env, result.result_code ?? '', result.name) ??
    result.all ??
    env.t('files.error.generic')
  );
}

function report(
  env: CommandEnv,
  mode: CopyMoveMode,
  summary: CopyMoveSummary,
  { target, refs, from }: { target: FolderRef; refs: readonly ItemRef[]; from: FolderRef | null },
): void {
  const first = summary.failed[0];
  if (first !== undefined) {
    env.toast(
      env.t('files.copyMove.failed', {
        count: summary.failed.length,
        name: first.name,
        reason: failureOf(env, first),
      }),
      { tone: 'error' },
    );
  }
  if (summary.done.length === 0) {
    if (summary.skipped > 0 && first === undefined && summary.network === null)
      env.toast(env.t('files.copyMove.skipped', { count: summary.skipped }), { tone: 'info' });
    return;
  }
  const message = env.t(`files.copyMove.${mode}Done`, {
    count: summary.done.length,
    folder: target.name,
  });
  const moved = mode === 'move' ? movedFrom(summary.done, refs, from) : null;
  if (moved !== null) {
    env.toast(message, {
      tone: 'success',
      action: { label: env.t('files.copyMove.undo'), run: () => void undoMove(env, moved) },
    });
  } else env.toast(message, { tone: 'success' });
}

/**
 * The items a move took, each with the folder it came from (`from`, the open folder, else its
 * ref's own), for the Undo; null when one of them has none (a search result whose back end did
 * not say where it lives): no Undo then.
 */
export function movedFrom(
  done: readonly Pick<CopyMoveResult, 'kind' | 'seq' | 'name'>[],
  refs: readonly ItemRef[],
  from: FolderRef | null,
): (ItemRef & { readonly from: FolderRef })[] | null {
  const moved: (ItemRef & { readonly from: FolderRef })[] = [];
  for (const r of done) {
    const source = from ?? refs.find((ref) => ref.kind === r.kind && ref.seq === r.seq)?.from;
    if (source === undefined) return null;
    moved.push({ kind: r.kind, seq: r.seq, name: r.name, from: source });
  }
  return moved;
}

/** The refusal of a move into a folder that does not exist (any more). */
const NO_FOLDER: FileResultCode = 'no_folder';

/**
 * The Undo of a move: the same items back to where they were, each folder's with its own calls (a
 * name taken meanwhile: both kept).
 */
export async function undoMove(
  env: CommandEnv,
  refs: readonly (ItemRef & { readonly from: FolderRef })[],
): Promise<void> {
  const folders = new Map<string, { from: FolderRef; refs: ItemRef[] }>();
  for (const ref of refs) {
    const key = `${ref.from.node}|${String(ref.from.dirSeq)}`;
    const group = folders.get(key) ?? { from: ref.from, refs: [] };
    group.refs.push(ref);
    folders.set(key, group);
  }
  // The entries put back, selected where the list shows them (in the folder they came from).
  const back: string[] = [];
  let at: FolderRef | null = null;
  try {
    for (const { from, refs: group } of folders.values()) {
      at = from;
      for (const batch of batches(group)) {
        const answer = await env.client.call(moveItems, requestOf(batch, from, 'keep_both'), {
          onFailure: 'caller',
        });
        for (const r of answer.results) if (r.status === 'done') back.push(entryKey(r.kind, r.seq));
      }
    }
    const [only] = folders.values();
    const text =
      folders.size === 1 && only !== undefined
        ? env.t('files.copyMove.undone', { count: back.length, folder: only.from.name })
        : env.t('files.copyMove.undoneMany', { count: back.length });
    env.toast(text, { tone: 'success' });
  } catch (error) {
    // The folder they came from was deleted meanwhile: say which, and that they stay moved.
    const gone = error instanceof ApiFailure && error.resultCode === NO_FOLDER ? at : null;
    if (gone !== null) {
      const text =
        back.length === 0
          ? env.t('files.copyMove.undoGone', { folder: gone.name })
          : env.t('files.copyMove.undoGonePartly', { count: back.length, folder: gone.name });
      env.toast(text, { tone: 'error' });
    } else if (!isSessionEnd(error)) env.toast(failureText(error, env.t), { tone: 'error' });
  }
  env.refresh(back);
}

/** What Ctrl+X or Ctrl+C put aside, and where it came from. */
export interface Clipboard {
  readonly mode: CopyMoveMode;
  readonly items: readonly ItemRef[];
  readonly from: FolderRef;
}

/** The list's clipboard (cut or copied items), shared by the list and the Paste action. */
export const $clipboard = atom<Clipboard | null>(null);

/** The folder of the items a paste would move: a cut's source, for the Undo. */
export function clip(mode: CopyMoveMode, items: readonly ExplorerItem[], from: FolderRef): void {
  $clipboard.set(items.length === 0 ? null : { mode, items: refsOf(items), from });
}
