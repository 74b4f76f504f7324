// Shows a native <dialog> as a modal: top layer, inert page behind, Escape, focus in and back.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { isImeComposing } from '../../lib/ui/keys.ts';
import { $dialogStack, pushDialog, removeDialog } from './dialog-stack.ts';

/** Options of `useModalDialog`. */
export interface ModalDialogOptions {
  /** Escape or another close request (e.g. Android back); the caller decides whether to close. */
  readonly onCancel: () => void;
  /**
   * What gets focus on open; otherwise `[data-autofocus]`, the body's first control, the close
   * button (`[data-dialog-close]`), or the dialog.
   */
  readonly initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** When this changes while open, the dialog moves back on top (the overlay above a new main). */
  readonly raiseKey?: unknown;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function focusInitial(dialog: HTMLDialogElement, preferred: HTMLElement | null | undefined): void {
  const target =
    preferred ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(`[data-dialog-body] :is(${FOCUSABLE})`) ??
    // Nothing to use in the body (an image): the close button, not a ring around everything.
    dialog.querySelector<HTMLElement>('[data-dialog-close]') ??
    dialog;
  target.focus();
}

// A dialog replaced in the same commit (next alert, new main modal) hands its opener on,
// so focus still gets back to where the user started.
let handoff: HTMLElement | null = null;

function showAsModal(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  dialog.showModal();
}

/** Opens the dialog while mounted; focus returns to the opener when it closes or unmounts. */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  options: ModalDialogOptions,
): void {
  const latest = useRef(options);
  const closingByUs = useRef(false);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = handoff ?? active;
    handoff = null;
    closingByUs.current = true;
    showAsModal(dialog);
    closingByUs.current = false;
    pushDialog(dialog);
    focusInitial(dialog, latest.current.initialFocus?.current);

    const onKeyDown = (event: KeyboardEvent): void => {
      // Escape during IME composition cancels the conversion, not the dialog.
      if (event.key !== 'Escape' || event.defaultPrevented || isImeComposing(event)) return;
      event.preventDefault(); // the browser would close the dialog behind React's back
      event.stopPropagation();
      latest.current.onCancel();
    };
    const onCancelEvent = (event: Event): void => {
      event.preventDefault();
      latest.current.onCancel();
    };
    // A close request the browser would not let us cancel: ask, and reopen if still wanted.
    const onClose = (): void => {
      if (closingByUs.current || dialog.open) return; // our own close; or already shown again
      latest.current.onCancel();
      queueMicrotask(() => {
        if (dialog.isConnected && !dialog.open) dialog.showModal();
      });
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onClose);
      removeDialog(dialog);
      if (dialog.open) dialog.close();
      if (opener?.isConnected !== true) return;
      opener.focus();
      handoff = opener;
      queueMicrotask(() => {
        handoff = null;
      });
    };
  }, [ref]);

  const { raiseKey } = options;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog?.open !== true || $dialogStack.get().at(-1) === dialog) return;
    const focused = document.activeElement;
    closingByUs.current = true;
    showAsModal(dialog);
    closingByUs.current = false;
    pushDialog(dialog);
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
    else focusInitial(dialog, null);
  }, [ref, raiseKey]);
}
