// The download messages (requirements D5, D7), chosen from what went wrong.
import type { FileResultCode } from '../api/contract/files.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';

/** What a failed download or workflow request shows: the server's text, or one of these keys. */
export const DOWNLOAD_FAILURES: FailureKeys = {
  failed: 'download.failed',
  network: 'download.network',
};

/** A failed download link call also names a locked or missing file. */
const LINK_FAILURES: FailureKeys = {
  ...DOWNLOAD_FAILURES,
  codes: {
    file_locked: 'download.locked',
    not_found: 'download.notFound',
  } satisfies Partial<Record<FileResultCode, string>>,
};

/** A download link that points at the item download path: a multi-download gets "File not found." */
export function isItemDownloadPath(url: string): boolean {
  try {
    return /^\/item\/download(?:\/|$)/.test(new URL(url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

/** The message of a failed download call. */
export function downloadMessage(error: unknown): Message {
  return messageOf(error, LINK_FAILURES);
}
