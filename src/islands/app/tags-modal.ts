// The id of the tags dialog: openable from the action effects without loading its code.

/** The modal id of the tags dialog. */
export const TAGS_MODAL = 'tags';

/** The modal id of the share-link dialog (requirements X26). */
export const SHARE_LINK_MODAL = 'share-link';

/** The modal id of the upload-request dialog (requirements X27). */
export const REQUEST_UPLOAD_MODAL = 'request-upload';

/** The modal id of the view of every file with one tag. */
export const TAGGED_MODAL = 'tagged';
