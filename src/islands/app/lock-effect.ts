// The Lock and Unlock effects (requirements X21): the call, the row replaced by the server's
// answer (the list is loaded again where the row is gone), and a toast either way.
import { ApiFailure, isApiError } from '../../lib/api/errors.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { lockDoneText, lockRefusalKey, setFileLock } from '../../lib/explorer/lock.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { failureText } from '../../lib/explorer/commands.ts';
import type { AppRuntime } from './runtime.ts';

/** Locks (`on`) or unlocks one file and shows the outcome. */
export async function runLock(runtime: AppRuntime, item: ExplorerItem, on: boolean): Promise<void> {
  const { explorer } = runtime;
  const { t } = runtime.commands;
  try {
    const next = await setFileLock(runtime.client, item, on);
    if (explorer.$list.get()?.replace((entry) => entry.key === item.key, next) !== true) {
      explorer.refresh();
    }
    const done = lockDoneText(next, on);
    toast(t(done.key, done.values), { tone: 'success' });
  } catch (error) {
    // A session failure is told by the client's policy (one alert, then logout).
    if (isApiError(error) && error.kind === 'session') return;
    const key = error instanceof ApiFailure ? lockRefusalKey(error.resultCode) : null;
    toast(key === null ? failureText(error, t) : t(key), { tone: 'error' });
    explorer.refresh();
  }
}
