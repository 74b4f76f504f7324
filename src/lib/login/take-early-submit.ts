// The island's half of the early submit (decision 011; the page's half is
// `early-submit.ts`): the hydrated island marks the form as its own and takes a held submit.
// Kept apart from the page's half so that neither bundle shares a chunk with the other.
import type { ArmableForm } from './early-submit.ts';

/** The attributes of `early-submit.ts`, repeated so this module imports no code from it. */
export const EARLY_SUBMIT_ATTR = 'data-early-submit';
export const ISLAND_READY_ATTR = 'data-island-ready';

/**
 * Called by the island once it is hydrated: from now on it handles submits itself. Returns
 * whether a submit made before was held, and clears it, so it is carried out once only.
 */
export function takeEarlySubmit(form: ArmableForm | null): boolean {
  if (form === null) return false;
  form.setAttribute(ISLAND_READY_ATTR, '');
  const held = form.hasAttribute(EARLY_SUBMIT_ATTR);
  form.removeAttribute(EARLY_SUBMIT_ATTR);
  return held;
}
