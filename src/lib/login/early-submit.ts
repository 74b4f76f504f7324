// Usable from the first paint (decision 011): the login form is server-rendered, and its
// island may still be loading when the visitor presses Login. A tiny page script arms the form
// at once: a submit before the island is ready is held (not sent, not lost) and marked on the
// form; the island, once hydrated, takes the mark and carries the submit out — exactly once
// (`take-early-submit.ts`). The page script imports nothing, so Astro inlines it: no request.

/** Set on the form while a submit made before hydration waits for the island. */
export const EARLY_SUBMIT_ATTR = 'data-early-submit';
/** Set on the form by the island once it handles submits itself. */
export const ISLAND_READY_ATTR = 'data-island-ready';

/** The little of the DOM that arming needs (a real form in the page, a fake in tests). */
export interface ArmableForm {
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  addEventListener(type: 'submit', listener: (event: EarlyEvent) => void): void;
}

/** The part of a submit event the early handler uses. */
export interface EarlyEvent {
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

/** The submit button, server-rendered disabled so that the form never submits without script. */
export interface ArmableButton {
  disabled: boolean;
}

/**
 * Arms a server-rendered form: its submit button works at once, and until the island marks the
 * form ready every submit is held (no navigation, no React handler) and remembered on the form.
 */
export function armEarlySubmit(form: ArmableForm, button: ArmableButton | null): void {
  if (form.hasAttribute(ISLAND_READY_ATTR)) return;
  form.addEventListener('submit', (event) => {
    if (form.hasAttribute(ISLAND_READY_ATTR)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    form.setAttribute(EARLY_SUBMIT_ATTR, '');
  });
  if (button !== null) button.disabled = false;
}
