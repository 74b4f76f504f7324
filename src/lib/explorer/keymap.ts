// The file list's keyboard as a pure map: a key press, described without the DOM, and where the
// focus is → the one command it means (menu, parent folder, open, a selection move, an action).
import { isImeComposing, type ComposingEventLike } from '../ui/keys.ts';
import {
  actionForKey,
  type Action,
  type ActionContext,
  type Availability,
  type KeyPress,
} from './actions.ts';
import { isDetailsKey } from './details-action.ts';
import { isFavoriteKey } from './favorites.ts';
import { isSearchKey } from './search.ts';
import { keyEvent, type SelectionEvent } from './selection.ts';
import { isParentKey } from './shortcuts.ts';

/** A key press as the map reads it; `mod` is Control, or Command on Apple platforms. */
export interface KeyDescription extends KeyPress {
  /** An IME is composing: the key belongs to the conversion, never to the list. */
  readonly composing: boolean;
}

/** The parts of a keyboard event (DOM or React) the description reads. */
export interface KeyEventLike extends ComposingEventLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** Describes a keyboard event; on Apple platforms Command is the modifier, elsewhere Control. */
export function describeKey(event: KeyEventLike, mac: boolean): KeyDescription {
  return {
    key: event.key,
    mod: mac ? event.metaKey : event.ctrlKey,
    shift: event.shiftKey,
    alt: event.altKey,
    composing: isImeComposing(event),
  };
}

/** Where the list is: the focused entry, the layout, and the actions' context (null: none). */
export interface KeyContext {
  readonly focus: number | null;
  readonly count: number;
  readonly columns: number;
  readonly pageRows: number;
  readonly actions: ActionContext | null;
  /** The actions' availability where it is not each action's own (search-actions.ts). */
  readonly available?: (action: Action) => Availability;
  /** No parent folder here (the search results): Alt+↑ and Backspace are left alone. */
  readonly noParent?: boolean;
}

/** What a key press asks the list to do. */
export type KeyCommand =
  /** Shift+F10 or the menu key: the context menu of the focused entry (none without focus). */
  | { readonly type: 'menu'; readonly index: number | null }
  /** Alt+↑ or Backspace: to the parent folder (the key is kept only when there is one). */
  | { readonly type: 'parent' }
  | { readonly type: 'open'; readonly index: number }
  | { readonly type: 'select'; readonly event: SelectionEvent }
  /** S: star or unstar the selected entries (requirements X17). */
  | { readonly type: 'favorite' }
  /** Alt+Enter or I: the details panel of the one selected entry (requirements X20). */
  | { readonly type: 'details' }
  /** Ctrl+K (⌘K) or `/`: the search field (requirements X19). */
  | { readonly type: 'search' }
  | { readonly type: 'action'; readonly action: Action };

/** Rows a Page Up or Page Down moves: a screenful less one, at least one. */
export function pageRows(height: number, rowHeight: number): number {
  return Math.max(1, Math.floor(height / rowHeight) - 1);
}

/** The command of a key press, or null when the list leaves the key alone. */
export function keyCommand(press: KeyDescription, ctx: KeyContext): KeyCommand | null {
  if (press.composing) return null;
  if ((press.key === 'F10' && press.shift) || press.key === 'ContextMenu') {
    return { type: 'menu', index: ctx.focus };
  }
  if (isParentKey(press) && ctx.noParent !== true) return { type: 'parent' };
  if (press.key === 'Enter' && !press.shift && !press.mod && !press.alt && ctx.focus !== null) {
    return { type: 'open', index: ctx.focus };
  }
  if (isSearchKey(press)) return { type: 'search' };
  const selection = keyEvent(press.key, { shift: press.shift, mod: press.mod }, ctx.focus, ctx);
  if (selection !== null) return { type: 'select', event: selection };
  if (ctx.actions === null) return null;
  if (isFavoriteKey(press) && ctx.actions.selection.length > 0) return { type: 'favorite' };
  if (isDetailsKey(press) && ctx.actions.selectedCount === 1) return { type: 'details' };
  const action = actionForKey(ctx.actions, press, ctx.available);
  return action === null ? null : { type: 'action', action };
}
