// What the viewer and downloads say about a failed call: the server's own text when it sent
// one (shown as text), otherwise one of our translation keys.
import { ApiFailure, BadResponse, HttpError, NetworkError, TimeoutError } from '../api/errors.ts';
import { CacheWaitExpired } from './cache-poll.ts';
import type { ViewerMessage } from './preview-flow.ts';

/** The viewer's message for a failed cache check or conversion. */
export function viewerMessage(error: unknown): ViewerMessage {
  if (error instanceof ApiFailure && error.message.trim() !== '') return { text: error.message };
  if (error instanceof CacheWaitExpired) return { key: 'viewer.timeout' };
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { key: 'viewer.network' };
  }
  return { key: 'viewer.failed' };
}

/** Whether the failure was the caller's own abort (the viewer closed): nothing to show. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof NetworkError && error.reason === 'aborted');
}

/** Whether an error is one the user can fix by trying again (network, timeout, 5xx, garbage). */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof BadResponse ||
    (error instanceof HttpError && error.status >= 500)
  );
}
