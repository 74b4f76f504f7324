// Unfreeze in cold storage (requirements X37): a cold-storage file's thaw as the list shows it
// (frozen, thawing with its percent, available), Download only for an available file, and the
// command that starts the thaw and polls it, like a zip task, until the file is available.
import type { ApiClient } from '../api/client.ts';
import { ApiFailure } from '../api/errors.ts';
import type { fileThaw } from '../api/contract/files.ts';
import { thawStatus, unfreezeFile } from '../api/contract/unfreeze.ts';
import type { AccessContext } from '../files/access.ts';
import type { Thaw } from '../files/thaw.ts';
import type { InferOutput } from 'valibot';
import { failureText, isSessionEnd, type CommandEnv } from './commands.ts';
import type { ExplorerItem } from './items.ts';

/** How often a thaw is asked about while it runs. */
export const THAW_POLL_MS = 1000;
/** Polls before the command stops asking (the reference server thaws in seconds). */
export const THAW_POLLS_MAX = 120;

/** The wire's thaw as the explorer keeps it. */
export function thawOfWire(wire: InferOutput<typeof fileThaw>): Thaw {
  return { state: wire.state, progress: wire.progress, readyAt: wire.ready_at };
}

/** A cold-storage file's thaw: as listed, or frozen where the back end does not say. */
export function thawOfItem(
  item: ExplorerItem,
  folderType: AccessContext['folderType'],
): Thaw | null {
  if (item.kind !== 'file' || folderType !== 'cold') return null;
  return item.thaw ?? { state: 'frozen', progress: 0, readyAt: null };
}

/**
 * The access Download is decided with for a selection: in cold storage, one available file
 * opens the table's Download row (access.ts `thawed`); anything else keeps it closed.
 */
export function thawedAccess(
  access: AccessContext,
  selection: readonly ExplorerItem[],
  selectedCount: number,
): AccessContext {
  if (access.folderType !== 'cold' || selectedCount !== 1) return access;
  const [item] = selection;
  const thaw = item === undefined ? null : thawOfItem(item, access.folderType);
  return thaw?.state === 'available' ? { ...access, thawed: true } : access;
}

/** A translation key with its values. */
export interface ThawText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The row's badge text of a thaw. */
export function thawBadge(thaw: Thaw): ThawText {
  if (thaw.state === 'thawing')
    return { key: 'files.thaw.thawing', values: { percent: thaw.progress } };
  return { key: thaw.state === 'frozen' ? 'files.thaw.frozen' : 'files.thaw.available' };
}

// The server's refusals in the user's language.
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  no_authority: 'files.reason.noAuthority',
  not_cold: 'files.thaw.notCold',
  not_found: 'files.thaw.gone',
};

/** What the unfreeze command needs. */
export interface UnfreezeEnv extends Pick<CommandEnv, 'client' | 't' | 'toast' | 'refresh'> {
  /** Shows the row with this key with the new thaw; false where the row is not loaded. */
  readonly update: (key: string, thaw: Thaw) => boolean;
  /** Waits (a timer in the app, nothing in tests). */
  readonly wait: (ms: number) => Promise<void>;
}

/** How the command ended. */
export type UnfreezeOutcome = 'available' | 'stopped' | 'refused' | 'session';

async function call(client: ApiClient, fileSeq: number, start: boolean): Promise<Thaw> {
  const answer = start
    ? await client.call(unfreezeFile, { file_seq: fileSeq }, { onFailure: 'caller' })
    : await client.call(thawStatus, { file_seq: fileSeq }, { onFailure: 'caller' });
  return thawOfWire(answer.thaw);
}

/** Starts a file's thaw and follows it until it is available; the row shows each step. */
export async function unfreezeCommand(
  env: UnfreezeEnv,
  item: ExplorerItem,
): Promise<UnfreezeOutcome> {
  const fileSeq = item.fileSeq;
  if (fileSeq === null) return 'refused';
  try {
    let thaw = await call(env.client, fileSeq, true);
    env.update(item.key, thaw);
    if (thaw.state === 'thawing') {
      env.toast(env.t('files.thaw.started', { name: item.name }), { tone: 'info' });
    }
    for (let polls = 0; thaw.state === 'thawing' && polls < THAW_POLLS_MAX; polls += 1) {
      await env.wait(THAW_POLL_MS);
      thaw = await call(env.client, fileSeq, false);
      env.update(item.key, thaw);
    }
    if (thaw.state !== 'available') return 'stopped';
    env.toast(env.t('files.thaw.ready', { name: item.name }), { tone: 'success' });
    return 'available';
  } catch (error) {
    if (isSessionEnd(error)) return 'session';
    const key = error instanceof ApiFailure ? (REFUSAL_KEYS[error.resultCode ?? ''] ?? null) : null;
    env.toast(key === null ? failureText(error, env.t) : env.t(key), { tone: 'error' });
    env.refresh();
    return 'refused';
  }
}
