import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { langOf, messageIn, type Lang, type MessageId, type MessageVars } from './catalogue.ts';

// The language of the request being answered (requirements L26): the router runs each handler
// in its request's language, so deep helpers say a message without passing the language down.
// Outside a request (unit tests of a helper, background work) messages are English.

const current = new AsyncLocalStorage<Lang>();

/** The language a request asks for: its `lang` header (eng/jpn/kor), else English. */
export function langOfRequest(req: IncomingMessage): Lang {
  return langOf(req.headers['lang']);
}

/** Runs work in a language. */
export function inLanguage<T>(lang: Lang, work: () => T): T {
  return current.run(lang, work);
}

/** The language of the request being answered (English outside one). */
export function currentLang(): Lang {
  return current.getStore() ?? 'eng';
}

/** A message in the language of the request being answered. */
export function say(id: MessageId, vars?: MessageVars): string {
  return messageIn(currentLang(), id, vars);
}
