// The one failure vocabulary: a failed call shows a Message (messages.ts), the server's text as
// sent or one of our translation keys, chosen by `messageOf` from the keys each place names.
import { ApiFailure, BadResponse, HttpError, NetworkError, TimeoutError } from './errors.ts';
import type { Message } from './messages.ts';

/** The translation keys of the failures a place tells apart; what it does not name is `failed`. */
export interface FailureKeys {
  /** Anything not named below, and a refusal that came without text. */
  readonly failed: string;
  /** Refusals (`success: false`) whose result code has a key of its own, before the server's text. */
  readonly codes?: Readonly<Record<string, string>>;
  /** No answer arrived (offline, failed, aborted); also a time-out when `timeout` is not given. */
  readonly network?: string;
  /** No answer within the time limit. */
  readonly timeout?: string;
  /** An answer that could not be used (not JSON, wrong shape…). */
  readonly badAnswer?: string;
  /** HTTP 429; any other status when `serverError` is not given either. */
  readonly tooMany?: string;
  /** Any other HTTP error status. */
  readonly serverError?: string;
  /** A call of ours that this back end does not offer (requirements C13). */
  readonly notOffered?: string;
}

function key(name: string | undefined, keys: FailureKeys): Message {
  return { key: name ?? keys.failed };
}

/** The message of anything a call threw: a refusal's code key or text, else the failure's key. */
export function messageOf(error: unknown, keys: FailureKeys): Message {
  if (error instanceof ApiFailure) {
    const coded = error.resultCode === null ? undefined : keys.codes?.[error.resultCode];
    if (coded !== undefined) return { key: coded };
    return error.message.trim() === '' ? key(undefined, keys) : { text: error.message };
  }
  if (error instanceof NetworkError) return key(keys.network, keys);
  if (error instanceof TimeoutError) return key(keys.timeout ?? keys.network, keys);
  if (error instanceof BadResponse) return key(keys.badAnswer, keys);
  if (error instanceof HttpError) {
    if (error.notOffered && keys.notOffered !== undefined) return key(keys.notOffered, keys);
    return key(error.status === 429 ? (keys.tooMany ?? keys.serverError) : keys.serverError, keys);
  }
  return key(undefined, keys);
}
