// What the user is shown: a Message is the server's text as sent or one of our translation keys
// (failures.ts chooses one for a failed call). Tiny on purpose: the login page loads it.

/** A text to show: one of our translation keys, or the server's own text (shown as text only). */
export type Message =
  | { readonly key: string; readonly vars?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** The text of a message: our key through the translate function, or the server's text as sent. */
export function messageText(
  message: Message,
  t: (key: string, vars?: Readonly<Record<string, string | number>>) => string,
): string {
  return 'key' in message ? t(message.key, message.vars) : message.text;
}
