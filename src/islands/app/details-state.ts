// Whether the details panel is open: set by the action effects without loading the panel's code.
import { atom } from 'nanostores';
import type { ActionContext } from '../../lib/explorer/actions.ts';
import type { AccessLevel } from '../../lib/files/permissions.ts';

/** The details panel is open (it follows the selection while open). */
export const $detailsOpen = atom(false);

/**
 * The search results' selection as the details panel shows it (requirements X36): its action
 * context and where the one selected result lives; null while no search is shown.
 */
export const $searchDetails = atom<{
  readonly ctx: ActionContext;
  readonly crumbs: readonly string[];
  readonly folderLevel: AccessLevel | null;
} | null>(null);
