// The file lock's rule (requirements X21), shared by the app and the reference server: a lock
// holds against everyone but its locker (a lock the data carries without a locker holds against
// all), and is lifted by its locker or by a Master or PrivAll of the folder.
import type { AccessLevel } from './permissions.ts';

/** A file's lock as both sides know it. */
export interface LockState {
  readonly locked: boolean;
  /** The locker's id, or null where the lock has no known locker. */
  readonly lockedBy: number | null;
}

/** The levels that may lift anyone's lock. */
export const UNLOCK_ANY: readonly AccessLevel[] = ['master', 'privall'];

/** Whether the lock stops this user (download, preview, rename, delete). */
export function lockHolds(state: LockState, userId: number): boolean {
  return state.locked && state.lockedBy !== userId;
}

/** Whether this user may lift the lock: its locker, or a Master or PrivAll of the folder. */
export function mayUnlock(
  state: LockState,
  userId: number,
  levels: readonly AccessLevel[],
): boolean {
  return state.lockedBy === userId || levels.some((level) => UNLOCK_ANY.includes(level));
}
