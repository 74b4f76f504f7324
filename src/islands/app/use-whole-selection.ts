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
import type { Explorer } from '../../lib/explorer/explorer.ts';
import type { WholeSelection } from '../../lib/explorer/whole-selection.ts';
import type { TFunction } from '../../lib/i18n/t.ts';
import { toast } from '../../lib/ui/toasts.ts';
import { useApp } from './context.ts';

/**
 * Says why the whole selection is not acted on: a page that failed, or the folder changed
 * meanwhile (then loaded again). A selection the user changed meanwhile says nothing.
 */
export function reportIncomplete(answer: WholeSelection, explorer: Explorer, t: TFunction): void {
  if (answer.status === 'failed') toast(t('files.wholeSelection.failed'), { tone: 'error' });
  if (answer.status === 'moved') {
    toast(t('files.wholeSelection.moved'), { tone: 'info' });
    explorer.refresh();
  }
}

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
      // The selection may not change meanwhile (the load then ends `changed`), so `ctx` still
      // describes the folder and the selection the entries are of.
      void explorer.wholeSelection().then((answer) => {
        if (answer.status === 'ready') then({ ...ctx, selection: answer.items });
        else reportIncomplete(answer, explorer, t);
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
