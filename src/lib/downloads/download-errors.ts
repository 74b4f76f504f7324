// The download messages (requirements D5, D7), chosen from what went wrong.
import { ApiFailure, NetworkError, TimeoutError } from '../api/errors.ts';

/** The translation key (or the server's own text) of a failed download. */
export type DownloadMessage = { readonly key: string } | { readonly text: string };

/** A download link that points at the item download path: a multi-download gets "File not found." */
export function isItemDownloadPath(url: string): boolean {
  try {
    return /^\/item\/download(?:\/|$)/.test(new URL(url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

/** The message of a failed download call. */
export function downloadMessage(error: unknown): DownloadMessage {
  if (error instanceof ApiFailure) {
    if (error.resultCode === 'file_locked') return { key: 'download.locked' };
    if (error.resultCode === 'not_found') return { key: 'download.notFound' };
    if (error.message.trim() !== '') return { text: error.message };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { key: 'download.network' };
  }
  return { key: 'download.failed' };
}
