// The modal <dialog> elements open on the page, bottom first: toasts render inside the top one,
// because a modal dialog makes everything outside it inert (unseen, unclickable, unannounced).
import { atom } from 'nanostores';

/** Open modal dialogs in top-layer order; the last one is on top. */
export const $dialogStack = atom<readonly HTMLDialogElement[]>([]);

/** Puts a dialog on top of the stack (again). */
export function pushDialog(dialog: HTMLDialogElement): void {
  $dialogStack.set([...$dialogStack.get().filter((item) => item !== dialog), dialog]);
}

/** Takes a dialog off the stack. */
export function removeDialog(dialog: HTMLDialogElement): void {
  $dialogStack.set($dialogStack.get().filter((item) => item !== dialog));
}
