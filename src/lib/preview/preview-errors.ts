// What the viewer and downloads say about a failed call: the server's own text when it sent
// one (shown as text), otherwise one of our translation keys.
import { BadResponse, HttpError, NetworkError, TimeoutError } from '../api/errors.ts';
import { messageOf, type FailureKeys } from '../api/failures.ts';
import type { Message } from '../api/messages.ts';
import { CacheWaitExpired } from './cache-poll.ts';

/** What a failed cache check or conversion shows: the server's text, or one of these keys. */
const VIEWER_FAILURES: FailureKeys = { failed: 'viewer.failed', network: 'viewer.network' };

/** The viewer's message for a failed cache check or conversion. */
export function viewerMessage(error: unknown): Message {
  if (error instanceof CacheWaitExpired) return { key: 'viewer.timeout' };
  return messageOf(error, VIEWER_FAILURES);
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
