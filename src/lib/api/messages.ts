// What a failed call shows in the login extras: the server's text as sent, or one of our keys.
import { ApiFailure, BadResponse, HttpError, NetworkError, TimeoutError } from './errors.ts';

/** A message: server text (shown as text only) or a translation key. */
export type ExtrasMessage = { readonly text: string } | { readonly key: string };

/** The key prefixes that own a set of failure messages. */
export type MessagePrefix = 'sso' | 'resetRequest';

/** Maps anything a call threw to a message (`{prefix}.networkError`, `.timeout`, …). */
export function failureMessage(error: unknown, prefix: MessagePrefix): ExtrasMessage {
  if (error instanceof ApiFailure) {
    return error.message.trim() === ''
      ? { key: `${prefix}.unknownError` }
      : { text: error.message };
  }
  if (error instanceof NetworkError) return { key: `${prefix}.networkError` };
  if (error instanceof TimeoutError) return { key: `${prefix}.timeout` };
  if (error instanceof BadResponse) return { key: `${prefix}.badAnswer` };
  if (error instanceof HttpError) {
    return { key: error.status === 429 ? `${prefix}.tooMany` : `${prefix}.serverError` };
  }
  return { key: `${prefix}.unknownError` };
}

/** The text of a message, through the island's translate function. */
export function messageText(message: ExtrasMessage, t: (key: string) => string): string {
  return 'text' in message ? message.text : t(message.key);
}
