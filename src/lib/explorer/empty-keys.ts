// The keys of an empty folder (requirements X23, X7): with no rows there is no list to hold the
// keyboard, so the empty state does, and a press means what it means in the list for the folder
// itself: Ctrl/Cmd+V pastes, Alt+U uploads, Alt+N makes a folder, `?` lists the shortcuts,
// Alt+↑ and Backspace go up, Ctrl+K and `/` search. Keys that move or act on a selection do
// nothing (there is none).
import type { ActionContext } from './actions.ts';
import { keyCommand, type KeyCommand, type KeyDescription } from './keymap.ts';

/** What a key press in an empty folder asks: a folder action, the parent folder, or search. */
export type EmptyFolderCommand = Extract<KeyCommand, { type: 'action' | 'parent' | 'search' }>;

/** The command of a key press in an empty folder, or null. */
export function emptyFolderCommand(
  press: KeyDescription,
  actions: ActionContext | null,
): EmptyFolderCommand | null {
  const command = keyCommand(press, { focus: null, count: 0, columns: 1, pageRows: 1, actions });
  if (command === null) return null;
  if (command.type === 'parent' || command.type === 'search') return command;
  if (command.type === 'action' && command.action.scope === 'folder') return command;
  return null;
}
