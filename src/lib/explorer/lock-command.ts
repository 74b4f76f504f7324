// The Lock and Unlock command (requirements X21): the call, the row replaced by the server's answer
// (the list is loaded again where the row is gone), and a toast either way; a session end is told
// by the client's policy (one alert, then logout) and nothing more.
import { ApiFailure } from '../api/errors.ts';
import { failureText, isSessionEnd, type CommandEnv } from './commands.ts';
import type { ExplorerItem } from './items.ts';
import { lockDoneText, lockRefusalKey, setFileLock } from './lock.ts';

/** What the lock command needs: the command env and a way to show one row as the server lists it. */
export interface LockEnv extends Pick<CommandEnv, 'client' | 't' | 'toast' | 'refresh'> {
  /** Replaces the row with this key; false where the row is not loaded. */
  readonly replace: (key: string, next: ExplorerItem) => boolean;
}

/** How a lock command ended. */
export type LockOutcome = 'done' | 'refused' | 'session';

/** Locks (`on`) or unlocks one file and shows the outcome. */
export async function lockCommand(
  env: LockEnv,
  item: ExplorerItem,
  on: boolean,
): Promise<LockOutcome> {
  try {
    const next = await setFileLock(env.client, item, on);
    if (!env.replace(item.key, next)) env.refresh();
    const done = lockDoneText(next, on);
    env.toast(env.t(done.key, done.values), { tone: 'success' });
    return 'done';
  } catch (error) {
    if (isSessionEnd(error)) return 'session';
    const key = error instanceof ApiFailure ? lockRefusalKey(error.resultCode) : null;
    env.toast(key === null ? failureText(error, env.t) : env.t(key), { tone: 'error' });
    env.refresh();
    return 'refused';
  }
}
