// The Unfreeze effect (requirements X37): the app's env for the unfreeze command — the row shows
// each step of the thaw, polled on a timer.
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { unfreezeCommand } from '../../lib/explorer/unfreeze.ts';
import { toast } from '../../lib/ui/toasts.ts';
import type { AppRuntime } from './runtime.ts';

/** Starts a file's thaw and follows it until the file is available. */
export async function runUnfreeze(runtime: AppRuntime, item: ExplorerItem): Promise<void> {
  const { explorer } = runtime;
  await unfreezeCommand(
    {
      client: runtime.client,
      t: runtime.commands.t,
      toast,
      refresh: () => {
        explorer.refresh();
      },
      update: (key, thaw) => {
        const list = explorer.$list.get();
        if (list === null) return false;
        for (const page of list.$state.get().pages.values()) {
          const current = page.find((entry) => entry.key === key);
          if (current !== undefined) {
            return list.replace((entry) => entry.key === key, { ...current, thaw });
          }
        }
        return false;
      },
      wait: (ms) =>
        new Promise((resolve) => {
          setTimeout(resolve, ms);
        }),
    },
    item,
  );
}
