// Whether the details panel is open: set by the action effects without loading the panel's code.
import { atom } from 'nanostores';

/** The details panel is open (it follows the selection while open). */
export const $detailsOpen = atom(false);
