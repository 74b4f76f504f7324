// The id of the keyboard shortcuts dialog: openable from anywhere without loading its code.

/** The modal id. */
export const SHORTCUTS_MODAL = 'keyboard-shortcuts';
