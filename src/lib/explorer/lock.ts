// File lock in the list (requirements X21): whose lock a file carries, the icon's label ("Locked
// by NAME on DATE"), who may lift it, and the call that sets it. A back end that sends a lock
// without the `lock` field (is_permission 2 only) shows a plain "Locked" held by someone else.
import type { ApiClient } from '../api/client.ts';
import { lockFile } from '../api/contract/lock.ts';
import { UNLOCK_ANY } from '../files/lock.ts';
import type { AccessLevel } from '../files/permissions.ts';
import { toItem } from './adapt.ts';
import { formatUpdated } from './dates.ts';
import type { ExplorerItem } from './items.ts';

/** Unlocked, locked by the user, or locked by someone else (or by no one known). */
export type LockHolder = 'none' | 'mine' | 'other';

/** Whose lock the entry carries. */
export function lockHolder(item: ExplorerItem): LockHolder {
  if (item.kind !== 'file') return 'none';
  if (item.lock !== undefined) return item.lock.mine ? 'mine' : 'other';
  return item.downloadLocked ? 'other' : 'none';
}

/** A translation key with its values. */
export interface LockText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** The lock icon's label, or null for an unlocked entry. */
export function lockLabel(item: ExplorerItem, locale: string): LockText | null {
  if (lockHolder(item) === 'none') return null;
  const by = item.lock?.by ?? null;
  const at = item.lock?.at ?? null;
  if (by !== null && by !== '' && at !== null) {
    return { key: 'files.lock.lockedBy', values: { name: by, date: formatUpdated(locale, at) } };
  }
  if (by !== null && by !== '') return { key: 'files.lock.lockedByName', values: { name: by } };
  return { key: 'files.locked' };
}

/** Whether the user may lift the entry's lock: theirs, or they are a Master or PrivAll here. */
export function mayUnlock(item: ExplorerItem, levels: readonly AccessLevel[]): boolean {
  const holder = lockHolder(item);
  if (holder === 'none') return false;
  return holder === 'mine' || levels.some((level) => UNLOCK_ANY.includes(level));
}

/** Locks (`on`) or unlocks the file; answers the entry as the server now lists it. */
export async function setFileLock(
  client: ApiClient,
  item: ExplorerItem,
  on: boolean,
): Promise<ExplorerItem> {
  const answer = await client.call(
    lockFile,
    { file_seq: item.fileSeq ?? 0, lock: on },
    { onFailure: 'caller' },
  );
  return toItem(answer.item);
}

// The server's refusals in the user's language (its `all` texts are English).
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  file_locked: 'files.reason.renameLocked',
  lock_not_yours: 'files.lock.notYours',
  no_authority: 'files.reason.noAuthority',
  not_found: 'files.lock.gone',
};

/** The translation key of a lock call's refusal, or null to show the server's text. */
export function lockRefusalKey(resultCode: string | null): string | null {
  return REFUSAL_KEYS[resultCode ?? ''] ?? null;
}

/** The toast after a lock call: what was done to which file. */
export function lockDoneText(item: ExplorerItem, on: boolean): LockText {
  return { key: on ? 'files.lock.locked' : 'files.lock.unlocked', values: { name: item.name } };
}
