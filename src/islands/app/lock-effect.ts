// The Lock and Unlock effects (requirements X21): the app's env for the lock command.
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { lockCommand } from '../../lib/explorer/lock-command.ts';
import { markResultsStale } from '../../lib/explorer/search-actions.ts';
import { toast } from '../../lib/ui/toasts.ts';
import type { AppRuntime } from './runtime.ts';

/** Locks (`on`) or unlocks one file and shows the outcome. */
export async function runLock(runtime: AppRuntime, item: ExplorerItem, on: boolean): Promise<void> {
  const { explorer } = runtime;
  await lockCommand(
    {
      client: runtime.client,
      t: runtime.commands.t,
      toast,
      refresh: () => {
        explorer.refresh();
      },
      replace: (key, next) =>
        explorer.$list.get()?.replace((entry) => entry.key === key, next) === true,
    },
    item,
    on,
  );
  // A locked or unlocked search result shows its new state (requirements X36).
  markResultsStale();
}
