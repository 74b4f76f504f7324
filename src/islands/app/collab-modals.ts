// The id of the File logs view: openable from the action effects without loading its code.

/** The modal id of the File logs view (requirements X29). */
export const LOGS_MODAL = 'file-logs';
