// Actions on the selection act on every selected entry (requirements X6): where some are not
// loaded (Ctrl+A in a long folder, a Shift range reaching pages never scrolled to), the explorer
// loads their pages first, then the action runs if it is still available for them all.
import { useCallback } from 'react';
import {
  performIfAvailable,
  type Action,
  type ActionContext,
  type ActionEffects,
} from '../../lib/explorer/actions.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { useApp } from './context.ts';

/** Runs actions from the toolbar, the row menu and the keyboard. */
export interface SelectionRunner {
  /** A folder's action at once; a selection's on the whole selection, if it allows it. */
  readonly run: (action: Action, fx: ActionEffects) => void;
  /** `then` with the action context of the whole selection, once loaded. */
  readonly withWhole: (then: (whole: ActionContext) => void) => void;
}

/** The runner of the current folder's actions over `ctx` (null before the folder is known). */
export function useSelectionRunner(ctx: ActionContext | null): SelectionRunner {
  const { runtime, t } = useApp();
  const { explorer } = runtime;
  const withWhole = useCallback(
    (then: (whole: ActionContext) => void): void => {
      if (ctx === null) return;
      if (ctx.selection.length >= ctx.selectedCount) {
        then(ctx);
        return;
      }
      // One load at a time: a second press while it runs is the same request.
      if (explorer.$completing.get()) return;
      void explorer.wholeSelection().then((answer) => {
        if (answer.status === 'ready') then({ ...ctx, selection: answer.items });
        else if (answer.status === 'failed') {
          toast(t('files.wholeSelection.failed'), { tone: 'error' });
        }
      });
    },
    [ctx, explorer, t],
  );
  const run = useCallback(
    (action: Action, fx: ActionEffects): void => {
      if (ctx === null) return;
      if (action.scope === 'folder') {
        action.perform(ctx, fx);
        return;
      }
      withWhole((whole) => {
        const availability = performIfAvailable(action, whole, fx);
        if (availability.state === 'disabled') toast(t(availability.reasonKey), { tone: 'info' });
      });
    },
    [ctx, withWhole, t],
  );
  return { run, withWhole };
}
