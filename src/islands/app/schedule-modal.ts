// The id of the Delete on schedule dialog: openable from the action effects without its code.

/** The modal id of the dialog. */
export const SCHEDULE_MODAL = 'schedule';
