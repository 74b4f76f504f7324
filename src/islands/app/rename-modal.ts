// The id of the rename dialog: openable from the action effects without loading its code.

/** The modal id. */
export const RENAME_MODAL = 'rename';
